import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbRestApiCallNode, type RestApiCallConfig } from '../../../../../../server/ruleEngine/nodes/external/rest/TbRestApiCallNode';
import { newTenantAdmin } from '../../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../../helpers';
import { deadPort } from '../../../../mailSink';
import { startNode } from '../../../nodeHarness';
import { deviceMsg, startHttpServer, testCertificates, type LocalHttpServer } from '../externalTestHelpers';

let server: RunningServer;
let tenantId: string;
let api: LocalHttpServer;
const servers: LocalHttpServer[] = [];

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
  // A small REST service: /status/<code> answers with that code, /slow waits, anything else echoes.
  api = await startHttpServer(async (req, res) => {
    const status = /^\/status\/(\d+)/.exec(req.url);
    if (status) {
      res.writeHead(Number(status[1]), { 'Content-Type': 'text/plain' }).end(`answer ${status[1]}`);
      return;
    }
    if (req.url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 1000));
    res.writeHead(201, { 'Content-Type': 'application/json', 'X-Echo-Method': req.method });
    res.end(JSON.stringify({ received: req.body, path: req.url }));
  });
  servers.push(api);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await server?.close();
  await removeTempDirs();
});

const start = (config: Partial<RestApiCallConfig>) => startNode(server, tenantId, TbRestApiCallNode, config);

describe('rest api call', () => {
  it('lists the catalogue defaults', () => {
    expect(TbRestApiCallNode.clazz).toBe('org.thingsboard.rule.engine.rest.TbRestApiCallNode');
    expect([TbRestApiCallNode.type, TbRestApiCallNode.name, TbRestApiCallNode.configDirective]).toEqual(['EXTERNAL', 'rest api call', 'tbActionNodeRestApiCallConfig']);
    expect(TbRestApiCallNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbRestApiCallNode.defaultConfiguration).toEqual({
      restEndpointUrlPattern: 'http://localhost/api',
      requestMethod: 'POST',
      headers: { 'Content-Type': 'application/json' },
      useSimpleClientHttpFactory: false,
      readTimeoutMs: 0,
      maxParallelRequestsCount: 0,
      useRedisQueueForMsgPersistence: false,
      trimQueue: false,
      maxQueueSize: 0,
      enableProxy: false,
      useSystemProxyProperties: false,
      proxyHost: null,
      proxyPort: 0,
      proxyUser: null,
      proxyPassword: null,
      proxyScheme: null,
      credentials: { type: 'anonymous' },
      ignoreRequestBody: false,
    });
  });

  it('posts the data to the templated URL with templated headers; a 2xx answer becomes the message on Success', async () => {
    const node = await start({
      restEndpointUrlPattern: `${api.url}/api/\${deviceType}/$[room]`,
      headers: { 'Content-Type': 'application/json', 'X-Device': '${deviceName}', 'X-$[room]': 'floor $[floor]' },
    });
    const msg = deviceMsg({ room: 'kitchen', floor: 2, temperature: 21.5 }, { ts: '1700000000000' });
    const [routed] = await node.run(msg);
    const request = api.requests.at(-1)!;
    expect([request.method, request.url, request.body]).toEqual(['POST', '/api/thermostat/kitchen', msg.data]);
    expect(request.headers).toMatchObject({ 'content-type': 'application/json', 'x-device': 'Thermostat A', 'x-kitchen': 'floor 2' });

    expect(routed.relations).toEqual(['Success']);
    expect(routed.msg.id).toBe(msg.id);
    expect(JSON.parse(routed.msg.data)).toEqual({ received: msg.data, path: '/api/thermostat/kitchen' });
    expect(routed.msg.metadata).toMatchObject({
      deviceName: 'Thermostat A',
      ts: '1700000000000',
      status: 'CREATED',
      statusCode: '201',
      statusReason: 'Created',
      'Content-Type': 'application/json',
      'X-Echo-Method': 'POST',
    });
    await node.stop();
  });

  it('sends no body for GET, HEAD, OPTIONS and TRACE, or when ignoreRequestBody is set; DELETE and PUT carry the data', async () => {
    const bodies: Record<string, string> = {};
    for (const [method, ignore] of [['GET', false], ['OPTIONS', false], ['DELETE', false], ['PUT', false], ['PATCH', true]] as const) {
      const node = await start({ restEndpointUrlPattern: `${api.url}/m`, requestMethod: method, ignoreRequestBody: ignore });
      const [routed] = await node.run(deviceMsg({ method }));
      expect([method, routed.relations]).toEqual([method, ['Success']]);
      expect(api.requests.at(-1)!.method).toBe(method);
      bodies[method] = api.requests.at(-1)!.body;
      await node.stop();
    }
    expect(bodies).toEqual({ GET: '', OPTIONS: '', DELETE: '{"method":"DELETE"}', PUT: '{"method":"PUT"}', PATCH: '' });

    const head = await start({ restEndpointUrlPattern: `${api.url}/head`, requestMethod: 'HEAD' });
    const [routed] = await head.run(deviceMsg({ a: 1 }));
    expect([routed.relations, routed.msg.data, routed.msg.metadata.statusCode]).toEqual([['Success'], '{}', '201']);
    await head.stop();
  });

  it('fails a non-2xx answer with error, error_body and the status fields, keeping the input data', async () => {
    const node = await start({ restEndpointUrlPattern: `${api.url}/status/\${code}` });
    const msg = deviceMsg({ temperature: 40 }, { code: '404' });
    const [routed] = await node.run(msg);
    expect(routed.relations).toEqual(['Failure']);
    expect(routed.msg.data).toBe(msg.data);
    expect(routed.msg.metadata).toMatchObject({ error: '404 Not Found', error_body: 'answer 404', status: 'NOT_FOUND', statusCode: '404', statusReason: 'Not Found' });

    const [server500] = await node.run(deviceMsg({}, { code: '503' }));
    expect(server500.msg.metadata).toMatchObject({ error: '503 Service Unavailable', status: 'SERVICE_UNAVAILABLE', error_body: 'answer 503' });
    // A redirect is not followed: it is not a 2xx answer.
    const [redirect] = await node.run(deviceMsg({}, { code: '302' }));
    expect([redirect.relations, redirect.msg.metadata.status]).toEqual([['Failure'], 'FOUND']);
    await node.stop();
  });

  it('fails with the connection error when nothing listens, and for a URL the templates left without a scheme', async () => {
    const port = await deadPort();
    const node = await start({ restEndpointUrlPattern: `http://127.0.0.1:${port}/api` });
    const [refused] = await node.run(deviceMsg({}));
    expect(refused.relations).toEqual(['Failure']);
    expect(refused.msg.metadata.error).toContain('ECONNREFUSED');
    await node.stop();

    const broken = await start({ restEndpointUrlPattern: '${host}/api' });
    const [noScheme] = await broken.run(deviceMsg({}));
    expect([noScheme.relations, noScheme.error]).toEqual([['Failure'], 'Transport scheme(protocol) must be provided!']);
    await broken.stop();
  });

  it('gives up after readTimeoutMs without an answer', async () => {
    const node = await start({ restEndpointUrlPattern: `${api.url}/slow`, readTimeoutMs: 150 });
    const started = Date.now();
    const [routed] = await node.run(deviceMsg({}));
    expect(Date.now() - started).toBeLessThan(900);
    expect(routed.relations).toEqual(['Failure']);
    expect(routed.msg.metadata.error).toMatch(/timeout/i);
    await node.stop();
  });
});

describe('rest api call limits and credentials', () => {
  it('keeps at most maxParallelRequestsCount requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const held = await startHttpServer(async (_req, res) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 60));
      inFlight--;
      res.writeHead(200).end('{}');
    });
    servers.push(held);
    const node = await start({ restEndpointUrlPattern: held.url, maxParallelRequestsCount: 1 });
    await Promise.all([1, 2, 3].map((n) => node.run(deviceMsg({ n }))));
    expect(node.ctx.routed.map((r) => r.relations[0])).toEqual(['Success', 'Success', 'Success']);
    expect([held.requests.length, most]).toEqual([3, 1]);
    await node.stop();
  });

  it('fails a message that waited readTimeoutMs for a free slot', async () => {
    // The first answer trickles in for 400 ms (never idle for long), so only the wait for the slot times out.
    const trickle = await startHttpServer(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      for (let i = 0; i < 8; i++) {
        res.write('.');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      res.end();
    });
    servers.push(trickle);
    const node = await start({ restEndpointUrlPattern: trickle.url, maxParallelRequestsCount: 1, readTimeoutMs: 150 });
    const [one, two] = [deviceMsg({ n: 1 }), deviceMsg({ n: 2 })];
    // Runs overlap, so each result is found by its message id rather than by run.
    await Promise.all([node.run(one), node.run(two)]);
    const first = node.ctx.routed.find((r) => r.msg.id === one.id)!;
    const second = node.ctx.routed.find((r) => r.msg.id === two.id)!;
    expect([first.relations, first.msg.data]).toEqual([['Success'], '........']);
    expect([second.relations, second.error]).toEqual([['Failure'], 'Timeout during waiting for reply!']);
    expect(trickle.requests).toHaveLength(1);
    await node.stop();
  });

  it('sends basic credentials as an Authorization header', async () => {
    const node = await start({ restEndpointUrlPattern: `${api.url}/secure`, credentials: { type: 'basic', username: 'rule', password: 'p@ss:word' } });
    const [routed] = await node.run(deviceMsg({}));
    expect(routed.relations).toEqual(['Success']);
    expect(api.requests.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('rule:p@ss:word').toString('base64')}`);
    await node.stop();
  });

  it('presents the cert.PEM client certificate to an HTTPS server that requires one', async () => {
    const certs = await testCertificates();
    const mutual = await startHttpServer((_req, res) => void res.writeHead(200).end('{"tls":"ok"}'), {
      cert: certs.serverCert,
      key: certs.serverKey,
      ca: certs.caCert,
      requestCert: true,
      rejectUnauthorized: true,
    });
    servers.push(mutual);
    const withCert = await start({
      restEndpointUrlPattern: `${mutual.url}/api`,
      credentials: { type: 'cert.PEM', caCert: certs.caCert, cert: certs.clientCert, privateKey: certs.clientKey, password: null },
    });
    const [ok] = await withCert.run(deviceMsg({}));
    expect([ok.relations, ok.msg.data]).toEqual([['Success'], '{"tls":"ok"}']);
    await withCert.stop();

    // Without the CA the server's certificate is not trusted.
    const anonymous = await start({ restEndpointUrlPattern: `${mutual.url}/api` });
    const [untrusted] = await anonymous.run(deviceMsg({}));
    expect(untrusted.relations).toEqual(['Failure']);
    expect(untrusted.msg.metadata.error).toMatch(/certificate/i);
    await anonymous.stop();

    // Trusting the server but without a client certificate: the server refuses the handshake.
    const noClientCert = await start({
      restEndpointUrlPattern: `${mutual.url}/api`,
      credentials: { type: 'cert.PEM', caCert: certs.caCert, cert: null, privateKey: null, password: null },
    });
    const [refused] = await noClientCert.run(deviceMsg({}));
    expect(refused.relations).toEqual(['Failure']);
    await noClientCert.stop();
    expect(mutual.requests).toHaveLength(1);
  });

  it('refuses a configuration it cannot run', async () => {
    await expect(start({ requestMethod: 'FETCH' })).rejects.toThrow(new RuleNodeConfigError('Unsupported request method: FETCH'));
    await expect(start({ restEndpointUrlPattern: ' ' })).rejects.toThrow(RuleNodeConfigError);
    await expect(start({ readTimeoutMs: -1 })).rejects.toThrow(RuleNodeConfigError);
    await expect(start({ credentials: { type: 'oauth2' } as unknown as RestApiCallConfig['credentials'] })).rejects.toThrow('Unsupported credentials type: oauth2');
    await expect(
      start({ useSimpleClientHttpFactory: true, credentials: { type: 'cert.PEM', caCert: null, cert: null, privateKey: null, password: null } }),
    ).rejects.toThrow('Simple HTTP Factory does not support CERT PEM credentials!');
  });
});
