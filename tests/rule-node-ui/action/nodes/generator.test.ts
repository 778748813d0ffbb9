import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { GENERATOR_DEFAULTS, validateGenerator } from '../../../../rule-node-ui/action/nodes/generator';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);
const DEVICE_ID = '784f394c-42b6-435a-983c-b7beff2784f9';

describe('generator', () => {
  it('takes a count (0: unlimited), a period of at least a second and a script', () => {
    expect(validateGenerator(GENERATOR_DEFAULTS)).toEqual([]);
    expect(validateGenerator({ ...GENERATOR_DEFAULTS, msgCount: 10, periodInSeconds: 5 })).toEqual([]);
    expect(found(validateGenerator({ ...GENERATOR_DEFAULTS, msgCount: -1, periodInSeconds: 0, jsScript: '' }))).toEqual([
      'msgCount: rulenode.error.whole-number-min',
      'periodInSeconds: rulenode.error.whole-number-min',
      'jsScript: rulenode.error.required',
    ]);
  });

  it('sends from the node itself, or from an entity given by both type and id', () => {
    expect(validateGenerator({ ...GENERATOR_DEFAULTS, originatorType: 'DEVICE', originatorId: DEVICE_ID })).toEqual([]);
    // An imported chain may name the tenant or a rule node.
    expect(validateGenerator({ ...GENERATOR_DEFAULTS, originatorType: 'TENANT', originatorId: DEVICE_ID })).toEqual([]);
    expect(found(validateGenerator({ ...GENERATOR_DEFAULTS, originatorType: 'DEVICE', originatorId: null }))).toEqual([
      'originatorId: rulenode.error.originator-incomplete',
    ]);
    expect(found(validateGenerator({ ...GENERATOR_DEFAULTS, originatorType: 'DEVICE', originatorId: 'not-a-uuid' }))).toEqual([
      'originatorId: rulenode.error.originator-incomplete',
    ]);
    expect(found(validateGenerator({ ...GENERATOR_DEFAULTS, originatorType: 'ALARM', originatorId: DEVICE_ID }))).toEqual(['originatorType: rulenode.error.one-of']);
  });
});
