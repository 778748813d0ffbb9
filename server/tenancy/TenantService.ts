import { ApiError } from '../http/errors';
import { asObject, badField, optionalEntityId, optionalString, requiredTitle } from '../http/validate';
import type { Stores } from '../store/createStores';
import type { NewTenantInput, Tenant } from '../store/TenantStore';
import { clientInfo, contactInput } from './contactInput';

/** Tenant saves and deletion (system administrators only, checked by the routes). */
export class TenantService {
  constructor(private readonly stores: Stores) {}

  /**
   * Creates or updates from a whitelist of fields; anything else in the body (name,
   * createdTime, unknown keys) is ignored. A missing tenantProfileId means the default
   * profile, as in ThingsBoard.
   */
  async save(body: unknown): Promise<Tenant> {
    const obj = asObject(body);
    const existingId = optionalEntityId(obj, 'id', 'TENANT');
    const profileId = optionalEntityId(obj, 'tenantProfileId', 'TENANT_PROFILE');
    const fields = {
      title: requiredTitle(obj, 'title'),
      region: optionalString(obj, 'region') ?? null,
      ...contactInput(obj),
      additionalInfo: clientInfo(obj, []),
    };
    return this.stores.transaction(async (stores) => {
      const existing = existingId ? await stores.tenants.findById(existingId) : undefined;
      if (existingId && !existing) throw ApiError.notFound();
      const profile = profileId ? await stores.tenantProfiles.findById(profileId) : await stores.tenantProfiles.findDefault();
      if (!profile) throw badField('Tenant is referencing to non-existent tenant profile!');
      const input: NewTenantInput = { ...fields, tenantProfileId: profile.id.id };
      if (existing) return (await stores.tenants.update(existing.id.id, input))!;
      return stores.tenants.create(input);
    });
  }

  /** Removes the tenant with its customers, users, devices and profiles (see TenantStore.delete). */
  async delete(id: string): Promise<void> {
    await this.stores.transaction(async (stores) => {
      if (!(await stores.tenants.findById(id))) throw ApiError.notFound();
      await stores.tenants.delete(id);
    });
  }
}
