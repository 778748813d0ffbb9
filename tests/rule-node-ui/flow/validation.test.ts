import { describe, expect, it } from 'vitest';
import { CHECKPOINT_DEFAULTS, validateCheckpoint } from '../../../rule-node-ui/flow/CheckpointEditor';
import { RULE_CHAIN_INPUT_DEFAULTS, validateRuleChainInput } from '../../../rule-node-ui/flow/RuleChainInputEditor';

describe('rule chain input', () => {
  it('needs the target chain', () => {
    expect(validateRuleChainInput(RULE_CHAIN_INPUT_DEFAULTS)).toEqual(['rulenode.rule-chain-required']);
    expect(validateRuleChainInput({ ruleChainId: '7c5e3a10-1f3b-11ee-9f7a-0d5c3e2b4a11' })).toEqual([]);
  });
});

describe('checkpoint', () => {
  it('needs a queue name, any name', () => {
    expect(validateCheckpoint(CHECKPOINT_DEFAULTS)).toEqual([]);
    expect(validateCheckpoint({ queueName: 'MyProfileQueue' })).toEqual([]);
    expect(validateCheckpoint({ queueName: ' ' })).toEqual(['rulenode.queue-name-required']);
  });
});
