/*
 * The name-to-entity caches of the customer and relation nodes
 * (`customerCacheExpiration`, `entityCacheExpiration`, in seconds), as ThingsBoard's
 * expire-after-write caches: a hit is trusted until it expires; misses are not cached,
 * so an entity created meanwhile is found on the next message. 0 turns caching off.
 */

/** Entries kept at most, so a pattern with ever-new names cannot grow memory. */
const MAX_ENTRIES = 10_000;

export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    this.entries.delete(key);
    const value = await load();
    if (value !== undefined && this.ttlMs > 0) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, expires: now + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
