import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbKafkaNode, type KafkaConfig } from '../../../../../../server/ruleEngine/nodes/external/kafka/TbKafkaNode';
import { newTenantAdmin } from '../../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../../helpers';
import { deadPort } from '../../../../mailSink';
import { startNode } from '../../../nodeHarness';
import { deviceMsg, startByteListener } from '../externalTestHelpers';

/*
 * No Kafka broker runs on this machine: these tests cover the configuration, the dial to
 * the configured broker and the failure path. A produce round trip is not tested here.
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

const start = (config: Partial<KafkaConfig>) => startNode(server, tenantId, TbKafkaNode, config);

describe('kafka', () => {
  it('lists the catalogue defaults', () => {
    expect(TbKafkaNode.clazz).toBe('org.thingsboard.rule.engine.kafka.TbKafkaNode');
    expect([TbKafkaNode.type, TbKafkaNode.name, TbKafkaNode.configDirective, TbKafkaNode.relationTypes]).toEqual(['EXTERNAL', 'kafka', 'tbActionNodeKafkaConfig', ['Success', 'Failure']]);
    expect(TbKafkaNode.defaultConfiguration).toEqual({
      topicPattern: 'my-topic',
      bootstrapServers: 'localhost:9092',
      retries: 0,
      batchSize: 16384,
      linger: 0,
      bufferMemory: 33554432,
      acks: '-1',
      keySerializer: 'org.apache.kafka.common.serialization.StringSerializer',
      valueSerializer: 'org.apache.kafka.common.serialization.StringSerializer',
      otherProperties: {},
      addMetadataKeyValuesAsKafkaHeaders: false,
      kafkaHeadersCharset: 'UTF-8',
    });
  });

  it('starts without a broker and fails each message with the connection error, quickly', async () => {
    const port = await deadPort();
    const node = await start({ bootstrapServers: `127.0.0.1:${port}`, topicPattern: '${deviceType}-telemetry' });
    for (const n of [1, 2]) {
      const started = Date.now();
      const msg = deviceMsg({ n });
      const [routed] = await node.run(msg);
      expect(Date.now() - started).toBeLessThan(3000);
      expect([routed.relations, routed.msg.data]).toEqual([['Failure'], msg.data]);
      expect(routed.error).toBe(`Connection error: connect ECONNREFUSED 127.0.0.1:${port}`);
      expect(routed.msg.metadata).toMatchObject({ deviceName: 'Thermostat A', error: routed.error });
    }
    await node.stop();
  });

  it('dials the first reachable bootstrap server and identifies itself as the rule node', async () => {
    const listener = await startByteListener();
    const node = await start({ bootstrapServers: ` 127.0.0.1:${listener.port} `, otherProperties: { 'socket.connection.setup.timeout.ms': '500' } });
    const [routed] = await node.run(deviceMsg({ n: 1 }));
    expect(routed.relations).toEqual(['Failure']);
    // The first request of a Kafka client: size, api key 18 (ApiVersions), version, correlation id, client id.
    const request = listener.firstBytes[0]!;
    expect(request.readInt16BE(4)).toBe(18);
    const clientIdLength = request.readInt16BE(12);
    expect(request.subarray(14, 14 + clientIdLength).toString('utf8')).toBe(`producer-tb-kafka-node-${node.ctx.self.id}-${hostname()}`);
    await node.stop();
    await listener.close();
  });

  it('refuses a configuration it cannot run', async () => {
    await expect(start({ acks: 'most' })).rejects.toThrow(new RuleNodeConfigError('Invalid acks: most (expected all, -1, 0 or 1)'));
    await expect(start({ bootstrapServers: ' , ' })).rejects.toThrow('bootstrapServers should be specified!');
    await expect(start({ kafkaHeadersCharset: 'EBCDIC' })).rejects.toThrow('Unsupported kafkaHeadersCharset: EBCDIC');
    await expect(start({ topicPattern: '' })).rejects.toThrow(RuleNodeConfigError);
    await expect(start({ retries: -1 })).rejects.toThrow(RuleNodeConfigError);
    await expect(start({ otherProperties: { 'security.protocol': 'KERBEROS' } })).rejects.toThrow('Unsupported security.protocol: KERBEROS');
    await expect(start({ otherProperties: { 'request.timeout.ms': 'soon' } })).rejects.toThrow('Invalid request.timeout.ms: soon');
    // Accepted: "all" acks, another charset, SASL over TLS.
    const node = await start({
      acks: 'all',
      kafkaHeadersCharset: 'ISO-8859-1',
      otherProperties: { 'security.protocol': 'SASL_SSL', 'sasl.mechanism': 'SCRAM-SHA-512', 'sasl.jaas.config': 'x required username="u" password="p";' },
    });
    await node.stop();
  });
});
