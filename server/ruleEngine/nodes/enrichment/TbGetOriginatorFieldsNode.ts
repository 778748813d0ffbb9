import { defineRuleNode, tb } from '../../node/RuleNodeDefinition';
import { transformMsg } from '../../msg/TbMsg';
import { stringMap } from './configChecks';
import { fieldValue, loadEntity } from './entityLoader';

export interface OriginatorFieldsConfig {
  /** Entity field (dot path into its REST JSON) → metadata key. */
  fieldsMapping: Record<string, string>;
}

/**
 * Catalogue §4 ENRICHMENT "originator fields": fields of the originator's JSON (name,
 * type, label, createdTime, `id.id`, `additionalInfo.description` ...) into metadata.
 * Fields the entity lacks are skipped; a missing originator fails the message.
 */
export const TbGetOriginatorFieldsNode = defineRuleNode<OriginatorFieldsConfig>({
  clazz: tb('metadata.TbGetOriginatorFieldsNode'),
  type: 'ENRICHMENT',
  name: 'originator fields',
  description: 'Add Message Originator fields values into Message Metadata',
  details: 'Will fetch fields values specified in mapping. If specified field is not part of originator fields it will be ignored.',
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: { fieldsMapping: { name: 'originatorName', type: 'originatorType' } },
  configDirective: 'tbEnrichmentNodeOriginatorFieldsConfig',
  init(_ctx, configuration) {
    const mapping = Object.entries(stringMap(configuration.fieldsMapping, 'fieldsMapping'));
    return {
      async onMsg(ctx, msg) {
        try {
          if (mapping.length === 0) {
            ctx.tellSuccess(msg);
            return;
          }
          const entity = await loadEntity(ctx.services.stores, ctx.tenantId, msg.originator);
          if (!entity) {
            ctx.tellFailure(msg, 'Entity not found!');
            return;
          }
          const metadata: Record<string, string> = { ...msg.metadata };
          for (const [field, key] of mapping) {
            const value = fieldValue(entity, field);
            if (value !== undefined) metadata[key] = value;
          }
          ctx.tellSuccess(transformMsg(msg, { metadata }));
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
    };
  },
});
