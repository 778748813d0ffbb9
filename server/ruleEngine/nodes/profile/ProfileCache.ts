import type { Stores } from '../../../store/createStores';
import type { Device } from '../../../store/DeviceStore';
import { ownerAttributeNeeds, ruleKeys, rulesOf } from './conditionEval';
import { profileAlarmsOf, type ProfileAlarm } from './profileAlarms';

/*
 * Devices and their profiles' alarm rules, remembered so a device message costs no
 * database read while nothing changes (every device message of a tenant passes the
 * device profile node). Entries are dropped when the entity change bus says a device or
 * profile changed, and read again on next use.
 */

/** A profile's alarm rules with what evaluating them needs. */
export interface CachedProfile {
  id: string;
  alarms: ProfileAlarm[];
  /** Snapshot keys any rule reads. */
  keys: ReadonlySet<string>;
  /** Customer and tenant SERVER_SCOPE attributes dynamic values read. */
  ownerNeeds: { customer: Set<string>; tenant: Set<string> };
}

/** Entries kept before the cache starts over (bounds memory on very large fleets). */
const MAX_ENTRIES = 100_000;

export function cachedProfileOf(id: string, profileData: unknown): CachedProfile {
  const alarms = profileAlarmsOf(profileData);
  const keys = new Set(rulesOf(alarms).flatMap((rule) => [...ruleKeys(rule)]));
  return { id, alarms, keys, ownerNeeds: ownerAttributeNeeds(alarms) };
}

/** A value known now, or being read. */
type Entry<T> = { value: T } | { pending: Promise<T> };

class LoadingMap<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly load: (id: string) => Promise<T>) {}

  /** The value (synchronously when known). A drop while reading keeps the read result out. */
  get(id: string): T | Promise<T> {
    const entry = this.entries.get(id);
    if (entry) return 'value' in entry ? entry.value : entry.pending;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const pending = this.load(id);
    const current: Entry<T> = { pending };
    this.entries.set(id, current);
    pending.then(
      (value) => this.entries.get(id) === current && this.entries.set(id, { value }),
      () => this.entries.get(id) === current && this.entries.delete(id),
    );
    return pending;
  }

  drop(id: string): void {
    this.entries.delete(id);
  }
}

export class ProfileCache {
  private readonly devices: LoadingMap<Device | null>;
  private readonly profiles: LoadingMap<CachedProfile>;

  constructor(stores: Stores) {
    this.devices = new LoadingMap(async (id) => (await stores.devices.findById(id)) ?? null);
    this.profiles = new LoadingMap(async (id) => cachedProfileOf(id, (await stores.deviceProfiles.findById(id))?.profileData));
  }

  device(id: string): Device | null | Promise<Device | null> {
    return this.devices.get(id);
  }

  profile(id: string): CachedProfile | Promise<CachedProfile> {
    return this.profiles.get(id);
  }

  dropDevice(id: string): void {
    this.devices.drop(id);
  }

  dropProfile(id: string): void {
    this.profiles.drop(id);
  }
}
