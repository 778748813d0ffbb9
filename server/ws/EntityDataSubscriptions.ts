import { MSG } from '../http/messages';
import { entityCountQueryInput, entityDataQueryInput, entityKeyInput, type EntityDataQuery, type EntityKey } from '../query/entityQueryInput';
import { KEY_SCOPES, type EntityData, type LatestValues, type TsValue } from '../query/EntityQueryService';
import { asObject, type EntityId, type JsonObject } from '../store/ids';
import type { PageData } from '../store/paging';
import type { TsKv } from '../store/TelemetryStore';
import { kvText } from '../telemetry/kvTyping';
import type { AttributesEvent, HistoryQuery, TimeseriesEvent } from '../telemetry/types';
import {
  aggregation,
  ALLOWED_ENTITIES,
  BadCommand,
  cmdId,
  ERROR_INTERNAL,
  ERROR_UNAUTHORIZED,
  failCommand,
  FAILED_TO_FETCH_HISTORY,
  keyList,
  NO_LONGER_READABLE,
  numberField,
  REFRESH_MS,
  type WsContext,
} from './wsCommon';
import type { EntityWatcher } from './TelemetryHub';
import type { Batch } from './WsSession';

/*
 * v2 commands (contract §8.2): entity data (query + latest/ts/history) and entity count,
 * with their unsubscribes (alarm data: AlarmDataSubscriptions). The first answer for a cmdId is
 * a full page in `data`; later changes come in `update`, latest values deduplicated.
 */

interface DataState {
  cmdId: number;
  query: EntityDataQuery;
  page: PageData<EntityData>;
  dataSent: boolean;
  latestKeys: EntityKey[];
  /** Last value sent per entity and `${type}:${key}`, to drop stale and duplicate ones. */
  last: Map<string, Map<string, TsValue>>;
  tsKeys: string[] | null;
  stopLatest: (() => void)[];
  stopTs: (() => void)[];
  refresh?: NodeJS.Timeout;
}

function dataMessage(cmdId: number, data: PageData<EntityData> | null, update: EntityData[] | null): object {
  return { cmdId, cmdUpdateType: 'ENTITY_DATA', errorCode: 0, errorMsg: null, data, update, allowedEntities: ALLOWED_ENTITIES };
}

function dataError(cmdId: number, errorCode: number, errorMsg: string): object {
  return { cmdId, cmdUpdateType: 'ENTITY_DATA', errorCode, errorMsg, data: null, update: null, allowedEntities: ALLOWED_ENTITIES };
}

function countMessage(cmdId: number, count: number): object {
  return { cmdId, cmdUpdateType: 'COUNT_DATA', errorCode: 0, errorMsg: null, count };
}

function cell(type: string, key: string): string {
  return `${type}:${key}`;
}

function entityKeys(value: unknown): EntityKey[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new BadCommand('Invalid keys!');
  return value.map((key) => entityKeyInput(key, 'keys'));
}

function uniqueKeys(keys: EntityKey[]): EntityKey[] {
  return [...new Map(keys.map((key) => [cell(key.type, key.key), key])).values()];
}

/** Updates of one entity data subscription within a tick, merged per entity. */
class EntityUpdates implements Batch {
  size = 0;
  private readonly byEntity = new Map<string, EntityData>();

  constructor(private readonly cmdId: number) {}

  add(updates: EntityData[]): this {
    for (const update of updates) {
      const merged = this.byEntity.get(update.entityId.id) ?? { entityId: update.entityId, latest: null, timeseries: null };
      if (update.latest) {
        merged.latest ??= {};
        for (const [type, values] of Object.entries(update.latest) as [keyof LatestValues, Record<string, TsValue>][]) {
          merged.latest[type] = { ...merged.latest[type], ...values };
          this.size += Object.keys(values).length;
        }
      }
      if (update.timeseries) {
        merged.timeseries ??= {};
        for (const [key, values] of Object.entries(update.timeseries)) {
          (merged.timeseries[key] ??= []).push(...values);
          this.size += values.length;
        }
      }
      this.byEntity.set(update.entityId.id, merged);
    }
    return this;
  }

  render(): object {
    return dataMessage(this.cmdId, null, [...this.byEntity.values()]);
  }
}

export class EntityDataSubscriptions {
  private readonly data = new Map<number, DataState>();
  private readonly counts = new Map<number, NodeJS.Timeout>();

  constructor(private readonly ctx: WsContext) {}

  async entityData(raw: unknown): Promise<void> {
    const cmd = asObject(raw);
    let id = typeof cmd.cmdId === 'number' ? cmd.cmdId : 0;
    try {
      id = cmdId(cmd);
      let state = this.data.get(id);
      const latestCmd = cmd.latestCmd === undefined || cmd.latestCmd === null ? null : asObject(cmd.latestCmd);
      const latestKeys = latestCmd ? entityKeys(latestCmd.keys) : null;
      if (cmd.query !== undefined && cmd.query !== null) {
        const query = entityDataQueryInput(cmd.query);
        query.latestValues = uniqueKeys([...query.latestValues, ...(latestKeys ?? [])]);
        // ThingsBoard keeps a live cmdId's context: once its data went out, history answers as an update.
        const dataSent = state?.dataSent ?? false;
        this.stop(id);
        const page = await this.ctx.entityQuery.find(this.ctx.user, query);
        state = { cmdId: id, query, page, dataSent, latestKeys: [], last: new Map(), tsKeys: null, stopLatest: [], stopTs: [] };
        this.data.set(id, state);
        this.remember(state, page.data);
        if (!cmd.historyCmd && !cmd.tsCmd) this.sendData(state);
        if (query.pageLink.dynamic) state.refresh = this.every(() => this.refresh(id));
      } else if (!state) {
        throw new BadCommand(MSG.WS_QUERY_EMPTY);
      }
      if (latestKeys) await this.subscribeLatest(state, latestKeys, cmd.query === undefined || cmd.query === null);
      if (cmd.historyCmd) await this.history(state, asObject(cmd.historyCmd), false);
      else if (cmd.tsCmd) await this.history(state, asObject(cmd.tsCmd), true);
    } catch (error) {
      this.fail(id, error);
    }
  }

  async entityCount(raw: unknown): Promise<void> {
    const cmd = asObject(raw);
    let id = typeof cmd.cmdId === 'number' ? cmd.cmdId : 0;
    try {
      id = cmdId(cmd);
      // A repeated count command for a live cmdId is ignored, as ThingsBoard ignores it.
      if (this.counts.has(id)) return;
      if (cmd.query === undefined || cmd.query === null) throw new BadCommand(MSG.WS_QUERY_EMPTY);
      const query = entityCountQueryInput(cmd.query);
      let last = await this.ctx.entityQuery.count(this.ctx.user, query);
      this.ctx.session.send(countMessage(id, last));
      this.counts.set(
        id,
        this.every(async () => {
          const count = await this.ctx.entityQuery.count(this.ctx.user, query);
          if (count !== last && this.counts.has(id)) this.ctx.session.send(countMessage(id, (last = count)));
        }),
      );
    } catch (error) {
      this.fail(id, error);
    }
  }

  unsubscribeData(raw: unknown): void {
    const cmd = asObject(raw);
    if (typeof cmd.cmdId === 'number') this.stop(cmd.cmdId);
  }

  unsubscribeCount(raw: unknown): void {
    const cmd = asObject(raw);
    if (typeof cmd.cmdId === 'number') this.stopCount(cmd.cmdId);
  }

  dispose(): void {
    for (const id of [...this.data.keys()]) this.stop(id);
    for (const id of [...this.counts.keys()]) this.stopCount(id);
  }

  /** Whether an entity data subscription's page holds entity `id`. */
  watches(id: string): boolean {
    for (const state of this.data.values()) if (state.page.data.some((data) => data.entityId.id === id)) return true;
    return false;
  }

  /**
   * Ends, with errorCode 3, the entity data subscriptions whose page holds an entity the
   * user may no longer read; only pages holding `changed` entity ids, or all when null.
   * Counts need nothing: each run counts what the user may read then.
   */
  async recheck(changed: ReadonlySet<string> | null): Promise<void> {
    for (const state of [...this.data.values()]) {
      const entities = this.entities(state).filter((entityId) => changed === null || changed.has(entityId.id));
      if (entities.length === 0) continue;
      const lost = await this.ctx.access.unreadable(this.ctx.user, entities);
      // Unsubscribed or replaced by a new query while access was checked: nothing to end.
      if (lost.length === 0 || this.data.get(state.cmdId) !== state) continue;
      this.stop(state.cmdId);
      this.ctx.session.send(dataError(state.cmdId, ERROR_UNAUTHORIZED, NO_LONGER_READABLE));
    }
  }

  private fail(id: number, error: unknown): void {
    failCommand(this.ctx, id, error, (errorCode, errorMsg) => dataError(id, errorCode, errorMsg));
  }

  private every(work: () => Promise<void>): NodeJS.Timeout {
    const timer = setInterval(() => {
      work().catch((error: unknown) => this.ctx.log.warn({ err: error }, 'websocket refresh failed'));
    }, REFRESH_MS);
    timer.unref();
    return timer;
  }

  private sendData(state: DataState): void {
    state.dataSent = true;
    this.ctx.session.send(dataMessage(state.cmdId, state.page, null));
  }

  private remember(state: DataState, data: EntityData[]): void {
    for (const entity of data) {
      const last = state.last.get(entity.entityId.id) ?? new Map<string, TsValue>();
      for (const [type, values] of Object.entries(entity.latest ?? {})) {
        for (const [key, value] of Object.entries(values)) if (value.ts > 0) last.set(cell(type, key), value);
      }
      state.last.set(entity.entityId.id, last);
    }
  }

  private entities(state: DataState): EntityId[] {
    return state.page.data.map((data) => data.entityId);
  }

  /** latestCmd: replaces the latest subscription; without a new query the current values come first. */
  private async subscribeLatest(state: DataState, keys: EntityKey[], fetch: boolean): Promise<void> {
    for (const stop of state.stopLatest.splice(0)) stop();
    state.latestKeys = uniqueKeys(keys);
    if (fetch && state.latestKeys.length > 0) {
      const values = await this.ctx.entityQuery.latestOf(this.entities(state), state.latestKeys);
      const updates = this.entities(state).map((entityId) => ({ entityId, latest: values.get(entityId.id) ?? {}, timeseries: null }));
      this.remember(state, updates);
      for (const data of state.page.data) data.latest = { ...data.latest, ...values.get(data.entityId.id) };
      if (state.dataSent) this.ctx.session.send(dataMessage(state.cmdId, null, updates));
      else this.sendData(state);
    }
    const live = state.latestKeys.filter((key) => key.type === 'TIME_SERIES' || key.type in KEY_SCOPES);
    if (live.length === 0) return;
    for (const entityId of this.entities(state)) {
      await this.watch(state, state.stopLatest, entityId, {
        onTimeseries: (event) => this.latestChanged(state, entityId, this.timeseriesChanges(state, event)),
        onAttributes: (event) => this.latestChanged(state, entityId, this.attributeChanges(state, event)),
      });
    }
  }

  private timeseriesChanges(state: DataState, event: TimeseriesEvent): [EntityKey, TsValue][] {
    const newest = new Map<string, TsKv>();
    for (const point of event.points) {
      const seen = newest.get(point.key);
      if (!seen || point.ts >= seen.ts) newest.set(point.key, point);
    }
    return state.latestKeys.flatMap((key) => {
      const point = key.type === 'TIME_SERIES' ? newest.get(key.key) : undefined;
      return point ? [[key, { ts: point.ts, value: kvText(point.value) }] as [EntityKey, TsValue]] : [];
    });
  }

  private attributeChanges(state: DataState, event: AttributesEvent): [EntityKey, TsValue][] {
    return state.latestKeys.flatMap((key) => {
      const scope = KEY_SCOPES[key.type];
      if (scope === undefined || (scope !== null && scope !== event.scope)) return [];
      const entry = event.entries.find((each) => each.key === key.key);
      return entry ? [[key, { ts: entry.lastUpdateTs, value: kvText(entry.value) }] as [EntityKey, TsValue]] : [];
    });
  }

  /** Pushes the changes that are neither older than nor equal to what was last sent. */
  private latestChanged(state: DataState, entityId: EntityId, changes: [EntityKey, TsValue][]): void {
    const last = state.last.get(entityId.id) ?? new Map<string, TsValue>();
    state.last.set(entityId.id, last);
    const latest: LatestValues = {};
    let count = 0;
    for (const [key, value] of changes) {
      const previous = last.get(cell(key.type, key.key));
      if (previous && (value.ts < previous.ts || (value.ts === previous.ts && value.value === previous.value))) continue;
      last.set(cell(key.type, key.key), value);
      (latest[key.type] ??= {})[key.key] = value;
      count++;
    }
    if (count === 0) return;
    this.push(state, [{ entityId, latest, timeseries: null }], count);
  }

  /** historyCmd (one shot) or tsCmd (the window, then live points): replaces the time-series subscription. */
  private async history(state: DataState, cmd: JsonObject, live: boolean): Promise<void> {
    for (const stop of state.stopTs.splice(0)) stop();
    state.tsKeys = null;
    const keys = keyList(cmd.keys);
    const startTs = numberField(cmd, 'startTs', 0);
    const endTs = live ? startTs + numberField(cmd, 'timeWindow', 0) : numberField(cmd, 'endTs', Date.now());
    const limit = numberField(cmd, 'limit', 0);
    const query: HistoryQuery = { keys, startTs, endTs, interval: numberField(cmd, 'interval', 0), limit: limit > 0 ? limit : 100, agg: aggregation(cmd), orderBy: 'DESC' };
    try {
      for (const data of state.page.data) {
        const found = keys.length > 0 ? await this.ctx.telemetry.history(data.entityId, query) : {};
        data.timeseries = Object.fromEntries(keys.map((key) => [key, (found[key] ?? []).map((point) => ({ ts: point.ts, value: kvText(point.value) }))]));
      }
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'websocket history failed');
      this.ctx.session.send(dataError(state.cmdId, ERROR_INTERNAL, FAILED_TO_FETCH_HISTORY));
      return;
    }
    if (state.dataSent) this.ctx.session.send(dataMessage(state.cmdId, null, state.page.data));
    else this.sendData(state);
    if (live) await this.subscribeTimeseries(state, keys);
  }

  private async subscribeTimeseries(state: DataState, keys: string[]): Promise<void> {
    state.tsKeys = keys;
    for (const entityId of this.entities(state)) {
      await this.watch(state, state.stopTs, entityId, {
        onTimeseries: (event) => {
          const timeseries: Record<string, TsValue[]> = {};
          let count = 0;
          for (const point of event.points) {
            if (!keys.includes(point.key)) continue;
            (timeseries[point.key] ??= []).push({ ts: point.ts, value: kvText(point.value) });
            count++;
          }
          if (count > 0) this.push(state, [{ entityId, latest: null, timeseries }], count);
        },
      });
    }
  }

  /** Watches the entity for `state`, unless the subscription was stopped while the watch was set up. */
  private async watch(state: DataState, stops: (() => void)[], entityId: EntityId, watcher: EntityWatcher): Promise<void> {
    const stop = await this.ctx.hub.watchEntity(entityId, watcher);
    if (this.data.get(state.cmdId) === state) stops.push(stop);
    else stop();
  }

  private push(state: DataState, updates: EntityData[], size: number): void {
    this.ctx.session.update(`v2:${state.cmdId}`, state.cmdId, size, (batch) => ((batch as EntityUpdates | undefined) ?? new EntityUpdates(state.cmdId)).add(updates));
  }

  /** Dynamic page links: a changed entity set is sent again in full and resubscribed. */
  private async refresh(id: number): Promise<void> {
    const state = this.data.get(id);
    if (!state) return;
    const page = await this.ctx.entityQuery.find(this.ctx.user, state.query);
    if (this.data.get(id) !== state) return;
    const ids = (data: EntityData[]) => data.map((each) => each.entityId.id).join(',');
    if (ids(page.data) === ids(state.page.data) && page.totalElements === state.page.totalElements) return;
    state.page = page;
    state.last.clear();
    this.remember(state, page.data);
    this.ctx.session.forget(`v2:${id}`);
    this.sendData(state);
    await this.subscribeLatest(state, state.latestKeys, false);
    const tsKeys = state.tsKeys;
    for (const stop of state.stopTs.splice(0)) stop();
    if (tsKeys) await this.subscribeTimeseries(state, tsKeys);
  }

  private stop(id: number): void {
    const state = this.data.get(id);
    if (!state) return;
    for (const stop of [...state.stopLatest, ...state.stopTs]) stop();
    if (state.refresh) clearInterval(state.refresh);
    this.data.delete(id);
    this.ctx.session.forget(`v2:${id}`);
  }

  private stopCount(id: number): void {
    const timer = this.counts.get(id);
    if (timer) clearInterval(timer);
    this.counts.delete(id);
  }
}
