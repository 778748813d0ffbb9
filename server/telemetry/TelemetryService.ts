import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../http/errors';
import type { Stores } from '../store/createStores';
import type { EntityId } from '../store/ids';
import type { AttributeKv, AttributeScope, KvEntry, TsKv } from '../store/TelemetryStore';
import { aggregateBuckets } from './aggregateBuckets';
import { EntityViewTelemetry, MERGED_SCOPE_ORDER, viewHistoryQuery } from './entityViews';
import { isDeletion, pointsByTs } from './kvTyping';
import type { DeleteTimeseriesOptions, HistoryQuery, SaveTimeseriesOptions, TelemetryService } from './types';
import { TelemetryEventBus } from './TelemetryEventBus';
import { DEFAULT_WRITE_QUEUE_OPTIONS, WriteQueue, type WriteQueueOptions, type WriteQueueStats, type BatchListener } from './WriteQueue';

function onlyKeys<T extends { key: string }>(items: T[], keys: string[] | undefined): T[] {
  if (!keys) return items;
  const wanted = new Set(keys);
  return items.filter((item) => wanted.has(item.key));
}

function distinct(keys: string[]): string[] {
  return [...new Set(keys)];
}

function isView(entityId: EntityId): boolean {
  return entityId.entityType === 'ENTITY_VIEW';
}

/**
 * Time series of an entity view are its target's (entityViews.ts), so writing or deleting
 * them on the view is refused as ThingsBoard 3.3 refuses it (400, "read only"); the view's
 * own attributes may be saved and deleted like any entity's.
 */
function refuseViewTimeseries(entityId: EntityId, action: 'stored' | 'deleted'): void {
  if (isView(entityId)) throw ApiError.badRequest(`Telemetry data can't be ${action} for entity view. Read only`);
}

/**
 * The telemetry service: every write goes through one {@link WriteQueue} (so writes keep
 * their order and share commits), the bus hears about a write only after its commit,
 * and reads go straight to the store (a resolved write is always visible).
 */
export class BatchedTelemetryService implements TelemetryService {
  readonly bus: TelemetryEventBus;
  private readonly queue: WriteQueue;
  private readonly views: EntityViewTelemetry;

  constructor(
    private readonly stores: Stores,
    log: FastifyBaseLogger,
    options: WriteQueueOptions = DEFAULT_WRITE_QUEUE_OPTIONS,
  ) {
    this.bus = new TelemetryEventBus(log);
    this.queue = new WriteQueue(stores, options);
    this.views = new EntityViewTelemetry(stores);
  }

  /** Queue counters, for benches. */
  stats(): WriteQueueStats {
    return this.queue.stats();
  }

  /** Hears each write batch (metrics). */
  onBatch(listener: BatchListener): () => void {
    return this.queue.onBatch(listener);
  }

  /** Writes what is still queued; call on shutdown before closing the database. */
  close(): Promise<void> {
    return this.queue.drain();
  }

  async saveTimeseries(tenantId: string, entityId: EntityId, points: TsKv[], options: SaveTimeseriesOptions = {}): Promise<void> {
    refuseViewTimeseries(entityId, 'stored');
    if (points.length === 0) return;
    const deletedKeys = distinct(points.filter((point) => isDeletion(point.value)).map((point) => point.key));
    const written = points.filter((point) => !isDeletion(point.value));
    const byTs = pointsByTs(written);
    await this.queue.enqueue(async (trx) => {
      // History-only saves leave the batch buffer (which always moves latest) and run in a savepoint.
      if (options.skipLatest) for (const [ts, entries] of byTs) await trx.telemetry.saveTimeseriesHistory(entityId.id, entries, ts);
      else for (const [ts, entries] of byTs) await trx.telemetry.saveTimeseries(entityId.id, entries, ts);
      const removed = deletedKeys.length > 0 ? await trx.telemetry.deleteTimeseries(entityId.id, deletedKeys, null, false) : null;
      return () => {
        this.bus.emitTimeseries({ entityId, tenantId, points: written });
        if (removed) this.bus.emitKeysDeleted({ entityId, tenantId, scope: null, keys: removed.removedLatest });
      };
    });
  }

  async saveAttributes(tenantId: string, entityId: EntityId, scope: AttributeScope, entries: KvEntry[], options: { notifyDevice?: boolean } = {}): Promise<void> {
    const notifyDevice = options.notifyDevice !== false;
    if (entries.length === 0) return;
    const deletedKeys = distinct(entries.filter((entry) => isDeletion(entry.value)).map((entry) => entry.key));
    const saved = entries.filter((entry) => !isDeletion(entry.value));
    await this.queue.enqueue(async (trx) => {
      const lastUpdateTs = Date.now();
      await trx.telemetry.saveAttributes(entityId, scope, saved, lastUpdateTs);
      const removed = await trx.telemetry.deleteAttributes(entityId.id, scope, deletedKeys);
      return () => {
        this.bus.emitAttributes({ entityId, tenantId, scope, entries: saved.map((entry) => ({ ...entry, lastUpdateTs })), notifyDevice });
        this.bus.emitKeysDeleted({ entityId, tenantId, scope, keys: removed, notifyDevice });
      };
    });
  }

  async deleteAttributes(tenantId: string, entityId: EntityId, scope: AttributeScope, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.queue.enqueue(async (trx) => {
      const removed = await trx.telemetry.deleteAttributes(entityId.id, scope, distinct(keys));
      return () => this.bus.emitKeysDeleted({ entityId, tenantId, scope, keys: removed });
    });
  }

  async deleteTimeseries(tenantId: string, entityId: EntityId, keys: string[], options: DeleteTimeseriesOptions): Promise<void> {
    refuseViewTimeseries(entityId, 'deleted');
    if (keys.length === 0) return;
    let range: { startTs: number; endTs: number } | null = null;
    if (!options.deleteAllDataForKeys) {
      if (options.startTs === undefined || options.endTs === undefined) throw new Error('startTs and endTs are required unless deleting all data');
      range = { startTs: options.startTs, endTs: options.endTs };
    }
    await this.queue.enqueue(async (trx) => {
      const { removedLatest, rewrittenLatest } = await trx.telemetry.deleteTimeseries(entityId.id, distinct(keys), range, options.rewriteLatestIfDeleted);
      return () => {
        this.bus.emitKeysDeleted({ entityId, tenantId, scope: null, keys: removedLatest });
        this.bus.emitTimeseries({ entityId, tenantId, points: rewrittenLatest });
      };
    });
  }

  async latest(entityId: EntityId, keys?: string[]): Promise<TsKv[]> {
    if (isView(entityId)) {
      const view = await this.views.find(entityId.id);
      return view ? this.views.latest(view, keys) : [];
    }
    return onlyKeys(await this.stores.telemetry.findLatest(entityId.id), keys);
  }

  async history(entityId: EntityId, query: HistoryQuery): Promise<Record<string, TsKv[]>> {
    if (isView(entityId)) {
      const view = await this.views.find(entityId.id);
      const clipped = view ? viewHistoryQuery(view, query) : null;
      return view && clipped ? this.history(view.entityId, clipped) : {};
    }
    const keys = distinct(query.keys);
    if (query.agg === 'NONE' || query.interval <= 0) {
      const order = query.orderBy === 'ASC' ? 'asc' : 'desc';
      const result: Record<string, TsKv[]> = {};
      for (const key of keys) {
        const points = await this.stores.telemetry.findHistory(entityId.id, key, query.startTs, query.endTs, order, query.limit);
        if (points.length > 0) result[key] = points;
      }
      return result;
    }
    const rows = await this.stores.telemetry.aggregateHistory(entityId.id, keys, query.startTs, query.endTs, query.interval);
    return aggregateBuckets(rows, query.agg, query.startTs, query.endTs, query.interval);
  }

  async attributes(entityId: EntityId, scope: AttributeScope | null, keys?: string[]): Promise<AttributeKv[]> {
    const scopes = scope ? [scope] : MERGED_SCOPE_ORDER;
    const view = isView(entityId) ? await this.views.find(entityId.id) : undefined;
    const found: AttributeKv[] = [];
    for (const each of scopes) found.push(...(await (view ? this.views.attributes(view, each) : this.stores.telemetry.findAttributes(entityId.id, each))));
    return onlyKeys(found, keys);
  }

  async timeseriesKeys(entityId: EntityId): Promise<string[]> {
    if (isView(entityId)) return (await this.latest(entityId)).map((point) => point.key);
    return this.stores.telemetry.findTimeseriesKeys([entityId.id]);
  }

  async attributeKeys(entityId: EntityId, scope: AttributeScope | null): Promise<string[]> {
    if (isView(entityId)) return distinct((await this.attributes(entityId, scope)).map((attribute) => attribute.key)).sort();
    if (!scope) return this.stores.telemetry.findAttributeKeys([entityId.id]);
    return (await this.stores.telemetry.findAttributes(entityId.id, scope)).map((attribute) => attribute.key);
  }
}

/** Builds the telemetry service; `log` receives listener failures. */
export function createTelemetryService(stores: Stores, log: FastifyBaseLogger, options?: Partial<WriteQueueOptions>): BatchedTelemetryService {
  return new BatchedTelemetryService(stores, log, { ...DEFAULT_WRITE_QUEUE_OPTIONS, ...options });
}
