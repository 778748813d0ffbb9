import { DashboardService } from '../../../dashboards/DashboardService';
import type { Stores } from '../../../store/createStores';
import { NULL_UUID, type EntityId } from '../../../store/ids';
import type { TbMsg } from '../../msg/TbMsg';
import type { RuleNodeContext } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { intSetting, requiredString } from './configChecks';
import { createCustomer } from './entityCreation';
import { ExpiringCache } from './ExpiringCache';

/*
 * What "assign to customer" and "unassign from customer" share (ThingsBoard's
 * TbAbstractCustomerActionNode): the customer is found by the title the name pattern
 * gives (cached for customerCacheExpiration seconds), optionally created, and the
 * originator is changed through the same stores and services the REST assign routes use.
 */

export interface CustomerActionConfig {
  customerNamePattern: string;
  customerCacheExpiration: number;
}

export const ASSIGNABLE_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE', 'DASHBOARD'] as const;
type Assignable = (typeof ASSIGNABLE_TYPES)[number];

export function unsupportedOriginator(type: string): string {
  return `Unsupported originator type '${type}'! Only 'DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE' or 'DASHBOARD' types are allowed.`;
}

/** Finds (or creates) the customer a message names. */
export class CustomerFinder {
  private readonly pattern: string;
  private readonly cache: ExpiringCache<string>;

  constructor(
    config: CustomerActionConfig,
    private readonly createIfNotExists: boolean,
  ) {
    this.pattern = requiredString(config.customerNamePattern, 'customerNamePattern', 'Customer name pattern should be specified!');
    this.cache = new ExpiringCache(intSetting(config.customerCacheExpiration, 'customerCacheExpiration') * 1000);
  }

  /** The customer's id; throws when there is none (and none may be created). */
  async customerId(ctx: RuleNodeContext, msg: TbMsg): Promise<string> {
    const title = processPattern(this.pattern, msg);
    const id = await this.cache.get(title, () => this.load(ctx, title));
    if (!id) throw new Error(`No customer found with name '${title}'.`);
    return id;
  }

  private async load(ctx: RuleNodeContext, title: string): Promise<string | undefined> {
    const found = await ctx.services.stores.customers.findByTitle(ctx.tenantId, title);
    if (found) return found.id.id;
    return this.createIfNotExists ? (await createCustomer(ctx, title)).id.id : undefined;
  }

  clear(): void {
    this.cache.clear();
  }
}

function ownedStore(stores: Stores, type: Exclude<Assignable, 'DASHBOARD'>) {
  switch (type) {
    case 'DEVICE':
      return stores.devices;
    case 'ASSET':
      return stores.assets;
    case 'ENTITY_VIEW':
      return stores.entityViews;
    case 'EDGE':
      return stores.edges;
  }
}

/**
 * Assigns the originator to `customerId` (`assign`) or takes it from that customer. A
 * device, asset, entity view or edge has one customer, so unassigning clears it
 * whichever customer was named (as ThingsBoard does); a dashboard leaves only the named one.
 */
export async function changeAssignment(ctx: RuleNodeContext, originator: EntityId, customerId: string, assign: boolean): Promise<void> {
  const { stores } = ctx.services;
  const type = originator.entityType;
  if (!(ASSIGNABLE_TYPES as readonly string[]).includes(type)) throw new Error(unsupportedOriginator(type));
  const notFound = () => new Error(`${type} with id [${originator.id}] is not found`);
  if (type === 'DASHBOARD') {
    const dashboard = await stores.dashboards.findById(originator.id);
    if (!dashboard || dashboard.tenantId.id !== ctx.tenantId) throw notFound();
    await new DashboardService(stores).changeCustomers(dashboard, assign ? { add: [customerId] } : { remove: [customerId] });
  } else {
    const store = ownedStore(stores, type as Exclude<Assignable, 'DASHBOARD'>);
    const entity = await store.findById(originator.id);
    if (!entity || entity.tenantId.id !== ctx.tenantId) throw notFound();
    await store.setCustomer(originator.id, assign ? customerId : NULL_UUID);
  }
  ctx.services.entityChanges.emit({ tenantId: ctx.tenantId, entityId: originator, kind: 'UPDATED' });
}
