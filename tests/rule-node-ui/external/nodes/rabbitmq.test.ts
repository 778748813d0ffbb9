import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { RABBITMQ_DEFAULTS, validateRabbitMq } from '../../../../rule-node-ui/external/nodes/rabbitmq';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('rabbitmq', () => {
  it('needs a host, a port and positive timeouts; exchange and routing key may be empty', () => {
    expect(validateRabbitMq(RABBITMQ_DEFAULTS)).toEqual([]);
    expect(found(validateRabbitMq({ ...RABBITMQ_DEFAULTS, host: '', port: 0, connectionTimeout: 0, handshakeTimeout: -5 }))).toEqual([
      'host: rulenode.error.required',
      'port: rulenode.error.whole-number-range',
      'connectionTimeout: rulenode.error.whole-number-min',
      'handshakeTimeout: rulenode.error.whole-number-min',
    ]);
  });

  it('takes a message properties preset or none, and filled-in client properties', () => {
    expect(validateRabbitMq({ ...RABBITMQ_DEFAULTS, messageProperties: 'PERSISTENT_TEXT_PLAIN' })).toEqual([]);
    expect(validateRabbitMq({ ...RABBITMQ_DEFAULTS, messageProperties: '' })).toEqual([]);
    expect(found(validateRabbitMq({ ...RABBITMQ_DEFAULTS, messageProperties: 'DURABLE', clientProperties: { app: '' } }))).toEqual([
      'messageProperties: rulenode.error.one-of',
      'clientProperties: rulenode.error.map-blank',
    ]);
  });
});
