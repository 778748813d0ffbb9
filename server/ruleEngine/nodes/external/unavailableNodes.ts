import { defineRuleNode, tb, type RuleNodeDefinition } from '../../node/RuleNodeDefinition';

/*
 * Cloud nodes of catalogue §4 EXTERNAL that this build lists (so /api/components shows
 * them and imported ThingsBoard chains keep their configuration) but cannot run: their
 * clients (AWS SDK, Google Cloud, Azure IoT) are not shipped. Every message fails with
 * "<product> is not available in this build".
 */

interface UnavailableNode<C extends object> {
  packageAndClass: string;
  name: string;
  /** What the error names: "AWS SNS is not available in this build". */
  product: string;
  description: string;
  details: string;
  configDirective: string;
  defaultConfiguration: C;
}

function defineUnavailableNode<C extends object>(node: UnavailableNode<C>): RuleNodeDefinition<C> {
  const error = `${node.product} is not available in this build`;
  return defineRuleNode<C>({
    clazz: tb(node.packageAndClass),
    type: 'EXTERNAL',
    name: node.name,
    description: node.description,
    details: node.details,
    relationTypes: ['Success', 'Failure'],
    defaultConfiguration: node.defaultConfiguration,
    configDirective: node.configDirective,
    init() {
      return {
        onMsg(ctx, msg) {
          ctx.tellFailure(msg, error);
        },
      };
    },
  });
}

export const TbSnsNode = defineUnavailableNode({
  packageAndClass: 'aws.sns.TbSnsNode',
  name: 'aws sns',
  product: 'AWS SNS',
  description: 'Publish message to the AWS SNS',
  details:
    'Will publish message payload to the AWS SNS topic. Outbound message will contain response fields (<code>messageId</code>, <code>requestId</code>) in the Message Metadata from the AWS SNS. For example <b>requestId</b> field can be accessed with <code>metadata.requestId</code>.',
  configDirective: 'tbActionNodeSnsConfig',
  defaultConfiguration: {
    topicArnPattern: 'arn:aws:sns:us-east-1:123456789012:MyNewTopic',
    accessKeyId: null as string | null,
    secretAccessKey: null as string | null,
    region: 'us-east-1',
  },
});

export const TbSqsNode = defineUnavailableNode({
  packageAndClass: 'aws.sqs.TbSqsNode',
  name: 'aws sqs',
  product: 'AWS SQS',
  description: 'Publish messages to the AWS SQS',
  details:
    'Will publish message payload and metadata attributes to the AWS SQS queue. Outbound message will contain response fields (<code>messageId</code>, <code>requestId</code>, <code>messageBodyMd5</code>, <code>messageAttributesMd5</code>, <code>sequenceNumber</code>) in the Message Metadata from the AWS SQS. For example <b>requestId</b> field can be accessed with <code>metadata.requestId</code>.',
  configDirective: 'tbActionNodeSqsConfig',
  defaultConfiguration: {
    queueType: 'STANDARD' as 'STANDARD' | 'FIFO',
    queueUrlPattern: 'https://sqs.us-east-1.amazonaws.com/123456789012/my-queue-name',
    delaySeconds: 0,
    messageAttributes: {} as Record<string, string>,
    accessKeyId: null as string | null,
    secretAccessKey: null as string | null,
    region: 'us-east-1',
  },
});

export const TbPubSubNode = defineUnavailableNode({
  packageAndClass: 'gcp.pubsub.TbPubSubNode',
  name: 'gcp pubsub',
  product: 'GCP Pub/Sub',
  description: 'Publish message to the Google Cloud PubSub',
  details:
    'Will publish message payload to the Google Cloud Platform PubSub topic. Outbound message will contain response fields (<code>messageId</code> in the Message Metadata from the GCP PubSub. <b>messageId</b> field can be accessed with <code>metadata.messageId</code>.',
  configDirective: 'tbActionNodePubSubConfig',
  defaultConfiguration: {
    projectId: 'my-google-cloud-project-id',
    topicName: 'my-pubsub-topic-name',
    messageAttributes: {} as Record<string, string>,
    serviceAccountKey: null as string | null,
    serviceAccountKeyFileName: null as string | null,
  },
});

export const TbAzureIotHubNode = defineUnavailableNode({
  packageAndClass: 'mqtt.azure.TbAzureIotHubNode',
  name: 'azure iot hub',
  product: 'Azure IoT Hub',
  description: 'Publish messages to the Azure IoT Hub',
  details: 'Will publish message payload to the Azure IoT Hub with QoS <b>AT_LEAST_ONCE</b>.',
  configDirective: 'tbActionNodeAzureIotHubConfig',
  defaultConfiguration: {
    topicPattern: 'devices/<device_id>/messages/events/',
    host: '<iot-hub-name>.azure-devices.net',
    port: 8883,
    connectTimeoutSec: 10,
    clientId: null as string | null,
    appendClientIdSuffix: false,
    cleanSession: true,
    ssl: true,
    credentials: { type: 'sas', sasKey: null as string | null, caCert: null as string | null, caCertFileName: null as string | null },
  },
});
