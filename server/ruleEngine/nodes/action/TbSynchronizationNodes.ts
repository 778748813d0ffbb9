import { defineRuleNode, FAILURE, SUCCESS, tb, type RuleNode } from '../../node/RuleNodeDefinition';

/*
 * Catalogue §4 ACTION "synchronization start/end": deprecated in ThingsBoard 3.3 (the
 * checkpoint node replaced them) and kept so old chains load; both pass every message
 * on Success unchanged. Per-originator ordering is what the SequentialByOriginator
 * queue gives instead.
 */

const PASS_THROUGH: RuleNode = {
  onMsg(ctx, msg) {
    ctx.tellSuccess(msg);
  },
};

const DEPRECATED = 'This Node is now deprecated. Use "Checkpoint" instead.';

export const TbSynchronizationBeginNode = defineRuleNode<{ version: number }>({
  clazz: tb('transaction.TbSynchronizationBeginNode'),
  type: 'ACTION',
  name: 'synchronization start',
  description: DEPRECATED,
  details:
    'This node should be used together with "synchronization end" node. \n This node will put messages into queue based on message originator id. \n Subsequent messages will not be processed until the previous message processing is completed or timeout event occurs.\nSize of the queue per originator and timeout values are configurable on a system level',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { version: 0 },
  configDirective: 'tbNodeEmptyConfig',
  icon: 'sync',
  init: () => PASS_THROUGH,
});

export const TbSynchronizationEndNode = defineRuleNode<{ version: number }>({
  clazz: tb('transaction.TbSynchronizationEndNode'),
  type: 'ACTION',
  name: 'synchronization end',
  description: DEPRECATED,
  details:
    'This node should be used together with "synchronization start" node. \n This node will pop current message from the queue based on message originator id. \n Subsequent messages will not be processed until the previous message processing is completed or timeout event occurs.\nSize of the queue per originator and timeout values are configurable on a system level',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { version: 0 },
  configDirective: 'tbNodeEmptyConfig',
  icon: 'sync_disabled',
  init: () => PASS_THROUGH,
});
