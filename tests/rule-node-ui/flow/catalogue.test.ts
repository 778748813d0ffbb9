import plugin, { FLOW_EDITORS } from '../../../rule-node-ui/flow/index';
import manifest from '../../../rule-node-ui/flow/manifest.json';
import { describeBundle } from '../shared/bundleContract';

describeBundle({
  type: 'FLOW',
  count: 4,
  id: 'tessera.rule-nodes.flow',
  plugin,
  manifest,
  editors: FLOW_EDITORS,
  needsInput: { TbRuleChainInputNode: ['rulenode.rule-chain-required'] },
});
