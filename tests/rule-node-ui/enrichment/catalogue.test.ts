import plugin, { ENRICHMENT_EDITORS } from '../../../rule-node-ui/enrichment/index';
import manifest from '../../../rule-node-ui/enrichment/manifest.json';
import { describeBundle } from '../shared/bundleContract';

describeBundle({
  type: 'ENRICHMENT',
  count: 10,
  id: 'tessera.rule-nodes.enrichment',
  plugin,
  manifest,
  editors: ENRICHMENT_EDITORS,
  needsInput: {
    TbGetCustomerDetailsNode: ['rulenode.entity-details-list-empty'],
    TbGetTenantDetailsNode: ['rulenode.entity-details-list-empty'],
    TbGetTelemetryNode: ['rulenode.timeseries-keys-required'],
  },
});
