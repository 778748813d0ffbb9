import { defineRuleNode, tb } from '../../node/RuleNodeDefinition';
import { DEFAULT_DETAILS_CONFIG, detailsNode, type EntityDetailsConfig } from './entityDetails';

/**
 * Catalogue §4 ENRICHMENT "tenant details": the node's tenant's title and contact fields
 * as `tenant_…` into data or metadata. Nothing selected: the message passes unchanged.
 */
export const TbGetTenantDetailsNode = defineRuleNode<EntityDetailsConfig>({
  clazz: tb('metadata.TbGetTenantDetailsNode'),
  type: 'ENRICHMENT',
  name: 'tenant details',
  description: 'Node fetch current Tenant details',
  details:
    'Node fetch current Tenant details and add them into message data or metadata. If checkbox: <b>Add selected details to the message metadata</b> is selected, existing fields will be added to the message metadata instead of message data. Selected details are added with the prefix: <code>tenant_</code>.',
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: DEFAULT_DETAILS_CONFIG,
  configDirective: 'tbEnrichmentNodeEntityDetailsConfig',
  init(_ctx, configuration) {
    return detailsNode(configuration, 'tenant_', async (ctx) => {
      const tenant = await ctx.services.stores.tenants.findById(ctx.tenantId);
      if (!tenant) throw new Error(`Tenant with id '${ctx.tenantId}' not found.`);
      return tenant;
    });
  },
});
