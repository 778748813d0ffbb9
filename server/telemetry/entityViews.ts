import type { Stores } from '../store/createStores';
import type { EntityView } from '../store/EntityViewStore';
import type { AttributeKv, AttributeScope, TsKv } from '../store/TelemetryStore';
import type { AttributesEvent, HistoryQuery, KeysDeletedEvent, TimeseriesEvent } from './types';

/*
 * An entity view's telemetry (contract §12), as ThingsBoard 3.3 serves it: time series are
 * read from the view's target device or asset, only the keys the view lists
 * (`keys.timeseries`; an empty list exposes none) and only points inside the view's window
 * [startTimeMs, endTimeMs) where 0 leaves that side open. Attributes are the target's
 * attributes of the keys listed for their scope (cs, sh, ss) whose lastUpdateTs falls in
 * the window -- what ThingsBoard copies onto the view -- merged with attributes saved on the
 * view itself (the newer one wins a shared key). Time series are never stored on a view:
 * ThingsBoard answers "read only" (TelemetryService refuses those writes with 400).
 */

/** Merged attribute reads list the scopes in this order (contract §6: client, shared, server). */
export const MERGED_SCOPE_ORDER: readonly AttributeScope[] = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'];

/** The field of EntityView.keys.attributes listing a scope's keys. */
const SCOPE_FIELD: Record<AttributeScope, 'cs' | 'sh' | 'ss'> = { CLIENT_SCOPE: 'cs', SHARED_SCOPE: 'sh', SERVER_SCOPE: 'ss' };

/** An attribute with its scope, as the entity data query reads attributes of many scopes at once. */
export type ScopedAttributeKv = AttributeKv & { scope: AttributeScope };

/** The exclusive end of the view's window. */
function windowEnd(view: EntityView): number {
  return view.endTimeMs > 0 ? view.endTimeMs : Number.MAX_SAFE_INTEGER;
}

/** Whether `ts` lies inside the view's [start, end) window. */
export function inViewWindow(view: EntityView, ts: number): boolean {
  return ts >= view.startTimeMs && ts < windowEnd(view);
}

/** The listed time-series keys, narrowed to `requested` (in its order) when given. */
export function viewTimeseriesKeys(view: EntityView, requested?: string[]): string[] {
  const listed = view.keys.timeseries ?? [];
  if (!requested) return [...new Set(listed)];
  return [...new Set(requested)].filter((key) => listed.includes(key));
}

/** The attribute keys the view lists for `scope`. */
export function viewAttributeKeys(view: EntityView, scope: AttributeScope): string[] {
  return view.keys.attributes?.[SCOPE_FIELD[scope]] ?? [];
}

/** The target's points the view shows. */
export function viewPoints(view: EntityView, points: TsKv[]): TsKv[] {
  const keys = viewTimeseriesKeys(view);
  return points.filter((point) => keys.includes(point.key) && inViewWindow(view, point.ts));
}

/** The target's attributes of `scope` the view shows. */
export function viewAttributes<T extends AttributeKv>(view: EntityView, scope: AttributeScope, entries: T[]): T[] {
  const keys = viewAttributeKeys(view, scope);
  return entries.filter((entry) => keys.includes(entry.key) && inViewWindow(view, entry.lastUpdateTs));
}

/** A history read of the target clipped to the view's keys and window; null when nothing can match. */
export function viewHistoryQuery(view: EntityView, query: HistoryQuery): HistoryQuery | null {
  const keys = viewTimeseriesKeys(view, query.keys);
  const startTs = Math.max(query.startTs, view.startTimeMs);
  const endTs = Math.min(query.endTs, windowEnd(view));
  if (keys.length === 0 || endTs <= startTs) return null;
  return { ...query, keys, startTs, endTs };
}

/** A target's time-series event as the view's subscribers see it; null when none of it shows. */
export function viewTimeseriesEvent(view: EntityView, event: TimeseriesEvent): TimeseriesEvent | null {
  const points = viewPoints(view, event.points);
  return points.length > 0 ? { ...event, entityId: view.id, points } : null;
}

/** A target's attributes event as the view's subscribers see it; null when none of it shows. */
export function viewAttributesEvent(view: EntityView, event: AttributesEvent): AttributesEvent | null {
  const entries = viewAttributes(view, event.scope, event.entries);
  return entries.length > 0 ? { ...event, entityId: view.id, entries } : null;
}

/** A target's key deletion as the view's subscribers see it; null when it removes no listed key. */
export function viewKeysDeletedEvent(view: EntityView, event: KeysDeletedEvent): KeysDeletedEvent | null {
  const listed = event.scope === null ? viewTimeseriesKeys(view) : viewAttributeKeys(view, event.scope);
  const keys = event.keys.filter((key) => listed.includes(key));
  return keys.length > 0 ? { ...event, entityId: view.id, keys } : null;
}

/** Own attributes first, then the target's; a key in both keeps the more recently updated value. */
function mergeNewest<T extends AttributeKv>(own: T[], projected: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const entry of [...own, ...projected]) {
    const seen = byKey.get(entry.key);
    if (!seen || entry.lastUpdateTs > seen.lastUpdateTs) byKey.set(entry.key, entry);
  }
  return [...byKey.values()];
}

/**
 * Reads an entity view's telemetry from the store: used by the telemetry service (REST,
 * WebSocket) and by the entity data query, so both show a view the same way.
 */
export class EntityViewTelemetry {
  constructor(private readonly stores: Stores) {}

  /** The view, or undefined when it does not exist (then it shows nothing). */
  find(viewId: string): Promise<EntityView | undefined> {
    return this.stores.entityViews.findById(viewId);
  }

  /**
   * The newest point inside the window of each listed key (of `requested` when given):
   * the target's latest value when it lies inside, else the newest stored point before the end.
   */
  async latest(view: EntityView, requested?: string[]): Promise<TsKv[]> {
    const keys = viewTimeseriesKeys(view, requested);
    if (keys.length === 0) return [];
    const latest = new Map((await this.stores.telemetry.findLatest(view.entityId.id)).map((point) => [point.key, point]));
    const found: TsKv[] = [];
    for (const key of keys) {
      const point = latest.get(key);
      if (!point || point.ts < view.startTimeMs) continue;
      if (inViewWindow(view, point.ts)) found.push(point);
      else found.push(...(await this.stores.telemetry.findHistory(view.entityId.id, key, view.startTimeMs, windowEnd(view), 'desc', 1)));
    }
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** Attributes of one scope: the view's own merged with the target's it shows. */
  async attributes(view: EntityView, scope: AttributeScope): Promise<AttributeKv[]> {
    const own = await this.stores.telemetry.findAttributes(view.id.id, scope);
    const projected = viewAttributes(view, scope, await this.stores.telemetry.findAttributes(view.entityId.id, scope));
    return mergeNewest(own, projected);
  }

  /** Latest points of `keys` per view id, for the entity data query. */
  async latestOfViews(viewIds: string[], keys: string[]): Promise<Map<string, TsKv[]>> {
    const result = new Map<string, TsKv[]>();
    for (const id of viewIds) {
      const view = await this.find(id);
      result.set(id, view ? await this.latest(view, keys) : []);
    }
    return result;
  }

  /** Attributes of all scopes with their scope per view id, for the entity data query. */
  async attributesOfViews(viewIds: string[], keys: string[]): Promise<Map<string, ScopedAttributeKv[]>> {
    const result = new Map<string, ScopedAttributeKv[]>();
    for (const id of viewIds) {
      const view = await this.find(id);
      const found: ScopedAttributeKv[] = [];
      for (const scope of MERGED_SCOPE_ORDER) {
        if (!view) break;
        for (const entry of await this.attributes(view, scope)) if (keys.includes(entry.key)) found.push({ ...entry, scope });
      }
      result.set(id, found);
    }
    return result;
  }
}
