import { defineRuleNode, tb } from '../../node/RuleNodeDefinition';
import { entityId } from '../../../store/ids';
import { tenantIdOf } from './entityLoader';
import { attrMappingConfigOf, DEFAULT_ATTR_MAPPING_CONFIG, MAPPED_ATTRIBUTES_DETAILS, withMappedAttributes, type AttrMappingConfig } from './mappedAttributes';

/** Catalogue §4 ENRICHMENT "tenant attributes": server attributes (or latest time series) of the originator's tenant. */
export const TbGetTenantAttributeNode = defineRuleNode<AttrMappingConfig>({
  clazz: tb('metadata.TbGetTenantAttributeNode'),
  type: 'ENRICHMENT',
  name: 'tenant attributes',
  description: 'Add Originators Tenant Attributes or Latest Telemetry into Message Metadata',
  details: MAPPED_ATTRIBUTES_DETAILS,
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: DEFAULT_ATTR_MAPPING_CONFIG,
  configDirective: 'tbEnrichmentNodeTenantAttributesConfig',
  init(_ctx, configuration) {
    const config = attrMappingConfigOf(configuration);
    return {
      async onMsg(ctx, msg) {
        try {
          const tenantId = await tenantIdOf(ctx.services.stores, ctx.tenantId, msg.originator);
          if (!tenantId) {
            ctx.tellFailure(msg, 'Originator not found');
            return;
          }
          ctx.tellSuccess(await withMappedAttributes(ctx.services.telemetry, entityId('TENANT', tenantId), config, msg));
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
    };
  },
});
