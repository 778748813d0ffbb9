import { MSG } from '../http/messages';
import { badField, checkFields, optionalJsonObject, optionalString, specifiedText, textRules } from '../http/validate';
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

export type OwnedKindName = 'DEVICE' | 'ASSET' | 'ENTITY_VIEW' | 'EDGE';

const TYPE_MESSAGES: Record<Exclude<OwnedKindName, 'DEVICE'>, string> = {
  ASSET: MSG.ASSET_TYPE,
  ENTITY_VIEW: MSG.ENTITY_VIEW_TYPE,
  EDGE: MSG.EDGE_TYPE,
};
const NAME_MESSAGES: Record<OwnedKindName, string> = {
  DEVICE: MSG.DEVICE_NAME,
  ASSET: MSG.ASSET_NAME,
  ENTITY_VIEW: MSG.ENTITY_VIEW_NAME,
  EDGE: MSG.EDGE_NAME,
};

/**
 * ThingsBoard's data-validator order (contract §13.2, §13.4): field limits (name, type,
 * label: 255 characters, no markup), then the kind's own checks: an asset, entity view
 * or edge needs a type before a name; a device's type is its profile's name, so it may be absent.
 * Blank names are refused for every kind (ThingsBoard lets a blank asset name pass).
 */
export function ownedBasics(obj: JsonObject, kind: OwnedKindName): OwnedBasics {
  const withLabel = kind !== 'ENTITY_VIEW';
  checkFields(obj, textRules('name', 'type', ...(withLabel ? ['label'] : [])));
  let type: string | undefined;
  if (kind === 'DEVICE') {
    const sent = optionalString(obj, 'type');
    type = sent === null || sent === undefined || sent.trim() === '' ? undefined : sent;
  } else type = specifiedText(obj, 'type', TYPE_MESSAGES[kind]);
  return {
    name: specifiedText(obj, 'name', NAME_MESSAGES[kind]),
    type,
    label: withLabel ? (optionalString(obj, 'label') ?? null) : null,
    additionalInfo: additionalInfoInput(obj),
  };
}
