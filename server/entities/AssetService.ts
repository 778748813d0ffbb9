import { ApiError } from '../http/errors';
import { asObject, badField, optionalEntityId } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Asset, AssetUpdateInput } from '../store/AssetStore';
import type { Stores } from '../store/createStores';
import { isUniqueViolation } from '../store/database';
import { assertCanCreate } from '../tenancy/limits';
import { ownedBasics } from './ownedInput';

const DUPLICATE_NAME = 'Asset with such name already exists!';

/** Asset saves and deletion for tenant administrators (the routes let nobody else in). */
export class AssetService {
  /** `events`: none inside a caller's transaction (bulk imports announce after their commit). */
  constructor(
    private readonly stores: Stores,
    private readonly events?: EntityEvents,
  ) {}

  /** Always into the caller's tenant; the customer is kept (assignment has its own endpoints). */
  async save(caller: SecurityUser, body: unknown): Promise<Asset> {
    const obj = asObject(body);
    const existingId = optionalEntityId(obj, 'id', 'ASSET');
    const basics = ownedBasics(obj);
    const input: AssetUpdateInput = { ...basics, type: basics.type ?? 'default' };
    const tenantId = caller.tenantId;
    const asset = await this.stores
      .transaction(async (stores) => {
        const existing = existingId ? await stores.assets.findById(existingId) : undefined;
        if (existingId && !existing) throw ApiError.notFound();
        // Another tenant's asset is forbidden rather than unknown (contract §12).
        if (existing && existing.tenantId.id !== tenantId) throw ApiError.forbidden();
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
      if ((await stores.entityViews.countByTarget(asset.id.id)) > 0) throw badField("Can't delete asset that has entity views!");
      await stores.assets.delete(asset.id.id);
    });
  }
}
