import { MSG } from '../http/messages';
import { asObject, badField, checkFields, optionalBoolean, optionalEntityId, optionalEnum, optionalJsonObject, optionalString, specifiedText, textRules } from '../http/validate';
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
  if (!url || url.trim() === '') throw badField(MSG.OTA_URL);
  try {
    if (new URL(url).host === '') throw new Error('no host');
  } catch {
    throw badField("Parameter 'url' must be an absolute URL!");
  }
  return url;
}

export function otaPackageFields(body: unknown): OtaPackageFields {
  const obj = asObject(body);
  // ThingsBoard's order (§13.3, §13.4): field constraints, the URL, the profile, type, title, version.
  checkFields(obj, [...textRules('title', 'version', 'tag')]);
  const usesUrl = optionalBoolean(obj, 'usesUrl', false);
  const url = usesUrl ? packageUrl(obj) : null;
  const deviceProfileId = optionalEntityId(obj, 'deviceProfileId', 'DEVICE_PROFILE');
  if (!deviceProfileId) throw badField("Parameter 'deviceProfileId' can't be empty!");
  const type = optionalEnum(obj, 'type', OTA_PACKAGE_TYPES);
  if (!type) throw badField(MSG.OTA_TYPE);
  const title = specifiedText(obj, 'title', MSG.OTA_TITLE);
  const version = specifiedText(obj, 'version', MSG.OTA_VERSION);
  return {
    id: optionalEntityId(obj, 'id', 'OTA_PACKAGE'),
    deviceProfileId,
    type,
    title,
    version,
    tag: optionalString(obj, 'tag') ?? null,
    url,
    additionalInfo: optionalJsonObject(obj, 'additionalInfo'),
  };
}
