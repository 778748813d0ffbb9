import { describe, expect, it } from 'vitest';
import { PUSH_DEFAULTS, validatePush } from '../../../../rule-node-ui/action/nodes/push';
import { validateEmpty } from '../../../../rule-node-ui/action/nodes/emptyConfig';

describe('push to edge / cloud', () => {
  it('needs an attribute scope', () => {
    expect(validatePush(PUSH_DEFAULTS)).toEqual([]);
    expect(validatePush({ scope: 'SHARED_SCOPE' })).toEqual([]);
    expect(validatePush({ scope: undefined as unknown as 'SERVER_SCOPE' }).map((p) => p.key)).toEqual(['rulenode.error.one-of']);
  });
});

describe('nodes without settings', () => {
  it('accept any configuration', () => {
    expect(validateEmpty()).toEqual([]);
  });
});
