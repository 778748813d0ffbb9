import type { SecurityUser } from '../security/SecurityUser';
import type { EntityId } from '../store/ids';
import type { AttributeKv, AttributeScope, KvEntry, TsKv } from '../store/TelemetryStore';
import type { BatchListener, WriteQueueStats } from './WriteQueue';

/*
 * The seams of the telemetry pipeline (issue 6). Device transports (MQTT, HTTP) and the
 * REST endpoints write through {@link TelemetryService}; the WebSocket layer listens on
 * {@link TelemetryBus}; nobody outside server/store sees SQL.
 */

/** Points written for one entity (already durable when emitted). */
export interface TimeseriesEvent {
  entityId: EntityId;
  tenantId: string;
  points: TsKv[];
}

/** Attributes written for one entity and scope. */
export interface AttributesEvent {
  entityId: EntityId;
  tenantId: string;
  scope: AttributeScope;
  entries: AttributeKv[];
  /** False when the writer asked not to push the change to the device (save attributes node's notifyDevice). */
  notifyDevice?: boolean;
}

/** Keys removed: time series (`scope` null) or attributes of one scope. */
export interface KeysDeletedEvent {
  entityId: EntityId;
  tenantId: string;
  scope: AttributeScope | null;
  keys: string[];
  /** False when the device must not be told (see AttributesEvent). */
  notifyDevice?: boolean;
}

/** Listeners return nothing; a throwing listener is logged and does not stop the others. */
export interface TelemetryBus {
  onTimeseries(listener: (event: TimeseriesEvent) => void): () => void;
  onAttributes(listener: (event: AttributesEvent) => void): () => void;
  onKeysDeleted(listener: (event: KeysDeletedEvent) => void): () => void;
}

export type Aggregation = 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT' | 'NONE';

/** A history read (contract §6): `endTs` exclusive; aggregation buckets of `interval` ms. */
export interface HistoryQuery {
  keys: string[];
  startTs: number;
  endTs: number;
  /** 0 means no aggregation. */
  interval: number;
  /** Applies to NONE; default 100. */
  limit: number;
  agg: Aggregation;
  orderBy: 'ASC' | 'DESC';
}

/** How a time-series save writes (save timeseries node's skipLatestPersistence). */
export interface SaveTimeseriesOptions {
  /** Append to history only; the latest values (ts_kv_latest) stay as they are. */
  skipLatest?: boolean;
}

export interface DeleteTimeseriesOptions {
  deleteAllDataForKeys: boolean;
  startTs?: number;
  endTs?: number;
  rewriteLatestIfDeleted: boolean;
}

/**
 * Reads and writes telemetry. Writes are batched into few transactions; a returned
 * promise resolves only once the write is durable (MQTT QoS 1 acknowledges then), and the
 * bus event follows the commit.
 */
export interface TelemetryService {
  readonly bus: TelemetryBus;
  saveTimeseries(tenantId: string, entityId: EntityId, points: TsKv[], options?: SaveTimeseriesOptions): Promise<void>;
  /** `notifyDevice: false` keeps a shared-attribute change from being pushed to the device's sessions. */
  saveAttributes(tenantId: string, entityId: EntityId, scope: AttributeScope, entries: KvEntry[], options?: { notifyDevice?: boolean }): Promise<void>;
  deleteAttributes(tenantId: string, entityId: EntityId, scope: AttributeScope, keys: string[]): Promise<void>;
  deleteTimeseries(tenantId: string, entityId: EntityId, keys: string[], options: DeleteTimeseriesOptions): Promise<void>;
  latest(entityId: EntityId, keys?: string[]): Promise<TsKv[]>;
  history(entityId: EntityId, query: HistoryQuery): Promise<Record<string, TsKv[]>>;
  /** `scope` null reads all three scopes. */
  attributes(entityId: EntityId, scope: AttributeScope | null, keys?: string[]): Promise<AttributeKv[]>;
  timeseriesKeys(entityId: EntityId): Promise<string[]>;
  attributeKeys(entityId: EntityId, scope: AttributeScope | null): Promise<string[]>;
  /** Write-queue counters (queued, written, rejected when full ...), which the benches print. */
  stats(): WriteQueueStats;
  /** Hears each write batch: writes, points, duration (metrics). */
  onBatch?(listener: BatchListener): () => void;
}

/** Whether `user` may read (or write) telemetry of `entityId`; resolves the entity's tenant. */
export interface TelemetryAccess {
  /** Throws the contract's 403/404 ApiError when the user may not read the entity. */
  assertCanRead(user: SecurityUser, entityId: EntityId): Promise<{ tenantId: string }>;
  assertCanWrite(user: SecurityUser, entityId: EntityId): Promise<{ tenantId: string }>;
  /**
   * Those of `entityIds` that exist and that `user` may not read (any longer): what an open
   * WebSocket must stop delivering. Unknown (deleted) entities and types without access
   * facts are left out.
   */
  unreadable(user: SecurityUser, entityIds: readonly EntityId[]): Promise<EntityId[]>;
}
