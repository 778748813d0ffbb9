import { ApiError } from '../http/errors';
import { notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { badField, entityBody, optionalEntityId } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Asset, AssetUpdateInput } from '../store/AssetStore';
import type { Stores } from '../store/createStores';
import { isUniqueViolation } from '../store/database';
import { assertCanCreate } from '../tenancy/limits';
import { ownedBasics } from './ownedInput';

const DUPLICATE_NAME = MSG.ASSET_DUPLICATE;
/** ThingsBoard's queue-statistics assets; only the platform itself creates them. */
export const TB_SERVICE_QUEUE = 'TbServiceQueue';

/** Asset saves and deletion for tenant administrators (the routes let nobody else in). */
export class AssetService {
  /** `events`: none inside a caller's transaction (bulk imports announce after their commit). */
  constructor(
    private readonly stores: Stores,
    private readonly events?: EntityEvents,
  ) {}

  /** Always into the caller's tenant; the customer is kept (assignment has its own endpoints). */
  async save(caller: SecurityUser, body: unknown): Promise<Asset> {
    const obj = entityBody(body);
    // The controller's check, made before the data validator's (contract §13.4).
    if (obj.type === TB_SERVICE_QUEUE) throw badField(MSG.ASSET_RESERVED_TYPE);
    const existingId = optionalEntityId(obj, 'id', 'ASSET');
    const tenantId = caller.tenantId;
    const asset = await this.stores
      .transaction(async (stores) => {
        // The stored asset is checked before the body, as ThingsBoard's checkEntity runs first.
        const existing = existingId ? await stores.assets.findById(existingId) : undefined;
        if (existingId && !existing) throw notFoundById('Asset', existingId);
        // Another tenant's asset is forbidden rather than unknown (contract §12).
        if (existing && existing.tenantId.id !== tenantId) throw ApiError.forbidden();
        const basics = ownedBasics(obj, 'ASSET');
        const input: AssetUpdateInput = { ...basics, type: basics.type! };
        const sameName = await stores.assets.findByName(tenantId, input.name);
        if (sameName && sameName.id.id !== existingId) throw badField(DUPLICATE_NAME);
        if (existing) return (await stores.assets.update(existing.id.id, input))!;
        await assertCanCreate(stores, tenantId, 'ASSET');
        return stores.assets.create({ ...input, tenantId });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badField(DUPLICATE_NAME);
        throw error;
      });
    this.events?.saved(asset, existingId === undefined, caller);
    return asset;
  }

  /** `asset` was loaded and access-checked by the route. */
  async delete(asset: Asset): Promise<void> {
    await this.stores.transaction(async (stores) => {
      // A view without its asset would show nothing and could not be repointed in the console.
      if ((await stores.entityViews.countByTarget(asset.id.id)) > 0) throw badField(MSG.ASSET_HAS_VIEWS);
      await stores.assets.delete(asset.id.id);
    });
  }
}
