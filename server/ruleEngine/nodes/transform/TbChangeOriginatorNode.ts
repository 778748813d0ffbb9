import { isRelatableType } from '../../../store/EntityDirectoryStore';
import { entityId, NULL_UUID, type EntityId } from '../../../store/ids';
import { transformMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb, type RuleNodeContext } from '../../node/RuleNodeDefinition';
// The same relation search as the related-attributes nodes, so all follow ThingsBoard's query rules alike.
import { findFirstRelatedEntity, relationSearchOf, type RelationSearch, type RelationsQueryConfig } from '../enrichment/relatedEntity';

export const ORIGINATOR_SOURCES = ['CUSTOMER', 'TENANT', 'RELATED', 'ALARM_ORIGINATOR'] as const;
export type OriginatorSource = (typeof ORIGINATOR_SOURCES)[number];

export interface ChangeOriginatorConfig {
  originatorSource: OriginatorSource;
  relationsQuery: RelationsQueryConfig;
}

const DEFAULT_RELATIONS_QUERY: RelationsQueryConfig = {
  direction: 'FROM',
  maxLevel: 1,
  filters: [{ relationType: 'Contains', entityTypes: [] }],
  fetchLastLevelOnly: false,
};

interface Started {
  source: OriginatorSource;
  /** Set for the RELATED source. */
  search?: RelationSearch;
}

/** Entity types that have a customer: the originator's customer is theirs (a customer is its own). */
const CUSTOMER_OWNED = new Set(['CUSTOMER', 'USER', 'ASSET', 'DEVICE', 'ENTITY_VIEW', 'EDGE']);

/** Owner facts of an originator of the node's tenant; another tenant's entity reads as missing. */
async function ownerOf(ctx: RuleNodeContext, originator: EntityId): Promise<{ tenantId: string; customerId: string } | undefined> {
  const { stores } = ctx.services;
  if (originator.entityType === 'ALARM') {
    const alarm = await stores.alarms.findById(originator.id);
    return alarm && alarm.tenantId.id === ctx.tenantId ? { tenantId: alarm.tenantId.id, customerId: alarm.customerId.id } : undefined;
  }
  if (!isRelatableType(originator.entityType)) return undefined;
  const facts = [...(await stores.entityDirectory.findFacts([{ entityType: originator.entityType, id: originator.id }])).values()][0];
  return facts && facts.tenantId === ctx.tenantId ? facts : undefined;
}

/** The new originator, or a text saying why there is none. */
async function newOriginator(ctx: RuleNodeContext, config: Started, original: EntityId): Promise<EntityId | string> {
  switch (config.source) {
    case 'CUSTOMER': {
      if (!CUSTOMER_OWNED.has(original.entityType)) return `Unexpected originator EntityType ${original.entityType}`;
      const owner = await ownerOf(ctx, original);
      if (!owner) return `${original.entityType} with id [${original.id}] is not found`;
      if (owner.customerId === NULL_UUID) return `${original.entityType} with id [${original.id}] is not assigned to a customer`;
      return entityId('CUSTOMER', owner.customerId);
    }
    case 'TENANT': {
      const owner = await ownerOf(ctx, original);
      return owner ? entityId('TENANT', owner.tenantId) : `Unexpected originator ${original.entityType} with id [${original.id}]`;
    }
    case 'RELATED':
      return (await findFirstRelatedEntity(ctx.services.stores, ctx.tenantId, original, config.search!)) ?? 'Related entity is not found';
    case 'ALARM_ORIGINATOR': {
      if (original.entityType !== 'ALARM') return `Unexpected originator EntityType ${original.entityType}`;
      const alarm = await ctx.services.stores.alarms.findById(original.id);
      return alarm && alarm.tenantId.id === ctx.tenantId ? alarm.originator : `Alarm with id [${original.id}] is not found`;
    }
  }
}

/** Catalogue §4 TRANSFORMATION "change originator": the same message from the originator's customer, tenant, first related entity or alarm's originator. */
export const TbChangeOriginatorNode = defineRuleNode<ChangeOriginatorConfig>({
  clazz: tb('transform.TbChangeOriginatorNode'),
  type: 'TRANSFORMATION',
  name: 'change originator',
  description: 'Change Message Originator To Tenant/Customer/Related Entity/Alarm Originator',
  details:
    'Related Entity found using configured relation direction and Relation Type. If multiple Related Entities are found, only first Entity is used as new Originator, other entities are discarded.<br/>Alarm Originator found only in case original Originator is <code>Alarm</code> entity.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { originatorSource: 'CUSTOMER', relationsQuery: DEFAULT_RELATIONS_QUERY },
  configDirective: 'tbTransformationNodeChangeOriginatorConfig',
  icon: 'find_replace',
  init(_ctx, configuration) {
    const source = configuration.originatorSource;
    if (!(ORIGINATOR_SOURCES as readonly unknown[]).includes(source)) throw new RuleNodeConfigError(`Unsupported originator source: ${String(source)}`);
    // Only the related source reads the query, and only then must it be complete.
    const config: Started = source === 'RELATED' ? { source, search: relationSearchOf(configuration.relationsQuery) } : { source };
    return {
      async onMsg(ctx, msg) {
        const originator = await newOriginator(ctx, config, msg.originator);
        if (typeof originator === 'string') ctx.tellFailure(msg, originator);
        else ctx.tellSuccess(transformMsg(msg, { originator }));
      },
    };
  },
});
