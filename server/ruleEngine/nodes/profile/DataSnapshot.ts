/*
 * The latest values of one device that its profile's alarm rules read (ThingsBoard's
 * DataSnapshot): only the keys some rule uses are kept, each as the text predicates
 * compare. `ts` is the time of the data being evaluated (telemetry ts, or now).
 */

export type SnapshotKeyType = 'ATTRIBUTE' | 'TIME_SERIES' | 'ENTITY_FIELD';

/** `TIME_SERIES:temperature`: the key of a value in a snapshot and in a rule's key set. */
export function snapshotKey(type: SnapshotKeyType, key: string): string {
  return `${type}:${key}`;
}

/** Which keys one message changed; rules that read none of them are not evaluated for it. */
export interface SnapshotUpdate {
  type: 'TIME_SERIES' | 'ATTRIBUTE';
  /** Snapshot keys. */
  keys: Set<string>;
}

interface Value {
  ts: number;
  text: string;
}

export class DataSnapshot {
  ts = 0;
  private readonly values = new Map<string, Value>();

  constructor(private keySet: ReadonlySet<string>) {}

  get keys(): ReadonlySet<string> {
    return this.keySet;
  }

  /** Another profile's keys: values of keys no longer used are dropped; returns the keys to fetch. */
  setKeys(keys: ReadonlySet<string>): string[] {
    const added = [...keys].filter((key) => !this.keySet.has(key));
    this.keySet = keys;
    for (const key of [...this.values.keys()]) if (!keys.has(key)) this.values.delete(key);
    return added;
  }

  get(type: SnapshotKeyType, key: string): string | undefined {
    return this.values.get(snapshotKey(type, key))?.text;
  }

  /**
   * Stores a value of a used key; true when it counts as an update: a new value, or
   * the same value at another time than the snapshot's (a fresh reading).
   */
  put(type: SnapshotKeyType, key: string, ts: number, text: string): boolean {
    const id = snapshotKey(type, key);
    if (!this.keySet.has(id)) return false;
    const old = this.values.get(id);
    this.values.set(id, { ts, text });
    return old === undefined || old.text !== text || this.ts !== ts;
  }

  /** Loading from storage: a value older than the one held (another attribute scope) is ignored. */
  putIfNewer(type: SnapshotKeyType, key: string, ts: number, text: string): void {
    const id = snapshotKey(type, key);
    if (!this.keySet.has(id)) return;
    const old = this.values.get(id);
    if (!old || old.ts <= ts) this.values.set(id, { ts, text });
  }

  remove(type: SnapshotKeyType, key: string): boolean {
    return this.values.delete(snapshotKey(type, key));
  }
}
