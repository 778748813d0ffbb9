import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { RPC_REPLY_DEFAULTS, RPC_REQUEST_DEFAULTS, validateRpcReply, validateRpcRequest } from '../../../../rule-node-ui/action/nodes/rpc';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('rpc call request', () => {
  it('takes a whole timeout in seconds, 0 or more', () => {
    expect(validateRpcRequest(RPC_REQUEST_DEFAULTS)).toEqual([]);
    expect(validateRpcRequest({ timeoutInSeconds: 0 })).toEqual([]);
    expect(found(validateRpcRequest({ timeoutInSeconds: -1 }))).toEqual(['timeoutInSeconds: rulenode.error.whole-number-min']);
    expect(found(validateRpcRequest({ timeoutInSeconds: 'soon' as unknown as number }))).toEqual(['timeoutInSeconds: rulenode.error.whole-number-min']);
  });
});

describe('rpc call reply', () => {
  it('needs the three metadata keys', () => {
    expect(validateRpcReply(RPC_REPLY_DEFAULTS)).toEqual([]);
    expect(found(validateRpcReply({ serviceIdMetaDataAttribute: '', sessionIdMetaDataAttribute: ' ', requestIdMetaDataAttribute: 'rid' }))).toEqual([
      'serviceIdMetaDataAttribute: rulenode.error.required',
      'sessionIdMetaDataAttribute: rulenode.error.required',
    ]);
  });
});
