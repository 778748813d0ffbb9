import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../node/RuleNodeDefinition';

export interface CheckpointConfig {
  queueName: string;
}

/** Catalogue §4 FLOW "checkpoint": the message goes on via Success from the named queue (Main, HighPriority, SequentialByOriginator or a profile's own). */
export const TbCheckpointNode = defineRuleNode<CheckpointConfig>({
  clazz: tb('flow.TbCheckpointNode'),
  type: 'FLOW',
  name: 'checkpoint',
  description: 'transfers the message to another queue',
  details: 'After successful transfer incoming message is automatically acknowledged. Queue name is configurable.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { queueName: 'HighPriority' },
  configDirective: 'tbActionNodeCheckPointConfig',
  icon: 'flag',
  init(_ctx, config) {
    const queueName = config.queueName;
    if (typeof queueName !== 'string' || queueName.trim() === '') throw new RuleNodeConfigError('queueName should be specified!');
    return {
      onMsg(ctx, msg) {
        ctx.enqueueForTellNext(msg, SUCCESS, queueName);
      },
    };
  },
});
