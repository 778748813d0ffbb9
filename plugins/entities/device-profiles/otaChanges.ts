import { type DeviceProfile, type OtaPackageType } from './types';

/** The profile field holding the package of each OTA type. */
export const OTA_FIELDS = { FIRMWARE: 'firmwareId', SOFTWARE: 'softwareId' } as const;

/**
 * OTA types whose package an existing profile is about to change to another package:
 * saving those starts updates on the profile's devices, so the user confirms first
 * (seed 000 section 5). Clearing a package, or a new profile, needs no confirmation.
 */
export function changedOtaTypes(before: DeviceProfile | null, after: DeviceProfile): OtaPackageType[] {
  if (!before?.id) return [];
  return (Object.keys(OTA_FIELDS) as OtaPackageType[]).filter((type) => {
    const next = after[OTA_FIELDS[type]]?.id ?? null;
    return next !== null && next !== (before[OTA_FIELDS[type]]?.id ?? null);
  });
}
