import { ApiError } from '../http/errors';
import { MSG } from '../http/messages';
import type { Stores } from '../store/createStores';
import { asObject } from '../store/ids';

/*
 * Entity limits of the tenant profile (profileData.configuration.max*; 0 = unlimited).
 * Checked on creation only, so lowering a limit never blocks edits of what exists.
 */

export type LimitedEntity = 'DEVICE' | 'ASSET' | 'CUSTOMER' | 'USER' | 'DASHBOARD' | 'RULE_CHAIN';

export const LIMIT_KEYS: Record<LimitedEntity, string> = {
  DEVICE: 'maxDevices',
  ASSET: 'maxAssets',
  CUSTOMER: 'maxCustomers',
  USER: 'maxUsers',
  DASHBOARD: 'maxDashboards',
  RULE_CHAIN: 'maxRuleChains',
};

type Counter = (stores: Stores, tenantId: string) => Promise<number>;

/** How many of each kind a tenant has; a kind without a counter is not limited. */
const COUNTERS: Partial<Record<LimitedEntity, Counter>> = {
  DEVICE: (stores, tenantId) => stores.devices.countByTenant(tenantId),
  ASSET: (stores, tenantId) => stores.assets.countByTenant(tenantId),
  CUSTOMER: (stores, tenantId) => stores.customers.countByTenant(tenantId),
  USER: (stores, tenantId) => stores.users.countByTenant(tenantId),
  DASHBOARD: (stores, tenantId) => stores.dashboards.countByTenant(tenantId),
  RULE_CHAIN: (stores, tenantId) => stores.ruleChains.countByTenant(tenantId),
};

/** The limit for `kind` in the tenant's profile; 0 when unlimited or unreadable. */
export async function tenantLimit(stores: Stores, tenantId: string, kind: LimitedEntity): Promise<number> {
  const tenant = await stores.tenants.findById(tenantId);
  if (!tenant) return 0;
  const profile = await stores.tenantProfiles.findById(tenant.tenantProfileId.id);
  const configuration = asObject(asObject(profile?.profileData).configuration);
  const value = configuration[LIMIT_KEYS[kind]];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * Refuses creating one more `kind` in the tenant once its limit is reached, with
 * ThingsBoard's wording (including its "then"). Call it inside the same
 * `stores.transaction` as the insert, so concurrent creations cannot both pass.
 */
export async function assertCanCreate(stores: Stores, tenantId: string, kind: LimitedEntity): Promise<void> {
  const count = COUNTERS[kind];
  if (!count) return;
  const limit = await tenantLimit(stores, tenantId, kind);
  if (limit === 0) return;
  assertBelowLimit(kind, limit, await count(stores, tenantId));
}

/**
 * The refusal itself, for callers that read the limit and count once (bulk imports); a
 * limit of 0 is unlimited. ThingsBoard's data validator throws it, hence 400/31.
 */
export function assertBelowLimit(kind: LimitedEntity, limit: number, count: number): void {
  if (limit > 0 && count >= limit) {
    const plural = `${kind.toLowerCase().replace('_', ' ')}s`;
    throw ApiError.badRequest(MSG.LIMIT(limit, plural));
  }
}
