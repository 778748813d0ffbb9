import { createServiceRef } from './ServiceRef';
import { type Disposable } from './Disposable';
import { type EntityId } from './types';

/** Attribute scopes a subscription or REST call can name (seed 001 §3.3). */
export type AttributeScope = 'CLIENT_SCOPE' | 'SHARED_SCOPE' | 'SERVER_SCOPE';

/**
 * The live-data socket as views show it: `stale` means it was open and dropped, data shown
 * may be old while it reconnects.
 */
export type ConnectionState = 'closed' | 'connecting' | 'open' | 'stale';

/** Aggregation of a windowed time-series subscription (contract §6). */
export type SubscriptionAggregation = 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT' | 'NONE';

/** Key -> `[ts, value]` pairs, values as the server sends them (strings). */
export type TelemetryData = Record<string, [number, string][]>;

/**
 * What to subscribe to (v1 `tsSubCmds` / `attrSubCmds`). Two requests with the same entity,
 * kind, scope, keys and window share one server subscription.
 */
export interface TelemetrySubscriptionRequest {
  kind: 'TIMESERIES' | 'ATTRIBUTES';
  entityId: EntityId;
  /** Keys to follow; empty follows every key of the entity. */
  keys: string[];
  /** Attributes only; absent follows every scope. */
  scope?: AttributeScope;
  /** Time series only: fetch this window first, then live points; absent means latest values, then live. */
  window?: { startTs: number; timeWindow: number; interval: number; limit: number; agg: SubscriptionAggregation };
  /** Milliseconds added to every timestamp delivered to this subscriber (timezone offset). */
  tsOffset?: number;
}

/** One update for a subscriber: the changed keys, or the error the server reported. */
export interface TelemetryUpdate {
  /** 0 when fine; 1 internal, 2 bad request, 3 unauthorized, 34 too many updates (contract §8.1). */
  errorCode: number;
  errorMsg: string | null;
  /** Changed keys only; a deleted key arrives as `[[0, ""]]`. Empty on error. */
  data: TelemetryData;
}

/** A one-shot history read over the socket (`historyCmds`). */
export interface TelemetryHistoryRequest {
  entityId: EntityId;
  keys: string[];
  startTs: number;
  endTs: number;
  interval: number;
  limit: number;
  agg: SubscriptionAggregation;
  tsOffset?: number;
}

/** The v2 command lists (contract §8.2) a query subscription may use. */
export type QueryCommandKind = 'ENTITY_DATA' | 'ALARM_DATA' | 'COUNT';

/** A v2 update message (`cmdUpdateType` ENTITY_DATA, ALARM_DATA or COUNT_DATA), timestamps shifted. */
export interface QueryUpdate {
  cmdId: number;
  cmdUpdateType?: string;
  errorCode: number;
  errorMsg: string | null;
  data?: unknown;
  update?: unknown;
  count?: number;
  allowedEntities?: number;
  totalEntities?: number;
}

/** A live v2 query; `update` resends the command body under the same `cmdId` (e.g. a new `tsCmd`). */
export interface QuerySubscription extends Disposable {
  readonly cmdId: number;
  update(command: Record<string, unknown>): void;
}

/**
 * Live telemetry over the one WebSocket of the session: commands batched in the seed's order,
 * identical subscriptions shared, reconnect with back-off. Dispose what `subscribe` returns.
 *
 * @example
 * const subs = useService(subscriptionServiceRef);
 * useEffect(() => {
 *   const d = subs.subscribe({ kind: 'TIMESERIES', entityId, keys: ['temperature'] }, (u) => show(u.data));
 *   return () => d.dispose();
 * }, [subs, entityId]);
 * if (subs.state === 'stale') showStaleMarker();
 */
export interface SubscriptionService {
  /** Observable. */
  readonly state: ConnectionState;
  /** Follows keys of one entity; the first update holds the current values. */
  subscribe(request: TelemetrySubscriptionRequest, listener: (update: TelemetryUpdate) => void): Disposable;
  /** Reads history once over the socket. Rejects with the server's errorMsg on an error code. */
  history(request: TelemetryHistoryRequest): Promise<TelemetryData>;
  /** Sends a v2 query command (`query`, `latestCmd`, `tsCmd`, ...) and delivers its updates. */
  subscribeQuery(
    kind: QueryCommandKind, command: Record<string, unknown>, listener: (update: QueryUpdate) => void, tsOffset?: number,
  ): QuerySubscription;
}
/**
 * Merges an update into the values seen so far (a shared subscription's replay, a view's rows):
 * with `limit` null one newest point per key, else up to `limit` newest points. A deletion
 * (`[[0, ""]]`) clears the key; an older point never replaces a newer one.
 *
 * @example
 * setLatest((seen) => mergeTelemetryData(seen, update.data, null));
 */
export function mergeTelemetryData(seen: TelemetryData, update: TelemetryData, limit: number | null): TelemetryData {
  const merged: TelemetryData = { ...seen };
  for (const [key, points] of Object.entries(update)) {
    if (points.length === 1 && points[0][0] === 0) {
      delete merged[key];
      continue;
    }
    const all = [...(merged[key] ?? []), ...points];
    const byTs = new Map(all.map((p) => [p[0], p] as const));
    const sorted = [...byTs.values()].sort((a, b) => b[0] - a[0]);
    merged[key] = sorted.slice(0, limit ?? 1);
  }
  return merged;
}

/** Ref of the {@link SubscriptionService}. */
export const subscriptionServiceRef = createServiceRef<SubscriptionService>({ id: 'core.subscriptions' });
