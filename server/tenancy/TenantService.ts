import { ApiError } from '../http/errors';
import { notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { badField, checkFields, entityBody, optionalEntityId, optionalString, specifiedText } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { Stores } from '../store/createStores';
import type { NewTenantInput, Tenant } from '../store/TenantStore';
import { clientInfo, contactInput, contactRules } from './contactInput';

/** Tenant saves and deletion (system administrators only, checked by the routes). */
export class TenantService {
  constructor(
    private readonly stores: Stores,
    private readonly events: EntityEvents,
  ) {}

  /**
   * Creates or updates from a whitelist of fields; anything else in the body (name,
   * createdTime, unknown keys) is ignored. A missing tenantProfileId means the default
   * profile, as in ThingsBoard.
   */
  async save(body: unknown): Promise<Tenant> {
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'TENANT');
    const profileId = optionalEntityId(obj, 'tenantProfileId', 'TENANT_PROFILE');
    checkFields(obj, contactRules('region'));
    const fields = {
      title: specifiedText(obj, 'title', MSG.TENANT_TITLE),
      region: optionalString(obj, 'region') ?? null,
      ...contactInput(obj),
      additionalInfo: clientInfo(obj, []),
    };
    const tenant = await this.stores.transaction(async (stores) => {
      const existing = existingId ? await stores.tenants.findById(existingId) : undefined;
      if (existingId && !existing) throw notFoundById('Tenant', existingId);
      const profile = profileId ? await stores.tenantProfiles.findById(profileId) : await stores.tenantProfiles.findDefault();
      if (!profile) throw badField('Tenant is referencing to non-existent tenant profile!');
      const input: NewTenantInput = { ...fields, tenantProfileId: profile.id.id };
      if (existing) return (await stores.tenants.update(existing.id.id, input))!;
      return stores.tenants.create(input);
    });
    this.events.saved(tenant, existingId === undefined);
    return tenant;
  }

  /** Removes the tenant with its customers, users, devices and profiles (see TenantStore.delete). */
  async delete(id: string): Promise<void> {
    const tenant = await this.stores.transaction(async (stores) => {
      const found = await stores.tenants.findById(id);
      if (!found) throw ApiError.notFound();
      await stores.tenants.delete(id);
      return found;
    });
    // The rule engine stops the tenant's chains and forgets its queues.
    this.events.deleted(tenant);
  }
}
