import { MSG } from '../http/messages';
import type { EntityId, JsonObject } from '../store/ids';
import type { AttributeScope, TsKv } from '../store/TelemetryStore';
import { ATTRIBUTE_SCOPES } from '../store/TelemetryStore';
import { kvText } from '../telemetry/kvTyping';
import type { HistoryQuery } from '../telemetry/types';
import type { EntityWatcher } from './TelemetryHub';
import {
  aggregation,
  BadCommand,
  cmdId,
  commandEntity,
  ERROR_BAD_REQUEST,
  ERROR_INTERNAL,
  ERROR_UNAUTHORIZED,
  FAILED_TO_FETCH_ATTRIBUTES,
  FAILED_TO_FETCH_DATA,
  FAILED_TO_FETCH_HISTORY,
  keyList,
  NO_LONGER_READABLE,
  numberField,
  v1Error,
  type WsContext,
} from './wsCommon';
import type { Batch } from './WsSession';

/*
 * Legacy (v1) commands (contract §8.1): attribute and time-series subscriptions and
 * one-shot history, answered with `subscriptionId` updates whose values are strings.
 */

type Pairs = Record<string, [number, string][]>;

/** The v1 update: `latestValues` is the ts of each key's last pair. */
export function v1Update(subscriptionId: number, data: Pairs): object {
  const latestValues: Record<string, number> = {};
  for (const [key, pairs] of Object.entries(data)) if (pairs.length > 0) latestValues[key] = pairs[pairs.length - 1]![0];
  return { subscriptionId, errorCode: 0, errorMsg: null, data, latestValues };
}

function pairsOf(points: { key: string; ts: number; value: TsKv['value'] }[]): Pairs {
  const data: Pairs = {};
  for (const point of points) (data[point.key] ??= []).push([point.ts, kvText(point.value)]);
  return data;
}

/** Live values of one subscription collected over a tick. */
class PairsBatch implements Batch {
  size = 0;
  private readonly data: Pairs = {};

  constructor(private readonly subscriptionId: number) {}

  add(data: Pairs): this {
    for (const [key, pairs] of Object.entries(data)) {
      (this.data[key] ??= []).push(...pairs);
      this.size += pairs.length;
    }
    return this;
  }

  render(): object {
    return v1Update(this.subscriptionId, this.data);
  }
}

function sizeOf(data: Pairs): number {
  return Object.values(data).reduce((sum, pairs) => sum + pairs.length, 0);
}

interface Subscription {
  entity: EntityId;
  stop: () => void;
}

export class LegacySubscriptions {
  private readonly subscriptions = new Map<number, Subscription>();

  constructor(private readonly ctx: WsContext) {}

  async attributes(cmd: JsonObject): Promise<void> {
    await this.run(cmd, FAILED_TO_FETCH_ATTRIBUTES, async (id, entity) => {
      const keys = keyList(cmd.keys);
      const scope = this.scope(cmd.scope);
      const wanted = (key: string) => keys.length === 0 || keys.includes(key);
      await this.listen(id, entity, {
        onAttributes: (event) => {
          if (scope && event.scope !== scope) return;
          this.push(id, pairsOf(event.entries.filter((entry) => wanted(entry.key)).map((entry) => ({ ...entry, ts: entry.lastUpdateTs }))));
        },
        onKeysDeleted: (event) => {
          if (event.scope === null || (scope && event.scope !== scope)) return;
          this.push(id, Object.fromEntries(event.keys.filter(wanted).map((key) => [key, [[0, '']]])));
        },
      });
      const current = await this.ctx.telemetry.attributes(entity, scope, keys.length > 0 ? keys : undefined);
      this.ctx.session.send(v1Update(id, pairsOf(current.map((attr) => ({ ...attr, ts: attr.lastUpdateTs })))));
    });
  }

  async timeseries(cmd: JsonObject): Promise<void> {
    await this.run(cmd, FAILED_TO_FETCH_DATA, async (id, entity) => {
      const keys = keyList(cmd.keys);
      const timeWindow = numberField(cmd, 'timeWindow', 0);
      const wanted = (key: string) => keys.length === 0 || keys.includes(key);
      await this.listen(id, entity, {
        onTimeseries: (event) => this.push(id, pairsOf(event.points.filter((point) => wanted(point.key)))),
        onKeysDeleted: (event) => {
          if (event.scope !== null) return;
          this.push(id, Object.fromEntries(event.keys.filter(wanted).map((key) => [key, [[0, '']]])));
        },
      });
      if (timeWindow > 0) {
        const startTs = numberField(cmd, 'startTs', Date.now() - timeWindow);
        const historyKeys = keys.length > 0 ? keys : await this.ctx.telemetry.timeseriesKeys(entity);
        const history = await this.ctx.telemetry.history(entity, this.historyQuery(cmd, historyKeys, startTs, startTs + timeWindow));
        this.ctx.session.send(v1Update(id, pairsOf(Object.values(history).flat())));
      } else {
        const latest = await this.ctx.telemetry.latest(entity, keys.length > 0 ? keys : undefined);
        this.ctx.session.send(v1Update(id, pairsOf(latest)));
      }
    });
  }

  async history(cmd: JsonObject): Promise<void> {
    await this.run(cmd, FAILED_TO_FETCH_HISTORY, async (id, entity) => {
      const keys = keyList(cmd.keys);
      if (keys.length === 0) throw new BadCommand(MSG.WS_KEYS_EMPTY);
      const endTs = numberField(cmd, 'endTs', Date.now());
      const history = await this.ctx.telemetry.history(entity, this.historyQuery(cmd, keys, numberField(cmd, 'startTs', 0), endTs));
      this.ctx.session.send(v1Update(id, pairsOf(Object.values(history).flat())));
    });
  }

  dispose(): void {
    for (const id of [...this.subscriptions.keys()]) this.cancel(id);
  }

  /** Whether a subscription delivers the values of entity `id`. */
  watches(id: string): boolean {
    for (const subscription of this.subscriptions.values()) if (subscription.entity.id === id) return true;
    return false;
  }

  /**
   * Ends, with errorCode 3, the subscriptions whose entity the user may no longer read;
   * only those on `changed` entity ids, or all when null.
   */
  async recheck(changed: ReadonlySet<string> | null): Promise<void> {
    const affected = [...this.subscriptions].filter(([, subscription]) => changed === null || changed.has(subscription.entity.id));
    if (affected.length === 0) return;
    const lost = new Set((await this.ctx.access.unreadable(this.ctx.user, affected.map(([, subscription]) => subscription.entity))).map((entity) => entity.id));
    for (const [id, subscription] of affected) {
      // Replaced or cancelled while access was checked: the new one was checked by its own command.
      if (!lost.has(subscription.entity.id) || this.subscriptions.get(id) !== subscription) continue;
      this.cancel(id);
      this.ctx.session.send(v1Error(id, ERROR_UNAUTHORIZED, NO_LONGER_READABLE));
    }
  }

  /**
   * Common handling: unsubscribe (one cmdId, or all with no entityId), command checks
   * (errorCode 2), read access (errorCode 1 with `failure`), then `work`.
   */
  private async run(cmd: JsonObject, failure: string, work: (id: number, entity: EntityId) => Promise<void>): Promise<void> {
    let id = typeof cmd.cmdId === 'number' ? cmd.cmdId : 0;
    try {
      id = cmdId(cmd);
      if (cmd.unsubscribe === true) {
        if (cmd.entityId === undefined || cmd.entityId === null || cmd.entityId === '') this.dispose();
        else this.cancel(id);
        return;
      }
      const entity = commandEntity(cmd);
      try {
        await this.ctx.access.assertCanRead(this.ctx.user, entity);
      } catch {
        this.ctx.session.send(v1Error(id, ERROR_INTERNAL, FAILED_TO_FETCH_DATA));
        return;
      }
      this.cancel(id);
      await work(id, entity);
    } catch (error) {
      this.cancel(id);
      if (error instanceof BadCommand) this.ctx.session.send(v1Error(id, ERROR_BAD_REQUEST, error.message));
      else {
        this.ctx.log.warn({ err: error }, 'websocket v1 command failed');
        this.ctx.session.send(v1Error(id, ERROR_INTERNAL, failure));
      }
    }
  }

  private scope(value: unknown): AttributeScope | null {
    if (value === undefined || value === null || value === '') return null;
    if (!ATTRIBUTE_SCOPES.includes(value as AttributeScope)) throw new BadCommand(`Invalid scope: ${String(value)}`);
    return value as AttributeScope;
  }

  private historyQuery(cmd: JsonObject, keys: string[], startTs: number, endTs: number): HistoryQuery {
    const limit = numberField(cmd, 'limit', 0);
    return { keys, startTs, endTs, interval: numberField(cmd, 'interval', 0), limit: limit > 0 ? limit : 100, agg: aggregation(cmd), orderBy: 'DESC' };
  }

  private async listen(id: number, entity: EntityId, watcher: EntityWatcher): Promise<void> {
    const stop = await this.ctx.hub.watchEntity(entity, watcher);
    this.subscriptions.get(id)?.stop();
    this.subscriptions.set(id, { entity, stop });
  }

  private push(id: number, data: Pairs): void {
    const size = sizeOf(data);
    if (size === 0) return;
    this.ctx.session.update(`v1:${id}`, id, size, (batch) => ((batch as PairsBatch | undefined) ?? new PairsBatch(id)).add(data));
  }

  private cancel(id: number): void {
    this.subscriptions.get(id)?.stop();
    this.subscriptions.delete(id);
    this.ctx.session.forget(`v1:${id}`);
  }
}
