import type { AddressInfo } from 'node:net';
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { ConfigError, type ServerConfig } from '../config';
import { registerSecurityHeaders, registerStaticConsole } from '../http/staticConsole';

/**
 * Remote mode (`THINGSBOARD_URL`): the console is served from here and every `/api` request,
 * WebSocket included, goes to an existing ThingsBoard 3.3 server. No database, no MQTT, no
 * rule engine start: the remote server owns all data. The console asks `/api/tessera/info`
 * which of Tessera's own extensions the server has; ThingsBoard answers 404 and they are hidden.
 */
export interface RemoteConsole {
  url: string;
  port: number;
  /** The ThingsBoard server the API goes to. */
  upstream: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Reads and checks THINGSBOARD_URL; undefined when remote mode is off. */
export function readThingsboardUrl(env: Record<string, string | undefined>): string | undefined {
  const raw = env.THINGSBOARD_URL?.trim();
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`THINGSBOARD_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`THINGSBOARD_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    throw new ConfigError(`THINGSBOARD_URL must not have a path (the API is at <url>/api), got "${raw}"`);
  }
  return url.origin;
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '' || host === 'localhost') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startRemoteConsole(
  config: Pick<ServerConfig, 'port' | 'host' | 'staticDir' | 'serveSourceMaps' | 'logLevel'>,
  upstream: string,
): Promise<RemoteConsole> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: false });
  try {
    registerSecurityHeaders(app);
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix: '/api',
      rewritePrefix: '/api',
      // `/api/ws/plugins/telemetry?token=…` (contract §8) is proxied as a WebSocket too.
      websocket: true,
      wsUpstream: upstream.replace(/^http/, 'ws'),
      // The remote server sees its own host name, as a browser pointed at it would send.
      replyOptions: {
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, host: new URL(upstream).host }),
      },
    });
    const spaFallback = await registerStaticConsole(app, config.staticDir, { serveSourceMaps: config.serveSourceMaps });
    app.setNotFoundHandler((request, reply) => {
      if (spaFallback?.(request, reply)) return;
      void reply.code(404).send({ status: 404, message: 'Requested item wasn\'t found!', errorCode: 32, timestamp: Date.now() });
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  const port = (app.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${displayHost(config.host)}:${port}`,
    port,
    upstream,
    app,
    close: () => (closing ??= app.close()),
  };
}
