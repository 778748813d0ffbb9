import plugin, { FILTER_EDITORS } from '../../../rule-node-ui/filter/index';
import manifest from '../../../rule-node-ui/filter/manifest.json';
import { describeBundle } from '../shared/bundleContract';

describeBundle({
  type: 'FILTER',
  count: 10,
  id: 'tessera.rule-nodes.filter',
  plugin,
  manifest,
  editors: FILTER_EDITORS,
  needsInput: {
    TbCheckMessageNode: ['rulenode.check-keys-required'],
    TbCheckRelationNode: ['rulenode.entity-type-required'],
  },
});
