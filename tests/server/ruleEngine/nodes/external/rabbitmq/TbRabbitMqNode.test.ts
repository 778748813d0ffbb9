import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { publishOptions } from '../../../../../../server/ruleEngine/nodes/external/rabbitmq/messageProperties';
import { TbRabbitMqNode, type RabbitMqConfig } from '../../../../../../server/ruleEngine/nodes/external/rabbitmq/TbRabbitMqNode';
import { newTenantAdmin } from '../../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../../helpers';
import { deadPort } from '../../../../mailSink';
import { startNode } from '../../../nodeHarness';
import { deviceMsg, startByteListener } from '../externalTestHelpers';

/*
 * No RabbitMQ broker runs on this machine: these tests cover the configuration, the dial to
 * the configured broker and the failure path. A publish round trip is not tested here.
 */

let server: RunningServer;
let tenantId: string;

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const start = (config: Partial<RabbitMqConfig>) => startNode(server, tenantId, TbRabbitMqNode, { connectionTimeout: 1000, handshakeTimeout: 1000, ...config });

describe('rabbitmq', () => {
  it('lists the catalogue defaults', () => {
    expect(TbRabbitMqNode.clazz).toBe('org.thingsboard.rule.engine.rabbitmq.TbRabbitMqNode');
    expect([TbRabbitMqNode.type, TbRabbitMqNode.name, TbRabbitMqNode.configDirective, TbRabbitMqNode.relationTypes]).toEqual(['EXTERNAL', 'rabbitmq', 'tbActionNodeRabbitMqConfig', ['Success', 'Failure']]);
    expect(TbRabbitMqNode.defaultConfiguration).toEqual({
      exchangeNamePattern: '',
      routingKeyPattern: '',
      messageProperties: null,
      host: 'localhost',
      port: 5672,
      virtualHost: '/',
      username: 'guest',
      password: 'guest',
      automaticRecoveryEnabled: false,
      connectionTimeout: 60000,
      handshakeTimeout: 10000,
      clientProperties: {},
    });
  });

  it('maps the named message properties to what the Java client sends', () => {
    expect(publishOptions(null)).toEqual({});
    expect(publishOptions('TEXT_PLAIN')).toEqual({ contentType: 'text/plain', deliveryMode: 1, priority: 0 });
    expect(publishOptions('PERSISTENT_BASIC')).toEqual({ contentType: 'application/octet-stream', deliveryMode: 2, priority: 0 });
    expect(publishOptions('MINIMAL_PERSISTENT_BASIC')).toEqual({ deliveryMode: 2 });
  });

  it('starts without a broker and fails each message with the connection error, quickly', async () => {
    const port = await deadPort();
    const node = await start({ host: '127.0.0.1', port, exchangeNamePattern: '${deviceType}', routingKeyPattern: '$[room]' });
    for (const n of [1, 2]) {
      const started = Date.now();
      const msg = deviceMsg({ n, room: 'hall' });
      const [routed] = await node.run(msg);
      expect(Date.now() - started).toBeLessThan(2000);
      expect([routed.relations, routed.msg.data, routed.error]).toEqual([['Failure'], msg.data, `connect ECONNREFUSED 127.0.0.1:${port}`]);
      expect(routed.msg.metadata.error).toBe(routed.error);
    }
    await node.stop();
  });

  it('opens AMQP 0-9-1 with the configured address and fails when the peer hangs up', async () => {
    const listener = await startByteListener();
    const node = await start({ host: '127.0.0.1', port: listener.port });
    const [routed] = await node.run(deviceMsg({}));
    expect(routed.relations).toEqual(['Failure']);
    expect(routed.error).toBe('Socket closed abruptly during opening handshake');
    expect(listener.firstBytes[0]).toEqual(Buffer.from([0x41, 0x4d, 0x51, 0x50, 0, 0, 9, 1]));
    await node.stop();
    await listener.close();
  });

  it('refuses a configuration it cannot run', async () => {
    await expect(start({ messageProperties: 'FANCY' })).rejects.toThrow(new RuleNodeConfigError("Message Properties: 'FANCY' is undefined!"));
    await expect(start({ host: '' })).rejects.toThrow('host should be specified!');
    await expect(start({ port: 70000 })).rejects.toThrow('Invalid port: 70000');
    await expect(start({ connectionTimeout: 0 })).rejects.toThrow('connectionTimeout should be a positive number!');
  });
});
