import { defineRuleNode, tb } from '../../node/RuleNodeDefinition';
import { entityId } from '../../../store/ids';
import { customerIdOf } from './entityLoader';
import { attrMappingConfigOf, DEFAULT_ATTR_MAPPING_CONFIG, MAPPED_ATTRIBUTES_DETAILS, withMappedAttributes, type AttrMappingConfig } from './mappedAttributes';

/**
 * Catalogue §4 ENRICHMENT "customer attributes": server attributes (or latest time
 * series) of the originator's customer. An originator without a customer fails; so does
 * an originator type that has none (tenant, alarm, dashboard ...).
 */
export const TbGetCustomerAttributeNode = defineRuleNode<AttrMappingConfig>({
  clazz: tb('metadata.TbGetCustomerAttributeNode'),
  type: 'ENRICHMENT',
  name: 'customer attributes',
  description: 'Add Originators Customer Attributes or Latest Telemetry into Message Metadata',
  details: MAPPED_ATTRIBUTES_DETAILS,
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: DEFAULT_ATTR_MAPPING_CONFIG,
  configDirective: 'tbEnrichmentNodeCustomerAttributesConfig',
  init(_ctx, configuration) {
    const config = attrMappingConfigOf(configuration);
    return {
      async onMsg(ctx, msg) {
        try {
          const customerId = await customerIdOf(ctx.services.stores, ctx.tenantId, msg.originator);
          if (!customerId) {
            ctx.tellFailure(msg, 'Originator is not assigned to a customer');
            return;
          }
          ctx.tellSuccess(await withMappedAttributes(ctx.services.telemetry, entityId('CUSTOMER', customerId), config, msg));
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
    };
  },
});
