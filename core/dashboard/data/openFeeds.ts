import {
  type Disposable, DisposableStore, type EntityId, type HttpService, type ScriptSandboxService,
  type SubscriptionService, type TelemetryUpdate, toDisposable,
} from '@tessera/sdk';
import { type SubscriptionTimewindow } from '@tessera/ui';
import { type DataKeyConfig } from '../model/types';
import { alarmFeed } from './alarmFeed';
import { type BucketAggregation, BucketAggregator } from './BucketAggregator';
import { errorMessage, type Translate } from './errorMessage';
import { type KeyFilter } from './keyFilters';
import { type SourcePlan } from './resolveDatasources';
import { isDeletion, type Point, toDataValue, toPoints } from './seriesBuffer';

/** Where feeds put what they receive, by series index (configuration order). */
export interface FeedSink {
  push(index: number, points: Point[]): void;
  clear(index: number): void;
  fail(message: string): void;
}

export interface FeedEnv {
  subscriptions: SubscriptionService;
  http: HttpService;
  sandbox?: ScriptSandboxService;
  /** The window of a time-series widget; null follows latest values. */
  window: SubscriptionTimewindow | null;
  /** The server entity filter of an alias now (entity count datasources). */
  entityFilter(aliasId: string): Record<string, unknown> | null;
  /** The key filters of a dashboard filter now (none without one). */
  keyFilters(filterId: string | null | undefined): readonly KeyFilter[];
  now(): number;
  every(ms: number, fn: () => void): Disposable;
  t: Translate;
}

/** Entity fields every resolved entity already carries. */
const KNOWN_FIELDS = new Set(['name', 'label', 'entityType']);
/** Seed 001: function keys produce a point every second. */
export const FUNCTION_PERIOD_MS = 1000;

type Keyed = { key: DataKeyConfig; index: number };

/**
 * Opens the live data of resolved datasources (seed 001 §3.3): v1 time-series and attribute
 * subscriptions per entity, a history read for history windows, entity fields, the newest
 * alarm's fields (v2 ALARM_DATA), function keys run in the sandbox every second and v2 COUNT queries. Dispose closes everything.
 */
export function openFeeds(sources: readonly SourcePlan[], env: FeedEnv, sink: FeedSink): Disposable {
  const store = new DisposableStore();
  let index = 0;
  for (const source of sources) {
    const keys: Keyed[] = (source.config.dataKeys ?? []).map((key) => ({ key, index: index++ }));
    const ofType = (type: DataKeyConfig['type']) => keys.filter((k) => k.key.type === type);
    const functions = ofType('function');
    if (functions.length > 0) store.add(functionFeed(functions, env, sink));
    if (source.config.type === 'entityCount') {
      store.add(countFeed(source, keys, env, sink));
      continue;
    }
    const entity = source.entity;
    if (source.config.type !== 'entity' || !entity) continue;
    const timeseries = ofType('timeseries');
    const attributes = ofType('attribute');
    const alarms = ofType('alarm');
    if (timeseries.length > 0) store.add(timeseriesFeed(entity.id, timeseries, env, sink));
    if (attributes.length > 0) {
      store.add(env.subscriptions.subscribe(
        { kind: 'ATTRIBUTES', entityId: entity.id, keys: names(attributes) }, (u) => deliver(u, attributes, sink),
      ));
    }
    if (alarms.length > 0) {
      store.add(alarmFeed(
        (kind, command, listener) => env.subscriptions.subscribeQuery(kind, command, listener), entity.id,
        alarms.map((k) => ({ index: k.index, name: k.key.name })), env.window,
        { show: (i, point) => { sink.clear(i); if (point) sink.push(i, [point]); }, fail: (message) => sink.fail(message) },
      ));
    }
    const fields = ofType('entityField');
    const now = env.now();
    const values: Record<string, string | undefined> = { name: entity.name, label: entity.label ?? '', entityType: entity.entityType };
    for (const k of fields.filter((f) => KNOWN_FIELDS.has(f.key.name))) sink.push(k.index, toPoints([[now, values[k.key.name] ?? '']]));
    const others = fields.filter((f) => !KNOWN_FIELDS.has(f.key.name));
    if (others.length > 0) void fetchFields(entity.id, others, env, sink);
  }
  return store;
}

const names = (keys: readonly Keyed[]) => [...new Set(keys.map((k) => k.key.name))];

type Pairs = readonly (readonly [number, string])[];

/** How a key's server pairs become points: as they are, or folded into buckets. */
interface KeyCodec { points(k: Keyed, raw: Pairs): Point[]; clear(k: Keyed): void }
const RAW: KeyCodec = { points: (_k, raw) => toPoints(raw), clear: () => undefined };

/** Routes a v1 update to the series of its keys. */
function deliver(update: TelemetryUpdate, keys: readonly Keyed[], sink: FeedSink, codec: KeyCodec = RAW): void {
  if (update.errorCode !== 0) {
    sink.fail(update.errorMsg || `error ${update.errorCode}`);
    return;
  }
  for (const k of keys) {
    const raw = update.data[k.key.name];
    if (!raw) continue;
    if (isDeletion(raw)) {
      codec.clear(k);
      sink.clear(k.index);
    } else {
      const points = codec.points(k, raw);
      if (points.length > 0) sink.push(k.index, points);
    }
  }
}

/** A realtime aggregated window: live raw points update their bucket (see BucketAggregator). */
function bucketCodec(w: SubscriptionTimewindow): KeyCodec {
  const agg = w.agg as BucketAggregation;
  const window = { agg, startTs: w.startTs + w.tsOffset, interval: w.interval, historyEndTs: w.startTs + w.timeWindow + w.tsOffset };
  const aggregators = new Map<number, BucketAggregator>();
  const of = (k: Keyed) => {
    let aggregator = aggregators.get(k.index);
    if (!aggregator) aggregators.set(k.index, (aggregator = new BucketAggregator(window)));
    return aggregator;
  };
  return { points: (k, raw) => of(k).apply(raw), clear: (k) => of(k).clear() };
}

function timeseriesFeed(entityId: EntityId, keys: readonly Keyed[], env: FeedEnv, sink: FeedSink): Disposable {
  const w = env.window;
  if (w && w.endTs !== null) {
    // A history window is read once; nothing live arrives for a closed period.
    let live = true;
    env.subscriptions.history({
      entityId, keys: names(keys), startTs: w.startTs, endTs: w.endTs, interval: w.interval, limit: w.limit, agg: w.agg, tsOffset: w.tsOffset,
    }).then(
      (data) => { if (live) deliver({ errorCode: 0, errorMsg: null, data }, keys, sink); },
      (error: unknown) => { if (live) sink.fail(errorMessage(error)); },
    );
    return toDisposable(() => { live = false; });
  }
  const window = w ? { startTs: w.startTs, timeWindow: w.timeWindow, interval: w.interval, limit: w.limit, agg: w.agg } : undefined;
  const codec = w && w.agg !== 'NONE' && w.interval > 0 ? bucketCodec(w) : RAW;
  return env.subscriptions.subscribe(
    { kind: 'TIMESERIES', entityId, keys: names(keys), ...(window ? { window, tsOffset: w!.tsOffset } : {}) },
    (u) => deliver(u, keys, sink, codec),
  );
}

/** Entity fields other than name and label, read once through the entity query. */
async function fetchFields(entityId: EntityId, keys: readonly Keyed[], env: FeedEnv, sink: FeedSink): Promise<void> {
  try {
    const page = await env.http.post<{ data: { latest?: { ENTITY_FIELD?: Record<string, { ts: number; value: string }> } }[] }>(
      '/api/entitiesQuery/find', {
        entityFilter: { type: 'singleEntity', singleEntity: entityId },
        pageLink: { page: 0, pageSize: 1, textSearch: null, dynamic: false },
        entityFields: keys.map((k) => ({ type: 'ENTITY_FIELD', key: k.key.name })),
        latestValues: [],
      }, { ignoreLoading: true, ignoreErrors: true });
    const fields = page.data?.[0]?.latest?.ENTITY_FIELD ?? {};
    const now = env.now();
    for (const k of keys) sink.push(k.index, toPoints([[now, fields[k.key.name]?.value ?? '']]));
  } catch (error) {
    sink.fail(errorMessage(error));
  }
}

function functionFeed(keys: readonly Keyed[], env: FeedEnv, sink: FeedSink): Disposable {
  const sandbox = env.sandbox;
  if (!sandbox) {
    sink.fail(env.t('widget-data.no-sandbox'));
    return toDisposable(() => undefined);
  }
  const prev = new Map<number, unknown>();
  let running = false;
  let live = true;
  const tick = async () => {
    // A slow sandbox skips ticks rather than queueing them.
    if (running) return;
    running = true;
    const time = env.now();
    try {
      for (const k of keys) {
        const value = await sandbox.run(k.key.funcBody ?? 'return prevValue;', ['time', 'prevValue'], [time, prev.get(k.index) ?? 0]);
        if (!live) return;
        prev.set(k.index, value);
        sink.push(k.index, [[time, toDataValue(value)]]);
      }
    } catch (error) {
      if (live) sink.fail(env.t('widget-data.function-failed', { message: errorMessage(error) }));
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = env.every(FUNCTION_PERIOD_MS, () => void tick());
  return toDisposable(() => { live = false; timer.dispose(); });
}

function countFeed(source: SourcePlan, keys: readonly Keyed[], env: FeedEnv, sink: FeedSink): Disposable {
  const entityFilter = source.config.entityAliasId ? env.entityFilter(source.config.entityAliasId) : null;
  const counted = keys.filter((k) => k.key.type === 'count');
  if (!entityFilter) {
    for (const k of counted) sink.push(k.index, [[env.now(), 0]]);
    return toDisposable(() => undefined);
  }
  const keyFilters = env.keyFilters(source.config.filterId);
  return env.subscriptions.subscribeQuery('COUNT', { query: { entityFilter, keyFilters } }, (update) => {
    if (update.errorCode !== 0) {
      sink.fail(update.errorMsg || `error ${update.errorCode}`);
      return;
    }
    if (typeof update.count !== 'number') return;
    const now = env.now();
    for (const k of counted) sink.push(k.index, [[now, update.count]]);
  });
}
