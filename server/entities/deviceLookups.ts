import type { Stores } from '../store/createStores';
import type { DeviceProfile } from '../store/DeviceProfileStore';
import type { Device } from '../store/DeviceStore';
import { assertBelowLimit, assertCanCreate, tenantLimit } from '../tenancy/limits';

/*
 * What a device save reads besides the device itself: profiles by name or id, which
 * device holds a name, and the tenant's device limit. A single save asks the database;
 * a bulk import reads them once per request and keeps them current row by row, so
 * thousands of rows cost a few queries each instead of a dozen.
 */

/** The lookups of one device save, each inside the save's transaction (`stores`). */
export interface DeviceLookups {
  profileById(stores: Stores, id: string): Promise<DeviceProfile | undefined>;
  /** The tenant's profile of exactly this name. */
  profileByName(stores: Stores, tenantId: string, name: string): Promise<DeviceProfile | undefined>;
  /** The id of the tenant's device of exactly this name. */
  deviceIdByName(stores: Stores, tenantId: string, name: string): Promise<string | undefined>;
  /** Refuses one more device past the tenant profile's maxDevices. */
  assertCanCreateDevice(stores: Stores, tenantId: string): Promise<void>;
  /** After a successful save: the device, whether it is new, and the profile the save created, if any. */
  saved(device: Device, created: boolean, createdProfile: DeviceProfile | undefined): void;
}

/** Every lookup a database query: single saves. */
export const DATABASE_LOOKUPS: DeviceLookups = {
  profileById: (stores, id) => stores.deviceProfiles.findById(id),
  profileByName: (stores, tenantId, name) => stores.deviceProfiles.findByName(tenantId, name),
  deviceIdByName: async (stores, tenantId, name) => (await stores.devices.findByName(tenantId, name))?.id.id,
  assertCanCreateDevice: (stores, tenantId) => assertCanCreate(stores, tenantId, 'DEVICE'),
  saved: () => undefined,
};

/**
 * One tenant's profiles, device names and device count, read once. A row's changes are
 * held apart until `commit` (its savepoint was released) or dropped by `rollback`, so
 * a failed row leaves the cache as the database is.
 */
export class CachedDeviceLookups implements DeviceLookups {
  private pending: { device: Device; created: boolean; profile: DeviceProfile | undefined }[] = [];

  private constructor(
    private readonly tenantId: string,
    private readonly profiles: Map<string, DeviceProfile>,
    private readonly names: Map<string, string>,
    private readonly limit: number,
    private count: number,
  ) {
    this.nameOf = new Map([...names].map(([name, id]) => [id, name]));
  }

  /** id -> name, so a renamed device frees its old name. */
  private readonly nameOf: Map<string, string>;

  static async load(stores: Stores, tenantId: string): Promise<CachedDeviceLookups> {
    const profiles = await stores.deviceProfiles.findAllByTenant(tenantId);
    const names = await stores.devices.findIdsByName(tenantId);
    const limit = await tenantLimit(stores, tenantId, 'DEVICE');
    return new CachedDeviceLookups(tenantId, new Map(profiles.map((p) => [p.id.id, p])), names, limit, names.size);
  }

  /** The id of the tenant's device of that name, as of the last committed row. */
  deviceId(name: string): string | undefined {
    return this.names.get(name);
  }

  async profileById(_stores: Stores, id: string): Promise<DeviceProfile | undefined> {
    return this.profiles.get(id) ?? this.pendingProfiles().find((profile) => profile.id.id === id);
  }

  async profileByName(_stores: Stores, tenantId: string, name: string): Promise<DeviceProfile | undefined> {
    if (tenantId !== this.tenantId) return undefined;
    return [...this.profiles.values(), ...this.pendingProfiles()].find((profile) => profile.name === name);
  }

  async deviceIdByName(_stores: Stores, tenantId: string, name: string): Promise<string | undefined> {
    return tenantId === this.tenantId ? this.names.get(name) : undefined;
  }

  async assertCanCreateDevice(): Promise<void> {
    assertBelowLimit('DEVICE', this.limit, this.count + this.pending.filter((change) => change.created).length);
  }

  saved(device: Device, created: boolean, createdProfile: DeviceProfile | undefined): void {
    this.pending.push({ device, created, profile: createdProfile });
  }

  /** The row's savepoint was released: its changes are in the database now. */
  commit(): void {
    for (const { device, created, profile } of this.pending) {
      if (created) this.count++;
      const id = device.id.id;
      const oldName = this.nameOf.get(id);
      if (oldName !== undefined && oldName !== device.name) this.names.delete(oldName);
      this.names.set(device.name, id);
      this.nameOf.set(id, device.name);
      if (profile) this.profiles.set(profile.id.id, profile);
    }
    this.pending = [];
  }

  /** The row was rolled back to its savepoint. */
  rollback(): void {
    this.pending = [];
  }

  private pendingProfiles(): DeviceProfile[] {
    return this.pending.flatMap((change) => (change.profile ? [change.profile] : []));
  }
}
