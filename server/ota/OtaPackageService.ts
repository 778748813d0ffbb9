import { ApiError } from '../http/errors';
import { MSG } from '../http/messages';
import { badField } from '../http/validate';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { isUniqueViolation } from '../store/database';
import type { OtaPackageInfo, OtaPackageType } from '../store/OtaPackageStore';
import { computeChecksum, type ChecksumAlgorithm } from './checksum';
import { assertOtaSpace } from './otaLimits';
import { otaPackageFields, type OtaPackageFields } from './otaInput';

const DUPLICATE = 'OtaPackage with such title and version already exists!';
const UNKNOWN_PROFILE = 'OtaPackage is referencing to non-existent device profile!';

/** What one upload carries, read from the multipart request by the route. */
export interface OtaUpload {
  fileName: string;
  contentType: string;
  checksumAlgorithm: ChecksumAlgorithm;
  /** As sent; computed when absent. */
  checksum: string | undefined;
  data: Buffer;
}

/** These define what a device installs, so they are fixed once the package exists. */
const FIXED_FIELDS = ['deviceProfileId', 'type', 'title', 'version', 'tag', 'url'] as const;

/** OTA package saves, uploads and deletion for tenant administrators (checked by the routes). */
export class OtaPackageService {
  constructor(private readonly stores: Stores) {}

  /** POST /api/otaPackage: always into the caller's tenant; another tenant's package is 403 (contract §12). */
  async saveInfo(caller: SecurityUser, body: unknown): Promise<OtaPackageInfo> {
    const fields = otaPackageFields(body);
    const tenantId = caller.tenantId;
    return this.stores
      .transaction(async (stores) => {
        const existing = fields.id ? await stores.otaPackages.findInfoById(fields.id) : undefined;
        if (fields.id && !existing) throw ApiError.notFound();
        if (existing) {
          if (existing.tenantId.id !== tenantId) throw ApiError.forbidden();
          assertUnchanged(existing, fields);
          return (await stores.otaPackages.updateAdditionalInfo(existing.id.id, fields.additionalInfo))!;
        }
        const profile = await stores.deviceProfiles.findById(fields.deviceProfileId);
        if (!profile || profile.tenantId.id !== tenantId) throw badField(UNKNOWN_PROFILE);
        if (await stores.otaPackages.findByTitleVersion(tenantId, fields.deviceProfileId, fields.type, fields.title, fields.version)) {
          throw badField(DUPLICATE);
        }
        return stores.otaPackages.create({ ...fields, tenantId });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badField(DUPLICATE);
        throw error;
      });
  }

  /** POST /api/otaPackage/{id} (multipart); `info` was loaded and access-checked by the route. */
  async upload(info: OtaPackageInfo, upload: OtaUpload): Promise<OtaPackageInfo> {
    if (info.url !== null) throw badField("Can't upload data to an OTA package that uses a URL!");
    if (info.hasData) throw badField('Updating otaPackage data is prohibited!');
    if (upload.data.length === 0) throw badField(MSG.OTA_DATA);
    const checksum = computeChecksum(upload.checksumAlgorithm, upload.data);
    if (upload.checksum !== undefined && upload.checksum.trim().toLowerCase() !== checksum) throw badField('Wrong otaPackage file!');
    return this.stores.transaction(async (stores) => {
      await assertOtaSpace(stores, info.tenantId.id, upload.data.length);
      const stored = await stores.otaPackages.setData(info.id.id, { ...upload, checksum });
      if (!stored) throw badField('Updating otaPackage data is prohibited!');
      return (await stores.otaPackages.findInfoById(info.id.id))!;
    });
  }

  /** DELETE /api/otaPackage/{id}: refused while a device profile or device points at it. */
  async delete(info: OtaPackageInfo): Promise<void> {
    await this.stores.transaction(async (stores) => {
      const uses = await stores.otaPackages.countReferences(info.id.id);
      if (uses.deviceProfiles > 0) throw badField('The otaPackage referenced by the device profile cannot be deleted!');
      if (uses.devices > 0) throw badField('The otaPackage referenced by the devices cannot be deleted!');
      await stores.otaPackages.delete(info.id.id);
    });
  }
}

function assertUnchanged(existing: OtaPackageInfo, fields: OtaPackageFields): void {
  const stored: Record<(typeof FIXED_FIELDS)[number], string | null> = { ...existing, deviceProfileId: existing.deviceProfileId.id };
  for (const field of FIXED_FIELDS) {
    if (fields[field] !== stored[field]) throw badField(`Updating otaPackage ${field} is prohibited!`);
  }
}

/** The firmware or software a device profile or device points at (`null`: none). */
export interface OtaLinks {
  firmwareId: string | null;
  softwareId: string | null;
}

/**
 * ThingsBoard's checks for a profile's or device's firmwareId/softwareId: the package
 * exists in the tenant (another tenant's reads as non-existent), is of the right type,
 * has a file or a URL, and belongs to the same device profile (`deviceProfileId`
 * undefined for a profile not yet created, which no package can belong to).
 */
export async function assertOtaLinks(stores: Stores, tenantId: string, deviceProfileId: string | undefined, links: OtaLinks): Promise<void> {
  const check = async (id: string | null, type: OtaPackageType) => {
    if (id === null) return;
    const kind = type.toLowerCase();
    const pkg = await stores.otaPackages.findInfoById(id);
    if (!pkg || pkg.tenantId.id !== tenantId) throw badField(`Can't assign non-existent ${kind}!`);
    if (pkg.type !== type) throw badField(`Can't assign ${kind} with type: ${pkg.type}`);
    if (!pkg.hasData && pkg.url === null) throw badField(`Can't assign ${kind} with empty data!`);
    if (pkg.deviceProfileId.id !== deviceProfileId) throw badField(`Can't assign ${kind} with different deviceProfile!`);
  };
  await check(links.firmwareId, 'FIRMWARE');
  await check(links.softwareId, 'SOFTWARE');
}
