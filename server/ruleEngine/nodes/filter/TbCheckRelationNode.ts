import { isRelatableType } from '../../../store/EntityDirectoryStore';
import { isUuid, type EntityId, type EntityType } from '../../../store/ids';
import { defineRuleNode, FAILURE, FALSE, RuleNodeConfigError, tb, TRUE, type RuleNodeContext } from '../../node/RuleNodeDefinition';

export interface CheckRelationConfig {
  /** FROM: the relation goes from the configured (or any) entity to the originator; TO: from the originator. */
  direction: 'FROM' | 'TO';
  relationType: string;
  checkForSingleEntity: boolean;
  entityType: string | null;
  entityId: string | null;
}

const COMMON = 'COMMON';

/** The configured entity, which must be one of the node's tenant (a chain cannot probe another tenant's entities). */
async function configuredEntity(ctx: RuleNodeContext, config: CheckRelationConfig): Promise<EntityId> {
  const { entityType, entityId } = config;
  if (!entityType || !entityId) throw new RuleNodeConfigError('Entity should be specified!');
  if (!isRelatableType(entityType)) throw new RuleNodeConfigError(`Unsupported entity type: ${entityType}`);
  if (!isUuid(entityId)) throw new RuleNodeConfigError(`Entity id [${entityId}] is not a UUID!`);
  const id = entityId.toLowerCase();
  const facts = await ctx.services.stores.entityDirectory.findFacts([{ entityType, id }]);
  const found = [...facts.values()][0];
  if (!found || found.tenantId !== ctx.tenantId) throw new RuleNodeConfigError(`${entityType} with id [${id}] is not found!`);
  return { entityType: entityType as EntityType, id };
}

/**
 * Catalogue §4 FILTER "check relation": True when a COMMON relation of the type joins
 * the originator and the configured entity in the configured direction, or, without a
 * single entity, the originator and any entity.
 */
export const TbCheckRelationNode = defineRuleNode<CheckRelationConfig>({
  clazz: tb('filter.TbCheckRelationNode'),
  type: 'FILTER',
  name: 'check relation',
  description:
    "Checks the relation from the selected entity to the originator of the message by type and direction if 'Check for single entity' is set to true, otherwise rule node will check if exist any relation to the originator of the message by type and direction.",
  details: 'If at least one relation exists - send Message via <b>True</b> chain, otherwise <b>False</b> chain is used.',
  relationTypes: [TRUE, FALSE, FAILURE],
  defaultConfiguration: { direction: 'FROM', relationType: 'Contains', checkForSingleEntity: true, entityType: null, entityId: null },
  configDirective: 'tbFilterNodeCheckRelationConfig',
  icon: 'filter_list',
  async init(ctx, config) {
    const direction = config.direction;
    if (direction !== 'FROM' && direction !== 'TO') throw new RuleNodeConfigError('direction should be FROM or TO!');
    const relationType = config.relationType;
    if (typeof relationType !== 'string' || relationType.trim() === '') throw new RuleNodeConfigError('relationType should be specified!');
    const relations = ctx.services.stores.relations;
    if (config.checkForSingleEntity !== false) {
      const entity = await configuredEntity(ctx, config);
      return {
        async onMsg(ctx, msg) {
          const [from, to] = direction === 'FROM' ? [entity, msg.originator] : [msg.originator, entity];
          const found = await relations.find({ from, to, type: relationType, typeGroup: COMMON });
          ctx.tellNext(msg, found ? TRUE : FALSE);
        },
      };
    }
    return {
      async onMsg(ctx, msg) {
        // FROM: some entity → originator, i.e. relations reaching the originator.
        const found = await relations.findByEnds(direction === 'FROM' ? 'TO' : 'FROM', [msg.originator], COMMON, relationType);
        ctx.tellNext(msg, found.length > 0 ? TRUE : FALSE);
      },
    };
  },
});
