import type { RuleNodeDefinition } from '../../node/RuleNodeDefinition';
import { TbKafkaNode } from './kafka/TbKafkaNode';
import { TbSendEmailNode } from './mail/TbSendEmailNode';
import { TbMqttNode } from './mqtt/TbMqttNode';
import { TbRabbitMqNode } from './rabbitmq/TbRabbitMqNode';
import { TbRestApiCallNode } from './rest/TbRestApiCallNode';
import { TbSendSmsNode } from './sms/TbSendSmsNode';
import { TbAzureIotHubNode, TbPubSubNode, TbSnsNode, TbSqsNode } from './unavailableNodes';

/** The EXTERNAL nodes of catalogue §4, in its order. */
export const EXTERNAL_NODES: RuleNodeDefinition<any>[] = [
  TbRestApiCallNode,
  TbMqttNode,
  TbAzureIotHubNode,
  TbKafkaNode,
  TbRabbitMqNode,
  TbSnsNode,
  TbSqsNode,
  TbPubSubNode,
  TbSendEmailNode,
  TbSendSmsNode,
];
