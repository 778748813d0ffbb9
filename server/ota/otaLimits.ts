import type { Stores } from '../store/createStores';
import { asObject } from '../store/ids';
import { badField } from '../http/validate';

/**
 * Largest OTA file one upload may carry: 50 MB, ThingsBoard's default multipart
 * limit. The file is held in memory while its checksum is computed and stored.
 */
export const OTA_MAX_FILE_SIZE = 50 * 1024 * 1024;

/**
 * The tenant profile's `maxOtaPackagesInBytes` (ThingsBoard 3.3's limit on the sum of a
 * tenant's OTA files; absent or 0 = unlimited). Call inside the upload's transaction.
 */
export async function assertOtaSpace(stores: Stores, tenantId: string, addedBytes: number): Promise<void> {
  const tenant = await stores.tenants.findById(tenantId);
  const profile = tenant ? await stores.tenantProfiles.findById(tenant.tenantProfileId.id) : undefined;
  const limit = asObject(asObject(profile?.profileData).configuration).maxOtaPackagesInBytes;
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit <= 0) return;
  if ((await stores.otaPackages.totalDataSize(tenantId)) + addedBytes > limit) {
    throw badField(`Failed to create the ota package, files size limit is exhausted ${limit} bytes!`);
  }
}
