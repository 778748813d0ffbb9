import { defineRuleNode, tb } from '../../node/RuleNodeDefinition';
import { attrMappingConfigOf, DEFAULT_ATTR_MAPPING_CONFIG, MAPPED_ATTRIBUTES_DETAILS, withMappedAttributes, type AttrMappingConfig } from './mappedAttributes';
import { findFirstRelatedEntity, relationSearchOf, type RelationsQueryConfig } from './relatedEntity';

export interface RelatedAttrConfig extends AttrMappingConfig {
  relationsQuery: RelationsQueryConfig;
}

/**
 * Catalogue §4 ENRICHMENT "related attributes": server attributes (or latest time series)
 * of the first entity the relation search reaches; none reached fails the message.
 */
export const TbGetRelatedAttributeNode = defineRuleNode<RelatedAttrConfig>({
  clazz: tb('metadata.TbGetRelatedAttributeNode'),
  type: 'ENRICHMENT',
  name: 'related attributes',
  description: 'Add Originators Related Entity Attributes or Latest Telemetry into Message Metadata',
  details: MAPPED_ATTRIBUTES_DETAILS,
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: {
    ...DEFAULT_ATTR_MAPPING_CONFIG,
    relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false },
  },
  configDirective: 'tbEnrichmentNodeRelatedAttributesConfig',
  init(_ctx, configuration) {
    const config = attrMappingConfigOf(configuration);
    const search = relationSearchOf(configuration.relationsQuery);
    return {
      async onMsg(ctx, msg) {
        try {
          const related = await findFirstRelatedEntity(ctx.services.stores, ctx.tenantId, msg.originator, search);
          if (!related) {
            ctx.tellFailure(msg, 'Related entity not found');
            return;
          }
          ctx.tellSuccess(await withMappedAttributes(ctx.services.telemetry, related, config, msg));
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
    };
  },
});
