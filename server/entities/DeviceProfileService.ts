import { ApiError } from '../http/errors';
import { notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { badField, entityBody, optionalEntityId } from '../http/validate';
import { assertOtaLinks } from '../ota/OtaPackageService';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { isUniqueViolation } from '../store/database';
import type { DeviceProfile } from '../store/DeviceProfileStore';
import { deviceProfileFields, type DeviceProfileFields } from './deviceProfileInput';

const DUPLICATE_NAME = MSG.DEVICE_PROFILE_DUPLICATE;
const DUPLICATE_KEY = MSG.DEVICE_PROFILE_DUPLICATE_KEY;
const ANOTHER_DEFAULT = MSG.DEVICE_PROFILE_ANOTHER_DEFAULT;

/** The default rule chain and dashboard must be the tenant's own (a foreign or unknown one is 400, naming nothing). */
async function assertProfileLinks(stores: Stores, tenantId: string, fields: DeviceProfileFields): Promise<void> {
  if (fields.defaultRuleChainId) {
    const chain = await stores.ruleChains.findById(fields.defaultRuleChainId);
    if (chain?.tenantId.id !== tenantId) throw badField(MSG.DEVICE_PROFILE_UNKNOWN_RULE_CHAIN);
  }
  if (fields.defaultDashboardId) {
    const dashboard = await stores.dashboards.findInfoById(fields.defaultDashboardId);
    if (dashboard?.tenantId.id !== tenantId) throw badField(MSG.DEVICE_PROFILE_UNKNOWN_DASHBOARD);
  }
}

/** Device profile saves, deletion and the default flag for tenant administrators (checked by the routes). */
export class DeviceProfileService {
  /** `events`: saved profiles are announced, so the engine re-reads their rule chain and alarm rules. */
  constructor(
    private readonly stores: Stores,
    private readonly events: EntityEvents,
  ) {}

  /** Always into the caller's tenant; another tenant's profile is refused with 403 (contract §12). */
  async save(caller: SecurityUser, body: unknown): Promise<DeviceProfile> {
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'DEVICE_PROFILE');
    const tenantId = caller.tenantId;
    const profile = await this.stores
      .transaction(async (stores) => {
        // The stored profile is checked before the body, as ThingsBoard's checkEntity runs first.
        const existing = existingId ? await stores.deviceProfiles.findById(existingId) : undefined;
        if (existingId && !existing) throw notFoundById('Device profile', existingId);
        if (existing && existing.tenantId.id !== tenantId) throw ApiError.forbidden();
        const fields = deviceProfileFields(obj);
        const sameName = await stores.deviceProfiles.findByName(tenantId, fields.name);
        if (sameName && sameName.id.id !== existingId) throw badField(DUPLICATE_NAME);
        await assertProfileLinks(stores, tenantId, fields);
        await assertOtaLinks(stores, tenantId, existing?.id.id, fields);
        if (fields.provisionDeviceKey) {
          const sameKey = await stores.deviceProfiles.findByProvisionKey(fields.provisionDeviceKey);
          if (sameKey && sameKey.id.id !== existingId) throw badField(DUPLICATE_KEY);
        }
        // The default moves only through POST /api/deviceProfile/{id}/default; a save may not take it.
        const wantsDefault = fields.default && !existing?.default;
        if (wantsDefault && (await stores.deviceProfiles.findDefault(tenantId))) throw badField(ANOTHER_DEFAULT);
        if (existing && existing.transportType !== fields.transportType && (await stores.deviceProfiles.countDevices(existing.id.id)) > 0) {
          // Their deviceData carries the old transport's configuration.
          throw badField(MSG.DEVICE_PROFILE_TRANSPORT_IN_USE);
        }
        if (!existing) return stores.deviceProfiles.create({ ...fields, tenantId, isDefault: wantsDefault });
        await stores.deviceProfiles.update(existing.id.id, fields);
        // Only reached when the tenant has no default at all; the profile asked to be it.
        if (wantsDefault) await stores.deviceProfiles.setDefault(tenantId, existing.id.id);
        return (await stores.deviceProfiles.findById(existing.id.id))!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badField(/provision/i.test(String((error as Error).message)) ? DUPLICATE_KEY : DUPLICATE_NAME);
        throw error;
      });
    this.events.saved(profile, existingId === undefined, caller);
    return profile;
  }

  /** `profile` was loaded and access-checked by the route. */
  async delete(caller: SecurityUser, profile: DeviceProfile): Promise<void> {
    await this.stores.transaction(async (stores) => {
      const current = await stores.deviceProfiles.findById(profile.id.id);
      if (!current) throw ApiError.notFound();
      if (current.default) throw badField(MSG.DEVICE_PROFILE_DELETE_DEFAULT);
      if ((await stores.deviceProfiles.countDevices(current.id.id)) > 0) throw badField(MSG.DEVICE_PROFILE_IN_USE);
      await stores.deviceProfiles.delete(current.id.id);
    });
    this.events.deleted(profile, caller);
  }

  /** `profile` was loaded and access-checked by the route; both the old and the new default are updated. */
  async setDefault(caller: SecurityUser, profile: DeviceProfile): Promise<DeviceProfile> {
    const previous = await this.stores.deviceProfiles.findDefault(profile.tenantId.id);
    const updated = (await this.stores.deviceProfiles.setDefault(profile.tenantId.id, profile.id.id))!;
    if (previous && previous.id.id !== profile.id.id) {
      const unset = await this.stores.deviceProfiles.findById(previous.id.id);
      if (unset) this.events.updated(unset, caller);
    }
    this.events.updated(updated, caller);
    return updated;
  }
}
