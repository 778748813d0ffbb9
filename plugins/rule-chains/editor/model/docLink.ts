import type { ComponentDescriptor } from '../../api/types';

/*
 * Each node class's page of ThingsBoard's rule engine documentation (seed 001 §3.7):
 * a definition's own docUrl wins; a class not listed here gets the rule engine's start page.
 */

const DOCS = 'https://thingsboard.io/docs/user-guide/rule-engine-2-0/';

/** The anchor 'ruleEngine' of seed 001: where an unknown class's link goes. */
export const RULE_ENGINE_DOC = `${DOCS}re-getting-started/`;

const PAGES: Record<string, string> = {
  'filter.TbCheckRelationNode': 'filter-nodes/#check-relation-filter-node',
  'filter.TbCheckMessageNode': 'filter-nodes/#check-existence-fields-node',
  'geo.TbGpsGeofencingFilterNode': 'filter-nodes/#gps-geofencing-filter-node',
  'filter.TbJsFilterNode': 'filter-nodes/#script-filter-node',
  'filter.TbJsSwitchNode': 'filter-nodes/#switch-node',
  'filter.TbCheckAlarmStatusNode': 'filter-nodes/#check-alarm-status',
  'filter.TbMsgTypeFilterNode': 'filter-nodes/#message-type-filter-node',
  'filter.TbMsgTypeSwitchNode': 'filter-nodes/#message-type-switch-node',
  'filter.TbOriginatorTypeFilterNode': 'filter-nodes/#originator-type-filter-node',
  'filter.TbOriginatorTypeSwitchNode': 'filter-nodes/#originator-type-switch-node',
  'metadata.TbGetAttributesNode': 'enrichment-nodes/#originator-attributes',
  'metadata.TbGetOriginatorFieldsNode': 'enrichment-nodes/#originator-fields',
  'metadata.TbGetTelemetryNode': 'enrichment-nodes/#originator-telemetry',
  'metadata.TbGetCustomerAttributeNode': 'enrichment-nodes/#customer-attributes',
  'metadata.TbGetCustomerDetailsNode': 'enrichment-nodes/#customer-details',
  'metadata.TbGetDeviceAttrNode': 'enrichment-nodes/#device-attributes',
  'metadata.TbGetRelatedAttributeNode': 'enrichment-nodes/#related-attributes',
  'metadata.TbGetTenantAttributeNode': 'enrichment-nodes/#tenant-attributes',
  'metadata.TbGetTenantDetailsNode': 'enrichment-nodes/#tenant-details',
  'metadata.CalculateDeltaNode': 'enrichment-nodes/#calculate-delta',
  'transform.TbChangeOriginatorNode': 'transformation-nodes/#change-originator',
  'transform.TbTransformMsgNode': 'transformation-nodes/#script-transformation-node',
  'mail.TbMsgToEmailNode': 'transformation-nodes/#to-email-node',
  'action.TbAssignToCustomerNode': 'action-nodes/#assign-to-customer-node',
  'action.TbUnassignFromCustomerNode': 'action-nodes/#unassign-from-customer-node',
  'action.TbClearAlarmNode': 'action-nodes/#clear-alarm-node',
  'action.TbCreateAlarmNode': 'action-nodes/#create-alarm-node',
  'action.TbCreateRelationNode': 'action-nodes/#create-relation-node',
  'action.TbDeleteRelationNode': 'action-nodes/#delete-relation-node',
  'action.TbCopyAttributesToEntityViewNode': 'action-nodes/#copy-to-view-node',
  'action.TbMsgCountNode': 'action-nodes/#message-count-node',
  'action.TbLogNode': 'action-nodes/#log-node',
  'action.TbSaveToCustomCassandraTableNode': 'action-nodes/#save-to-custom-table',
  'delay.TbMsgDelayNode': 'action-nodes/#delay-node',
  'debug.TbMsgGeneratorNode': 'action-nodes/#generator-node',
  'geo.TbGpsGeofencingActionNode': 'action-nodes/#gps-geofencing-events-node',
  'rpc.TbSendRPCReplyNode': 'action-nodes/#rpc-call-reply-node',
  'rpc.TbSendRPCRequestNode': 'action-nodes/#rpc-call-request-node',
  'telemetry.TbMsgAttributesNode': 'action-nodes/#save-attributes-node',
  'telemetry.TbMsgTimeseriesNode': 'action-nodes/#save-timeseries-node',
  'edge.TbMsgPushToCloudNode': 'action-nodes/#push-to-cloud',
  'edge.TbMsgPushToEdgeNode': 'action-nodes/#push-to-edge',
  'transaction.TbSynchronizationBeginNode': 'action-nodes/#synchronization-start-node',
  'transaction.TbSynchronizationEndNode': 'action-nodes/#synchronization-end-node',
  'profile.TbDeviceProfileNode': 'action-nodes/#device-profile-node',
  'flow.TbRuleChainInputNode': 'flow-nodes/#rule-chain-node',
  'flow.TbRuleChainOutputNode': 'flow-nodes/#output-node',
  'flow.TbAckNode': 'flow-nodes/#acknowledge-node',
  'flow.TbCheckpointNode': 'flow-nodes/#checkpoint-node',
  'aws.sns.TbSnsNode': 'external-nodes/#aws-sns-node',
  'aws.sqs.TbSqsNode': 'external-nodes/#aws-sqs-node',
  'kafka.TbKafkaNode': 'external-nodes/#kafka-node',
  'mqtt.TbMqttNode': 'external-nodes/#mqtt-node',
  'mqtt.azure.TbAzureIotHubNode': 'external-nodes/#azure-iot-hub-node',
  'rabbitmq.TbRabbitMqNode': 'external-nodes/#rabbitmq-node',
  'rest.TbRestApiCallNode': 'external-nodes/#rest-api-call-node',
  'mail.TbSendEmailNode': 'external-nodes/#send-email-node',
  'sms.TbSendSmsNode': 'external-nodes/#send-sms-node',
};

const PACKAGE = 'org.thingsboard.rule.engine.';

/** The documentation page of a node class. */
export function docLink(clazz: string, definition?: Pick<ComponentDescriptor, 'configurationDescriptor'>): string {
  const own = definition?.configurationDescriptor.nodeDefinition.docUrl;
  if (own && /^https?:\/\//.test(own)) return own;
  const page = clazz.startsWith(PACKAGE) ? PAGES[clazz.slice(PACKAGE.length)] : undefined;
  return page ? DOCS + page : RULE_ENGINE_DOC;
}
