import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { LOG_DEFAULTS, MSG_COUNT_DEFAULTS, validateLog, validateMsgCount } from '../../../../rule-node-ui/action/nodes/log';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('log', () => {
  it('needs a script', () => {
    expect(validateLog(LOG_DEFAULTS)).toEqual([]);
    expect(found(validateLog({ jsScript: '\n' }))).toEqual(['jsScript: rulenode.error.required']);
  });
});

describe('message count', () => {
  it('needs an interval of at least a second and a key prefix', () => {
    expect(validateMsgCount(MSG_COUNT_DEFAULTS)).toEqual([]);
    expect(found(validateMsgCount({ interval: 0, telemetryPrefix: '' }))).toEqual([
      'interval: rulenode.error.whole-number-min',
      'telemetryPrefix: rulenode.error.required',
    ]);
  });
});
