import { ApiError } from '../http/errors';
import { asObject, badField, optionalEntityId, optionalString, requiredTitle } from '../http/validate';
import type { Stores } from '../store/createStores';
import { isUniqueViolation } from '../store/database';
import type { JsonObject } from '../store/ids';
import type { TenantProfile } from '../store/TenantProfileStore';
import { LIMIT_KEYS } from './limits';

const DUPLICATE_NAME = 'Tenant profile with such name already exists!';

/**
 * profileData as sent, after checking what the server itself reads: a DEFAULT
 * configuration whose entity limits are whole numbers >= 0 (0 = unlimited). Other
 * limits and keys (rate limits, API usage ...) are stored untouched.
 */
function profileDataInput(value: unknown): JsonObject {
  if (value === undefined || value === null) return { configuration: { type: 'DEFAULT' } };
  const data = { ...asObject(value, "Parameter 'profileData'") };
  const configuration: JsonObject =
    data.configuration === undefined || data.configuration === null
      ? { type: 'DEFAULT' }
      : { ...asObject(data.configuration, "Parameter 'profileData.configuration'") };
  if (configuration.type !== 'DEFAULT') throw badField("Parameter 'profileData.configuration.type' must be DEFAULT!");
  for (const key of Object.values(LIMIT_KEYS)) {
    const limit = configuration[key];
    // Jackson reads null into a Java long as 0; keep that meaning explicit.
    if (limit === null) configuration[key] = 0;
    else if (limit !== undefined && !(typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0)) {
      throw badField(`Parameter 'profileData.configuration.${key}' must be a whole number >= 0!`);
    }
  }
  data.configuration = configuration;
  return data;
}

/** Tenant profile saves, deletion and the default flag (system administrators only, checked by the routes). */
export class TenantProfileService {
  constructor(private readonly stores: Stores) {}

  async save(body: unknown): Promise<TenantProfile> {
    const obj = asObject(body);
    const existingId = optionalEntityId(obj, 'id', 'TENANT_PROFILE');
    const input = {
      name: requiredTitle(obj, 'name'),
      description: optionalString(obj, 'description', 4096) ?? null,
      profileData: profileDataInput(obj.profileData),
    };
    return this.stores
      .transaction(async (stores) => {
        const existing = existingId ? await stores.tenantProfiles.findById(existingId) : undefined;
        if (existingId && !existing) throw ApiError.notFound();
        const sameName = await stores.tenantProfiles.findByName(input.name);
        if (sameName && sameName.id.id !== existingId) throw badField(DUPLICATE_NAME);
        // `default` is ignored here: it only changes through POST /api/tenantProfile/{id}/default.
        if (existing) return (await stores.tenantProfiles.update(existing.id.id, input))!;
        return stores.tenantProfiles.create(input);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badField(DUPLICATE_NAME);
        throw error;
      });
  }

  async delete(id: string): Promise<void> {
    await this.stores.transaction(async (stores) => {
      const profile = await stores.tenantProfiles.findById(id);
      if (!profile) throw ApiError.notFound();
      if (profile.default) throw badField('Deletion of Default Tenant Profile is prohibited!');
      if ((await stores.tenantProfiles.countTenants(id)) > 0) {
        throw badField('The tenant profile referenced by the tenants cannot be deleted!');
      }
      await stores.tenantProfiles.delete(id);
    });
  }

  async setDefault(id: string): Promise<TenantProfile> {
    if (!(await this.stores.tenantProfiles.findById(id))) throw ApiError.notFound();
    return (await this.stores.tenantProfiles.setDefault(id))!;
  }
}
