import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { DELAY_DEFAULTS, validateDelay } from '../../../../rule-node-ui/action/nodes/delay';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('delay', () => {
  it('takes a fixed period, or a pattern when the period comes from the message', () => {
    expect(validateDelay(DELAY_DEFAULTS)).toEqual([]);
    expect(found(validateDelay({ ...DELAY_DEFAULTS, periodInSeconds: -1 }))).toEqual(['periodInSeconds: rulenode.error.whole-number-min']);
    expect(found(validateDelay({ ...DELAY_DEFAULTS, useMetadataPeriodInSecondsPatterns: true }))).toEqual(['periodInSecondsPattern: rulenode.error.required']);
    expect(validateDelay({ ...DELAY_DEFAULTS, useMetadataPeriodInSecondsPatterns: true, periodInSecondsPattern: '${delay}', periodInSeconds: -1 })).toEqual([]);
  });

  it('keeps 1 to 100000 messages in memory', () => {
    expect(validateDelay({ ...DELAY_DEFAULTS, maxPendingMsgs: 100000 })).toEqual([]);
    expect(validateDelay({ ...DELAY_DEFAULTS, maxPendingMsgs: 0 })[0]).toMatchObject({ field: 'maxPendingMsgs', key: 'rulenode.error.whole-number-range', params: { min: 1, max: 100000 } });
    expect(found(validateDelay({ ...DELAY_DEFAULTS, maxPendingMsgs: 100001 }))).toEqual(['maxPendingMsgs: rulenode.error.whole-number-range']);
  });
});
