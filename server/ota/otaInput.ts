import { asObject, badField, optionalBoolean, optionalEntityId, optionalEnum, optionalJsonObject, optionalString, requiredTitle } from '../http/validate';
import type { JsonObject } from '../store/ids';
import type { NewOtaPackageInput, OtaPackageType } from '../store/OtaPackageStore';

export const OTA_PACKAGE_TYPES: readonly OtaPackageType[] = ['FIRMWARE', 'SOFTWARE'];
const URL_MAX_LENGTH = 2048;

/**
 * The writable fields of a SaveOtaPackageInfoRequest (contract §10); file fields come
 * with the upload. `url` is set only when `usesUrl` is true: such a package never gets a file.
 */
export interface OtaPackageFields extends Omit<NewOtaPackageInput, 'tenantId'> {
  id: string | undefined;
  additionalInfo: JsonObject | null;
}

/** A URL a device can fetch from: absolute, with a scheme and a host. */
function packageUrl(obj: JsonObject): string {
  const url = optionalString(obj, 'url', URL_MAX_LENGTH);
  if (!url || url.trim() === '') throw badField("Parameter 'url' can't be empty!");
  try {
    if (new URL(url).host === '') throw new Error('no host');
  } catch {
    throw badField("Parameter 'url' must be an absolute URL!");
  }
  return url;
}

export function otaPackageFields(body: unknown): OtaPackageFields {
  const obj = asObject(body);
  const type = optionalEnum(obj, 'type', OTA_PACKAGE_TYPES);
  if (!type) throw badField("Parameter 'type' can't be empty!");
  const deviceProfileId = optionalEntityId(obj, 'deviceProfileId', 'DEVICE_PROFILE');
  if (!deviceProfileId) throw badField("Parameter 'deviceProfileId' can't be empty!");
  const usesUrl = optionalBoolean(obj, 'usesUrl', false);
  return {
    id: optionalEntityId(obj, 'id', 'OTA_PACKAGE'),
    deviceProfileId,
    type,
    title: requiredTitle(obj, 'title'),
    version: requiredTitle(obj, 'version'),
    tag: optionalString(obj, 'tag') ?? null,
    url: usesUrl ? packageUrl(obj) : null,
    additionalInfo: optionalJsonObject(obj, 'additionalInfo'),
  };
}
