import { check } from '../../action/common/checks';
import { type Problem } from '../../action/common/problems';
import { MESSAGE_PROPERTIES, type RabbitMqConfig } from '../../catalogue/rabbitmq';

/* Catalogue §4 EXTERNAL "rabbitmq" (server: nodes/external/rabbitmq/TbRabbitMqNode.ts, messageProperties.ts). */
export * from '../../catalogue/rabbitmq';

export function validateRabbitMq(config: RabbitMqConfig): Problem[] {
  return check(config, (c) => {
    if (config.messageProperties !== null && config.messageProperties !== undefined && config.messageProperties !== '') {
      c.oneOf('messageProperties', MESSAGE_PROPERTIES, 'rulenode.message-properties');
    }
    c.required('host', 'rulenode.host');
    c.port('port', 'rulenode.port');
    c.wholeNumber('connectionTimeout', 'rulenode.connection-timeout-ms', 1);
    c.wholeNumber('handshakeTimeout', 'rulenode.handshake-timeout-ms', 1);
    c.flag('automaticRecoveryEnabled', 'rulenode.automatic-recovery');
    c.stringMap('clientProperties', 'rulenode.client-properties');
  });
}
