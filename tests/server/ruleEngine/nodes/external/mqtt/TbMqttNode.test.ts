import net from 'node:net';
import { hostname } from 'node:os';
import tls from 'node:tls';
import { Aedes, type Client } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbMqttNode, type MqttConfig } from '../../../../../../server/ruleEngine/nodes/external/mqtt/TbMqttNode';
import { newTenantAdmin } from '../../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../../helpers';
import { deadPort } from '../../../../mailSink';
import { startNode, type StartedNode } from '../../../nodeHarness';
import { deviceMsg, testCertificates } from '../externalTestHelpers';

/* The mqtt node against a real aedes broker on 127.0.0.1, watched by a real subscriber. */

interface Received {
  topic: string;
  payload: string;
  qos: number;
}

interface Broker {
  port: number;
  /** Client ids and clean flags of the clients that connected. */
  clients: { id: string; clean: boolean }[];
  received: Received[];
  waitFor(count: number): Promise<Received[]>;
  /** Drops every connection (the broker keeps listening). */
  dropConnections(): void;
  close(): Promise<void>;
}

async function startBroker(options: { users?: Record<string, string>; tls?: tls.TlsOptions } = {}): Promise<Broker> {
  const aedes = await Aedes.createBroker({
    authenticate: (client: Client, username, password, done) => {
      if (!options.users || client.id === 'watcher') return done(null, true);
      done(null, username !== undefined && options.users[username] === password?.toString());
    },
  });
  const sockets = new Set<net.Socket>();
  const onSocket = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    aedes.handle(socket);
  };
  const server = options.tls ? tls.createServer(options.tls, onSocket) : net.createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const clients: Broker['clients'] = [];
  aedes.on('client', (client) => clients.push({ id: client.id, clean: client.clean }));

  // The watcher subscribes in the clear on a second listener, so TLS brokers are watched too.
  const plain = net.createServer((socket) => aedes.handle(socket));
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const watcher: MqttClient = await mqtt.connectAsync(`mqtt://127.0.0.1:${(plain.address() as net.AddressInfo).port}`, { reconnectPeriod: 0, clientId: 'watcher' });
  const received: Received[] = [];
  watcher.on('message', (topic, payload, packet) => received.push({ topic, payload: payload.toString('utf8'), qos: packet.qos }));
  await watcher.subscribeAsync('#', { qos: 1 });

  return {
    port,
    clients,
    received,
    async waitFor(count) {
      for (let i = 0; i < 200 && received.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      return received;
    },
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      await watcher.endAsync(true);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => plain.close(resolve));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}

let server: RunningServer;
let tenantId: string;
let broker: Broker;
const brokers: Broker[] = [];
const nodes: StartedNode[] = [];

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
  broker = await startBroker();
  brokers.push(broker);
});

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop().catch(() => undefined)));
  await Promise.all(brokers.map((b) => b.close()));
  await server?.close();
  await removeTempDirs();
});

async function start(config: Partial<MqttConfig>): Promise<StartedNode> {
  const node = await startNode(server, tenantId, TbMqttNode, { host: '127.0.0.1', port: broker.port, connectTimeoutSec: 2, ...config });
  nodes.push(node);
  return node;
}

describe('mqtt', () => {
  it('lists the catalogue defaults', () => {
    expect(TbMqttNode.clazz).toBe('org.thingsboard.rule.engine.mqtt.TbMqttNode');
    expect([TbMqttNode.type, TbMqttNode.name, TbMqttNode.configDirective, TbMqttNode.relationTypes]).toEqual(['EXTERNAL', 'mqtt', 'tbActionNodeMqttConfig', ['Success', 'Failure']]);
    expect(TbMqttNode.defaultConfiguration).toEqual({
      topicPattern: 'my-topic',
      host: null,
      port: 1883,
      connectTimeoutSec: 10,
      clientId: null,
      appendClientIdSuffix: false,
      cleanSession: true,
      ssl: false,
      credentials: { type: 'anonymous' },
    });
  });

  it('publishes the data with QoS 1 to the templated topic and passes the message on unchanged', async () => {
    const node = await start({ topicPattern: 'sensors/${deviceType}/$[room]', clientId: 'rule-node', appendClientIdSuffix: true });
    const msg = deviceMsg({ room: 'kitchen', temperature: 22 });
    const before = broker.received.length;
    const [routed] = await node.run(msg);
    expect(routed.relations).toEqual(['Success']);
    expect(routed.msg).toEqual(msg);
    const [got] = (await broker.waitFor(before + 1)).slice(before);
    expect(got).toEqual({ topic: 'sensors/thermostat/kitchen', payload: msg.data, qos: 1 });
    expect(broker.clients.map((c) => c.id)).toContain(`rule-node_${hostname()}`);
  });

  it('connects once at init and keeps the session flag it was given', async () => {
    const connectedBefore = broker.clients.length;
    const node = await start({ clientId: 'persistent-node', cleanSession: false });
    for (let i = 0; i < 3; i++) expect((await node.run(deviceMsg({ i })))[0].relations).toEqual(['Success']);
    expect(broker.clients.slice(connectedBefore)).toEqual([{ id: 'persistent-node', clean: false }]);
  });

  it('signs in with basic credentials; a refused sign-in fails init with the broker reason', async () => {
    const guarded = await startBroker({ users: { rule: 'secret' } });
    brokers.push(guarded);
    const node = await start({ port: guarded.port, topicPattern: 'guarded', credentials: { type: 'basic', username: 'rule', password: 'secret' } });
    expect((await node.run(deviceMsg({ ok: true })))[0].relations).toEqual(['Success']);
    expect((await guarded.waitFor(1))[0]).toMatchObject({ topic: 'guarded', payload: '{"ok":true}' });

    await expect(start({ port: guarded.port, credentials: { type: 'basic', username: 'rule', password: 'wrong' } })).rejects.toThrow(
      new RegExp(`^Failed to connect to MQTT broker at 127\\.0\\.0\\.1:${guarded.port}: .*Not authorized`),
    );
  });

  it('fails init quickly with the socket error when no broker listens', async () => {
    const port = await deadPort();
    const started = Date.now();
    await expect(start({ port })).rejects.toThrow(`Failed to connect to MQTT broker at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails messages while the broker connection is lost', async () => {
    const flaky = await startBroker();
    brokers.push(flaky);
    const node = await start({ port: flaky.port });
    expect((await node.run(deviceMsg({ n: 1 })))[0].relations).toEqual(['Success']);
    flaky.dropConnections();
    // The client notices the closed socket at once; it would try again only after 5 s.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [routed] = await node.run(deviceMsg({ n: 2 }));
    expect([routed.relations, routed.error]).toEqual([['Failure'], `MQTT client is not connected to 127.0.0.1:${flaky.port}`]);
  });

  it('publishes over TLS with a cert.PEM client certificate', async () => {
    const certs = await testCertificates();
    const secure = await startBroker({ tls: { cert: certs.serverCert, key: certs.serverKey, ca: certs.caCert, requestCert: true, rejectUnauthorized: true } });
    brokers.push(secure);
    const node = await start({
      port: secure.port,
      ssl: true,
      topicPattern: 'secure/${deviceName}',
      credentials: { type: 'cert.PEM', caCert: certs.caCert, cert: certs.clientCert, privateKey: certs.clientKey, password: null },
    });
    expect((await node.run(deviceMsg({ tls: 1 })))[0].relations).toEqual(['Success']);
    expect((await secure.waitFor(1))[0]).toEqual({ topic: 'secure/Thermostat A', payload: '{"tls":1}', qos: 1 });

    // Without the CA the broker is not trusted: init fails.
    await expect(start({ port: secure.port, ssl: true })).rejects.toThrow(/certificate/i);
  });

  it('refuses a configuration it cannot run', async () => {
    await expect(startNode(server, tenantId, TbMqttNode, {})).rejects.toThrow(new RuleNodeConfigError('host should be specified!'));
    await expect(start({ port: 0 })).rejects.toThrow(RuleNodeConfigError);
    await expect(start({ topicPattern: '' })).rejects.toThrow('topicPattern should be specified!');
    await expect(start({ credentials: { type: 'sas' } })).rejects.toThrow('Unsupported credentials type: sas');
  });
});
