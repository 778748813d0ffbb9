import type { Stores } from '../store/createStores';
import type { Device } from '../store/DeviceStore';
import type { OtaPackage, OtaPackageType } from '../store/OtaPackageStore';

/*
 * Device-side OTA downloads (contract §9.2 `v2/fw`, `v2/sw` and §9.3 GET /firmware,
 * /software): a device gets the package assigned to it, else its profile's, as
 * ThingsBoard's transport resolves it, in chunks of a size the device picks.
 */

/** The device's package of `type` (its own assignment first, then its profile's); undefined when none. */
export async function assignedOtaPackage(stores: Stores, device: Device, type: OtaPackageType): Promise<OtaPackage | undefined> {
  // Read again: an MQTT session keeps the device it connected as, and assignments change.
  const current = (await stores.devices.findById(device.id.id)) ?? device;
  let packageId = (type === 'FIRMWARE' ? current.firmwareId : current.softwareId)?.id;
  if (!packageId) {
    const profile = await stores.deviceProfiles.findById(current.deviceProfileId.id);
    packageId = (type === 'FIRMWARE' ? profile?.firmwareId : profile?.softwareId)?.id;
  }
  if (!packageId) return undefined;
  const found = await stores.otaPackages.findById(packageId);
  return found && found.tenantId.id === current.tenantId.id && found.type === type ? found : undefined;
}

/**
 * Chunk `chunk` of `size` bytes, as ThingsBoard's OTA data cache cuts it: a size below 1
 * means the whole file, a chunk past the end is empty.
 */
export function otaChunk(data: Buffer, size: number, chunk: number): Buffer {
  if (size < 1) return data;
  const start = size * chunk;
  if (start >= data.length) return Buffer.alloc(0);
  return data.subarray(start, Math.min(start + size, data.length));
}
