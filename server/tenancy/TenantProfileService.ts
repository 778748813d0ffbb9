import { ApiError } from '../http/errors';
import { notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { asObject, badField, checkFields, entityBody, optionalEntityId, optionalString, specifiedText } from '../http/validate';
import type { Stores } from '../store/createStores';
import { isUniqueViolation } from '../store/database';
import type { JsonObject } from '../store/ids';
import type { TenantProfile } from '../store/TenantProfileStore';
import { LIMIT_KEYS } from './limits';

const DUPLICATE_NAME = MSG.TENANT_PROFILE_DUPLICATE;

/**
 * profileData as sent, after checking what the server itself reads: a DEFAULT
 * configuration whose entity limits are whole numbers >= 0 (0 = unlimited). Other
 * limits and keys (rate limits, API usage ...) are stored untouched.
 */
function profileDataInput(value: unknown): JsonObject {
  if (value === undefined || value === null) throw badField(MSG.TENANT_PROFILE_DATA);
  const data = asObject(value, "Parameter 'profileData'");
  if (data.configuration === undefined || data.configuration === null) throw badField(MSG.TENANT_PROFILE_DATA_CONFIGURATION);
  const configuration = asObject(data.configuration, "Parameter 'profileData.configuration'");
  if (configuration.type !== 'DEFAULT') throw badField("Parameter 'profileData.configuration.type' must be DEFAULT!");
  for (const key of Object.values(LIMIT_KEYS)) {
    const limit = configuration[key];
    // A null limit is kept as sent and reads as 0 (unlimited), as Jackson reads null into a Java long.
    if (limit !== null && limit !== undefined && !(typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0)) {
      throw badField(`Parameter 'profileData.configuration.${key}' must be a whole number >= 0!`);
    }
  }
  // Saved exactly as sent: nothing added, nothing rewritten (issue 19).
  return data;
}

/** A sent isolation flag (absent or null reads as false, as Jackson reads a boolean) that differs from the stored one. */
function isolationChanged(obj: JsonObject, existing: TenantProfile, key: 'isolatedTbRuleEngine' | 'isolatedTbCore'): boolean {
  return (obj[key] === true) !== existing[key];
}

/** Tenant profile saves, deletion and the default flag (system administrators only, checked by the routes). */
export class TenantProfileService {
  constructor(private readonly stores: Stores) {}

  async save(body: unknown): Promise<TenantProfile> {
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'TENANT_PROFILE');
    checkFields(obj, [{ key: 'name', max: 255, xss: true }, { key: 'description', max: 4096, xss: true }]);
    const input = {
      name: specifiedText(obj, 'name', MSG.TENANT_PROFILE_NAME),
      description: optionalString(obj, 'description', 4096) ?? null,
      profileData: profileDataInput(obj.profileData),
    };
    return this.stores
      .transaction(async (stores) => {
        const existing = existingId ? await stores.tenantProfiles.findById(existingId) : undefined;
        if (existingId && !existing) throw notFoundById('Tenant profile', existingId);
        // Only the default profile itself may be saved with `default: true` (the flag moves through /default).
        if (obj.default === true) {
          const current = await stores.tenantProfiles.findDefault();
          if (current && current.id.id !== existingId) throw badField(MSG.TENANT_PROFILE_ANOTHER_DEFAULT);
        }
        // One process runs everything here, so stored profiles are never isolated and may not become so.
        if (existing && isolationChanged(obj, existing, 'isolatedTbRuleEngine')) throw badField(MSG.TENANT_PROFILE_ISOLATED_RULE_ENGINE);
        if (existing && isolationChanged(obj, existing, 'isolatedTbCore')) throw badField(MSG.TENANT_PROFILE_ISOLATED_CORE);
        // ThingsBoard stores a new isolated profile and refuses it when a tenant uses it; here it is refused at once.
        if (!existing && (obj.isolatedTbCore === true || obj.isolatedTbRuleEngine === true)) throw badField(MSG.TENANT_ISOLATED_PROFILE);
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
      if (!profile) throw notFoundById('Tenant profile', id);
      if (profile.default) throw badField(MSG.TENANT_PROFILE_DELETE_DEFAULT);
      if ((await stores.tenantProfiles.countTenants(id)) > 0) throw badField(MSG.TENANT_PROFILE_IN_USE);
      await stores.tenantProfiles.delete(id);
    });
  }

  async setDefault(id: string): Promise<TenantProfile> {
    if (!(await this.stores.tenantProfiles.findById(id))) throw ApiError.notFound();
    return (await this.stores.tenantProfiles.setDefault(id))!;
  }
}
