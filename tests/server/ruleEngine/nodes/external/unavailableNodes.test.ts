import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { EXTERNAL_NODES } from '../../../../../server/ruleEngine/nodes/external';
import { TbAzureIotHubNode, TbPubSubNode, TbSnsNode, TbSqsNode } from '../../../../../server/ruleEngine/nodes/external/unavailableNodes';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { deviceMsg } from './externalTestHelpers';

/* The cloud nodes this build lists but cannot run, and the EXTERNAL list as a whole. */

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

describe('EXTERNAL nodes', () => {
  it('lists the ten nodes of the catalogue, in its order', () => {
    expect(EXTERNAL_NODES.map((node) => [node.clazz.replace('org.thingsboard.rule.engine.', ''), node.name, node.type])).toEqual([
      ['rest.TbRestApiCallNode', 'rest api call', 'EXTERNAL'],
      ['mqtt.TbMqttNode', 'mqtt', 'EXTERNAL'],
      ['mqtt.azure.TbAzureIotHubNode', 'azure iot hub', 'EXTERNAL'],
      ['kafka.TbKafkaNode', 'kafka', 'EXTERNAL'],
      ['rabbitmq.TbRabbitMqNode', 'rabbitmq', 'EXTERNAL'],
      ['aws.sns.TbSnsNode', 'aws sns', 'EXTERNAL'],
      ['aws.sqs.TbSqsNode', 'aws sqs', 'EXTERNAL'],
      ['gcp.pubsub.TbPubSubNode', 'gcp pubsub', 'EXTERNAL'],
      ['mail.TbSendEmailNode', 'send email', 'EXTERNAL'],
      ['sms.TbSendSmsNode', 'send sms', 'EXTERNAL'],
    ]);
    for (const node of EXTERNAL_NODES) expect([node.name, node.relationTypes]).toEqual([node.name, ['Success', 'Failure']]);
  });

  it('lists the cloud nodes with their catalogue defaults', () => {
    expect([TbSnsNode.configDirective, TbSnsNode.defaultConfiguration]).toEqual([
      'tbActionNodeSnsConfig',
      { topicArnPattern: 'arn:aws:sns:us-east-1:123456789012:MyNewTopic', accessKeyId: null, secretAccessKey: null, region: 'us-east-1' },
    ]);
    expect([TbSqsNode.configDirective, TbSqsNode.defaultConfiguration]).toEqual([
      'tbActionNodeSqsConfig',
      {
        queueType: 'STANDARD',
        queueUrlPattern: 'https://sqs.us-east-1.amazonaws.com/123456789012/my-queue-name',
        delaySeconds: 0,
        messageAttributes: {},
        accessKeyId: null,
        secretAccessKey: null,
        region: 'us-east-1',
      },
    ]);
    expect([TbPubSubNode.configDirective, TbPubSubNode.defaultConfiguration]).toEqual([
      'tbActionNodePubSubConfig',
      { projectId: 'my-google-cloud-project-id', topicName: 'my-pubsub-topic-name', messageAttributes: {}, serviceAccountKey: null, serviceAccountKeyFileName: null },
    ]);
    expect([TbAzureIotHubNode.configDirective, TbAzureIotHubNode.defaultConfiguration]).toEqual([
      'tbActionNodeAzureIotHubConfig',
      {
        topicPattern: 'devices/<device_id>/messages/events/',
        host: '<iot-hub-name>.azure-devices.net',
        port: 8883,
        connectTimeoutSec: 10,
        clientId: null,
        appendClientIdSuffix: false,
        cleanSession: true,
        ssl: true,
        credentials: { type: 'sas', sasKey: null, caCert: null, caCertFileName: null },
      },
    ]);
  });

  it('starts them and fails every message with "<product> is not available in this build"', async () => {
    const cases = [
      [TbSnsNode, 'AWS SNS is not available in this build'],
      [TbSqsNode, 'AWS SQS is not available in this build'],
      [TbPubSubNode, 'GCP Pub/Sub is not available in this build'],
      [TbAzureIotHubNode, 'Azure IoT Hub is not available in this build'],
    ] as const;
    for (const [definition, error] of cases) {
      const node = await startNode(server, tenantId, definition as typeof TbSnsNode, {});
      const msg = deviceMsg({ temperature: 30 });
      const [routed] = await node.run(msg);
      expect([routed.relations, routed.error, routed.msg.data, routed.msg.metadata.error]).toEqual([['Failure'], error, msg.data, error]);
      await node.stop();
    }
  });
});
