import { badField, optionalJsonObject, optionalString, requiredTitle } from '../http/validate';
import type { JsonObject } from '../store/ids';

/*
 * The fields devices, assets and entity views share in a save body. Only these are
 * read; tenantId, customerId, createdTime and unknown keys are ignored, so a save
 * can never move an entity to another tenant or customer.
 */

export interface OwnedBasics {
  name: string;
  /** As sent (undefined when absent or blank); each kind decides its default. */
  type: string | undefined;
  label: string | null;
  additionalInfo: JsonObject | null;
}

/** Keys of additionalInfo the console reads with a fixed type (contract §2 Device). */
const INFO_TYPES: Record<string, 'boolean' | 'string'> = {
  gateway: 'boolean',
  overwriteActivityTime: 'boolean',
  description: 'string',
};

/** additionalInfo: a free JSON object or null, with the typed keys checked so the console never misreads them. */
export function additionalInfoInput(obj: JsonObject): JsonObject | null {
  const info = optionalJsonObject(obj, 'additionalInfo');
  if (info === null) return null;
  for (const [key, type] of Object.entries(INFO_TYPES)) {
    const value = info[key];
    if (value !== undefined && value !== null && typeof value !== type) {
      throw badField(`Parameter 'additionalInfo.${key}' must be a ${type}!`);
    }
  }
  return info;
}

export function ownedBasics(obj: JsonObject, withLabel = true): OwnedBasics {
  const type = optionalString(obj, 'type');
  return {
    name: requiredTitle(obj, 'name'),
    type: type === null || type === undefined || type.trim() === '' ? undefined : type,
    label: withLabel ? (optionalString(obj, 'label') ?? null) : null,
    additionalInfo: additionalInfoInput(obj),
  };
}
