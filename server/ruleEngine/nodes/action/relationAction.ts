import type { EntityId } from '../../../store/ids';
import type { RelationKey } from '../../../store/RelationStore';
import type { TbMsg } from '../../msg/TbMsg';
import { RuleNodeConfigError, type RuleNodeContext } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { intSetting, oneOf, requiredString, stringSetting } from './configChecks';
import { createAsset, createCustomer, createDevice } from './entityCreation';
import { ExpiringCache } from './ExpiringCache';
import { CREATABLE_ENTITY_TYPES, RELATION_ENTITY_TYPES, type RelationActionConfig } from '../../../../rule-node-ui/catalogue/relations';

/*
 * What "create relation" and "delete relation" share (ThingsBoard's
 * TbAbstractRelationActionNode): the related entity is found by type and the name the
 * pattern gives (cached for entityCacheExpiration seconds), and the relation runs
 * between it and the originator in the COMMON group. Direction FROM means the relation
 * goes from the found entity to the originator; TO, from the originator to it.
 */

export { RELATION_ENTITY_TYPES } from '../../../../rule-node-ui/catalogue/relations';
export type RelationEntityType = (typeof RELATION_ENTITY_TYPES)[number];

export const COMMON = 'COMMON';

export type { RelationActionConfig } from '../../../../rule-node-ui/catalogue/relations';

/** The checked parts every relation node reads. */
export function relationBasics(config: RelationActionConfig): { direction: 'FROM' | 'TO'; relationType: string } {
  return {
    direction: oneOf(config.direction, 'direction', ['FROM', 'TO'] as const),
    relationType: requiredString(config.relationType, 'relationType', 'Relation type should be specified!'),
  };
}

/** The relation between `target` and the originator for the configured direction. */
export function relationKey(direction: 'FROM' | 'TO', originator: EntityId, target: EntityId, type: string): RelationKey {
  return direction === 'FROM' ? { from: target, to: originator, type, typeGroup: COMMON } : { from: originator, to: target, type, typeGroup: COMMON };
}

/** Finds (and, for "create relation", creates) the entity a message names. */
export class RelatedEntityFinder {
  private readonly entityType: RelationEntityType;
  private readonly namePattern: string;
  private readonly typePattern: string;
  private readonly cache: ExpiringCache<EntityId>;

  constructor(
    config: RelationActionConfig & { entityTypePattern?: string | null },
    private readonly createIfNotExists: boolean,
  ) {
    if (config.entityType === null || config.entityType === undefined) throw new RuleNodeConfigError('Entity type should be specified!');
    this.entityType = oneOf(config.entityType, 'entityType', RELATION_ENTITY_TYPES);
    // The tenant is the node's own, so it needs no name.
    this.namePattern = this.entityType === 'TENANT' ? '' : requiredString(config.entityNamePattern, 'entityNamePattern', 'Entity name pattern should be specified!');
    this.typePattern = stringSetting(config.entityTypePattern, 'entityTypePattern');
    this.cache = new ExpiringCache(intSetting(config.entityCacheExpiration, 'entityCacheExpiration') * 1000);
  }

  /** The entity; throws when there is none (and none may be created). */
  async find(ctx: RuleNodeContext, msg: TbMsg): Promise<EntityId> {
    const name = processPattern(this.namePattern, msg);
    const type = this.typePattern.trim() === '' ? undefined : processPattern(this.typePattern, msg);
    const found = await this.cache.get(`${name}\u0000${type ?? ''}`, () => this.load(ctx, name, type));
    if (!found) throw new Error(`No entity found with type '${this.entityType}' and name '${name}'.`);
    return found;
  }

  private async load(ctx: RuleNodeContext, name: string, type: string | undefined): Promise<EntityId | undefined> {
    const found = await this.lookup(ctx, name);
    if (found || !this.createIfNotExists || !CREATABLE_ENTITY_TYPES.includes(this.entityType)) return found;
    switch (this.entityType) {
      case 'DEVICE':
        return (await createDevice(ctx, name, type)).id;
      case 'ASSET':
        return (await createAsset(ctx, name, type)).id;
      default:
        return (await createCustomer(ctx, name)).id;
    }
  }

  private async lookup(ctx: RuleNodeContext, name: string): Promise<EntityId | undefined> {
    const { stores } = ctx.services;
    const tenantId = ctx.tenantId;
    switch (this.entityType) {
      case 'TENANT':
        return { entityType: 'TENANT', id: tenantId };
      case 'DEVICE':
        return (await stores.devices.findByName(tenantId, name))?.id;
      case 'ASSET':
        return (await stores.assets.findByName(tenantId, name))?.id;
      case 'ENTITY_VIEW':
        return (await stores.entityViews.findByName(tenantId, name))?.id;
      case 'EDGE':
        return (await stores.edges.findByName(tenantId, name))?.id;
      case 'CUSTOMER':
        return (await stores.customers.findByTitle(tenantId, name))?.id;
      case 'USER': {
        const user = await stores.users.findByEmail(name);
        return user && user.tenantId.id === tenantId ? user.id : undefined;
      }
      case 'DASHBOARD': {
        // The first dashboard with exactly this title, as ThingsBoard's findFirstDashboardInfoByTenantIdAndName.
        const page = await stores.dashboards.findInfoPage({ tenantId }, { page: 0, pageSize: 1000, textSearch: name, sortProperty: 'createdTime', sortOrder: 'ASC' });
        return page.data.find((dashboard) => dashboard.title === name)?.id;
      }
    }
  }

  clear(): void {
    this.cache.clear();
  }
}
