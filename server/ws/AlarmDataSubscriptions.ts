import { MSG } from '../http/messages';
import { alarmDataQueryInput } from '../alarms/alarmQueryInput';
import type { AlarmChangeEvent, AlarmData, AlarmDataQuery } from '../alarms/types';
import { ApiError } from '../http/errors';
import { asObject } from '../store/ids';
import type { PageData } from '../store/paging';
import { ALLOWED_ENTITIES, BadCommand, cmdId, ERROR_UNAUTHORIZED, failCommand, REFRESH_MS, type WsContext } from './wsCommon';

/*
 * alarmDataCmds (contract §8.2 rule 6, §12): the first answer is the page in `data`; then
 * every alarm change of the caller's tenant re-runs the query (changes arriving together
 * share one run) and the result is compared with what the client holds: rows added,
 * removed or reordered re-send the page in `data`, rows that only changed (acknowledged,
 * cleared but still matching) come in `update`. A sliding window (`timeWindow > 0`) is
 * re-run when its oldest row leaves it, and every subscription at least every
 * REFRESH_MS so totals and the entity set stay current.
 */

/** Alarm changes arriving within this long cost one re-run. */
const SETTLE_MS = 50;

interface AlarmState {
  cmdId: number;
  query: AlarmDataQuery;
  page: PageData<AlarmData>;
  totalEntities: number;
  timer?: NodeJS.Timeout;
  /** When `timer` fires. */
  timerAt: number;
  /** A run is in progress; `dirty` asks for another one after it. */
  running: boolean;
  dirty: boolean;
}

function alarmMessage(cmdId: number, data: PageData<AlarmData> | null, update: AlarmData[] | null, totalEntities: number): object {
  return { cmdId, cmdUpdateType: 'ALARM_DATA', errorCode: 0, errorMsg: null, data, update, allowedEntities: ALLOWED_ENTITIES, totalEntities };
}

function alarmError(cmdId: number, errorCode: number, errorMsg: string): object {
  return { cmdId, cmdUpdateType: 'ALARM_DATA', errorCode, errorMsg, data: null, update: null, allowedEntities: ALLOWED_ENTITIES, totalEntities: 0 };
}

/** Whether both pages hold the same rows (alarm and matched entity) in the same order, out of the same total. */
function sameRows(a: PageData<AlarmData>, b: PageData<AlarmData>): boolean {
  return (
    a.totalElements === b.totalElements &&
    a.data.length === b.data.length &&
    a.data.every((row, index) => row.id.id === b.data[index]!.id.id && row.entityId.id === b.data[index]!.entityId.id)
  );
}

/** A row as text for change detection; entity fields are stamped with the query time, so their ts is left out. */
function rowText(row: AlarmData): string {
  const fields = row.latest.ENTITY_FIELD;
  if (!fields) return JSON.stringify(row);
  const entityFields = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.value]));
  return JSON.stringify({ ...row, latest: { ...row.latest, ENTITY_FIELD: entityFields } });
}

export class AlarmDataSubscriptions {
  private readonly subscriptions = new Map<number, AlarmState>();
  private stopListening: (() => void) | undefined;

  constructor(private readonly ctx: WsContext) {}

  async alarmData(raw: unknown): Promise<void> {
    const cmd = asObject(raw);
    let id = typeof cmd.cmdId === 'number' ? cmd.cmdId : 0;
    try {
      id = cmdId(cmd);
      if (cmd.query === undefined || cmd.query === null) throw new BadCommand(MSG.WS_QUERY_EMPTY);
      const query = alarmDataQueryInput(cmd.query);
      this.stop(id);
      const state: AlarmState = { cmdId: id, query, page: { data: [], totalPages: 0, totalElements: 0, hasNext: false }, totalEntities: 0, timerAt: 0, running: false, dirty: false };
      // Registered before the first run, so a change during it triggers a second one.
      this.subscriptions.set(id, state);
      this.stopListening ??= this.ctx.alarmQuery.bus.onAlarm((event) => this.changed(event));
      await this.run(state, true);
    } catch (error) {
      this.stop(id);
      if (error instanceof ApiError && error.status === 403) this.ctx.session.send(alarmError(id, ERROR_UNAUTHORIZED, error.message));
      else failCommand(this.ctx, id, error, (errorCode, errorMsg) => alarmError(id, errorCode, errorMsg));
    }
  }

  unsubscribe(raw: unknown): void {
    const cmd = asObject(raw);
    if (typeof cmd.cmdId === 'number') this.stop(cmd.cmdId);
  }

  dispose(): void {
    for (const id of [...this.subscriptions.keys()]) this.stop(id);
    this.stopListening?.();
    this.stopListening = undefined;
  }

  private changed(event: AlarmChangeEvent): void {
    if (event.tenantId !== this.ctx.user.tenantId) return;
    for (const state of this.subscriptions.values()) {
      if (state.running) state.dirty = true;
      else this.schedule(state, SETTLE_MS);
    }
  }

  /** Runs the query; the first run sends `data`, later ones what changed. Throws only on the first run. */
  private async run(state: AlarmState, first: boolean): Promise<void> {
    state.running = true;
    state.dirty = false;
    const { user } = this.ctx;
    try {
      // The alarm query first: it is what refuses callers without alarms (403).
      const page = await this.ctx.alarmQuery.find(user, state.query);
      const totalEntities = await this.ctx.entityQuery.count(user, { entityFilter: state.query.entityFilter, keyFilters: state.query.keyFilters });
      if (this.subscriptions.get(state.cmdId) !== state) return;
      if (first || !sameRows(page, state.page) || totalEntities !== state.totalEntities) {
        this.ctx.session.send(alarmMessage(state.cmdId, page, null, totalEntities));
      } else {
        const changed = page.data.filter((row, index) => rowText(row) !== rowText(state.page.data[index]!));
        if (changed.length > 0) this.ctx.session.send(alarmMessage(state.cmdId, null, changed, totalEntities));
      }
      state.page = page;
      state.totalEntities = totalEntities;
    } catch (error) {
      if (first) throw error;
      this.ctx.log.warn({ err: error }, 'websocket alarm data refresh failed');
    } finally {
      state.running = false;
    }
    if (this.subscriptions.get(state.cmdId) !== state) return;
    this.schedule(state, state.dirty ? SETTLE_MS : this.nextSlide(state));
  }

  /** Until the oldest row of a sliding window leaves it, at most REFRESH_MS. */
  private nextSlide(state: AlarmState): number {
    const { timeWindow } = state.query.pageLink;
    if (timeWindow <= 0 || state.page.data.length === 0) return REFRESH_MS;
    const oldest = Math.min(...state.page.data.map((row) => row.createdTime));
    return Math.min(REFRESH_MS, Math.max(SETTLE_MS, oldest + timeWindow + 1 - Date.now()));
  }

  /** Runs again in `delay` ms, unless a run is already due sooner. */
  private schedule(state: AlarmState, delay: number): void {
    const at = Date.now() + delay;
    if (state.timer) {
      if (state.timerAt <= at) return;
      clearTimeout(state.timer);
    }
    state.timerAt = at;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      if (state.running) state.dirty = true;
      else void this.run(state, false);
    }, delay);
    state.timer.unref();
  }

  private stop(id: number): void {
    const state = this.subscriptions.get(id);
    if (!state) return;
    if (state.timer) clearTimeout(state.timer);
    this.subscriptions.delete(id);
  }
}
