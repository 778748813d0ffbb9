import type { FastifyBaseLogger } from 'fastify';
import type { Stores } from '../../../store/createStores';
import { asObject, type EntityId } from '../../../store/ids';
import type { TelemetryService } from '../../../telemetry/types';

/*
 * TTL of time series written by "save timeseries" (defaultTTL, metadata `TTL`).
 * ThingsBoard hands the TTL to Cassandra, which expires each row; ts_kv here has no
 * expiry column and we add none. Instead each node remembers, in memory, which keys of
 * which entities it wrote with a TTL and sweeps them once a minute: points older than
 * now - TTL are deleted through the telemetry service. The key's latest point is kept
 * (the sweep ends just before it), as ThingsBoard never expires ts_kv_latest.
 *
 * Limits, honestly: what a node remembers is lost on restart (and when the chain is
 * saved), so an old key is swept again only once the node writes it again; and the
 * sweep runs at most once a minute, so points outlive their TTL by up to that much.
 */

export const SWEEP_PERIOD_MS = 60_000;
/** Entity keys tracked per node at most; beyond it new keys are not tracked (and logged once). */
const MAX_TRACKED_KEYS = 100_000;

/** The tenant profile's `defaultStorageTtlDays` in seconds; 0 when unset (keep forever). */
export async function tenantDefaultTtlSeconds(stores: Stores, tenantId: string): Promise<number> {
  const tenant = await stores.tenants.findById(tenantId);
  if (!tenant) return 0;
  const profile = await stores.tenantProfiles.findById(tenant.tenantProfileId.id);
  const days = asObject(asObject(profile?.profileData).configuration).defaultStorageTtlDays;
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days * 86_400 : 0;
}

interface Tracked {
  entityId: EntityId;
  /** Key -> TTL in ms (the last one written wins). */
  keys: Map<string, number>;
}

export class TtlSweeper {
  private readonly tracked = new Map<string, Tracked>();
  private size = 0;
  private warned = false;
  private sweeping = false;

  constructor(
    private readonly telemetry: TelemetryService,
    private readonly tenantId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Remembers that `keys` of `entityId` were written with `ttlSeconds` (> 0). */
  track(entityId: EntityId, keys: Iterable<string>, ttlSeconds: number): void {
    let entry = this.tracked.get(entityId.id);
    if (!entry) {
      entry = { entityId, keys: new Map() };
      this.tracked.set(entityId.id, entry);
    }
    for (const key of keys) {
      if (!entry.keys.has(key)) {
        if (this.size >= MAX_TRACKED_KEYS) {
          if (!this.warned) this.log.warn({ tenantId: this.tenantId }, 'save timeseries: too many keys with a TTL; new ones are kept forever');
          this.warned = true;
          continue;
        }
        this.size++;
      }
      entry.keys.set(key, ttlSeconds * 1000);
    }
  }

  /** Deletes the tracked keys' points older than their TTL, keeping each key's latest point. */
  async sweep(now: number): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const { entityId, keys } of this.tracked.values()) {
        const latest = new Map((await this.telemetry.latest(entityId, [...keys.keys()])).map((point) => [point.key, point.ts]));
        for (const [key, ttlMs] of keys) {
          const endTs = Math.min(now - ttlMs, latest.get(key) ?? now - ttlMs);
          if (endTs <= 0) continue;
          await this.telemetry.deleteTimeseries(this.tenantId, entityId, [key], { deleteAllDataForKeys: false, startTs: 0, endTs, rewriteLatestIfDeleted: false });
        }
      }
    } finally {
      this.sweeping = false;
    }
  }

  clear(): void {
    this.tracked.clear();
    this.size = 0;
  }
}
