import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { newMsg, type TbMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { tempDir } from '../../../helpers';

/*
 * Real counterparts for the EXTERNAL node tests: an HTTP server on 127.0.0.1 that records
 * what it was sent, and a throw-away certificate authority made with the openssl CLI.
 */

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface LocalHttpServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Handler = (request: RecordedRequest, response: http.ServerResponse) => void | Promise<void>;

/** Listens on 127.0.0.1:0 (HTTPS with `tls`); `handler` answers each request after its body arrived. */
export async function startHttpServer(handler: Handler, tls?: https.ServerOptions): Promise<LocalHttpServer> {
  const requests: RecordedRequest[] = [];
  const listener: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      void Promise.resolve(handler(recorded, res)).catch(() => res.destroy());
    });
  };
  const server = tls ? https.createServer(tls, listener) : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TestCertificates {
  caCert: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
}

const run = promisify(execFile);

/** A CA, a server certificate for 127.0.0.1 and a client certificate, all signed by the CA (EC P-256, valid one day). */
export async function testCertificates(): Promise<TestCertificates> {
  const dir = await tempDir('tessera-certs-');
  const file = (name: string) => path.join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run('openssl', ['req', '-x509', ...ec, '-keyout', file('ca.key'), '-out', file('ca.crt'), '-days', '1', '-subj', '/CN=Tessera Test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']);
  const issue = async (name: string, subject: string, extensions: string) => {
    await writeFile(file(`${name}.ext`), extensions);
    await run('openssl', ['req', ...ec, '-keyout', file(`${name}.key`), '-out', file(`${name}.csr`), '-subj', subject]);
    await run('openssl', ['x509', '-req', '-in', file(`${name}.csr`), '-CA', file('ca.crt'), '-CAkey', file('ca.key'), '-CAcreateserial',
      '-out', file(`${name}.crt`), '-days', '1', '-extfile', file(`${name}.ext`)]);
  };
  await issue('server', '/CN=127.0.0.1', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  await issue('client', '/CN=tessera-client', 'extendedKeyUsage=clientAuth\n');
  const read = (name: string) => readFile(file(name), 'utf8');
  return {
    caCert: await read('ca.crt'),
    serverCert: await read('server.crt'),
    serverKey: await read('server.key'),
    clientCert: await read('client.crt'),
    clientKey: await read('client.key'),
  };
}

export const DEVICE = { entityType: 'DEVICE', id: '5a3b1e40-0000-4000-8000-000000000001' } as TbMsg['originator'];

/** A telemetry message of a device named "Thermostat A". */
export function deviceMsg(data: unknown, metadata: Record<string, string> = {}, type = 'POST_TELEMETRY_REQUEST'): TbMsg {
  return newMsg({
    type,
    originator: DEVICE,
    data: typeof data === 'string' ? data : JSON.stringify(data),
    metadata: { deviceName: 'Thermostat A', deviceType: 'thermostat', ...metadata },
  });
}

export interface ByteListener {
  port: number;
  /** Bytes each connection sent before the listener hung up on it. */
  firstBytes: Buffer[];
  close(): Promise<void>;
}

/**
 * A TCP listener on 127.0.0.1 that reads what a client sends first, then hangs up: enough
 * to see a broker client dial the right address and open its protocol, where no broker runs.
 */
export async function startByteListener(): Promise<ByteListener> {
  const firstBytes: Buffer[] = [];
  const server = net.createServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      firstBytes.push(chunk);
      socket.destroy();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    firstBytes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
