import type { TsKv } from '../../../store/TelemetryStore';
import { pointsOfPayload, toExactJson } from '../../../telemetry/kvTyping';
import { msgTs, type TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { boolSetting, intSetting } from './configChecks';
import { SWEEP_PERIOD_MS, tenantDefaultTtlSeconds, TtlSweeper } from './TimeseriesTtl';

export interface TimeseriesConfig {
  defaultTTL: number;
  skipLatestPersistence: boolean;
  useServerTs: boolean;
}

/** Metadata `TTL` (seconds) overrides the configured one; 0 falls back to the tenant profile's. */
function ttlOf(msg: TbMsg, defaultTtl: number, tenantTtl: number): number {
  const raw = msg.metadata.TTL;
  let ttl = defaultTtl;
  if (raw !== undefined && raw.trim() !== '') {
    if (!/^\d+$/.test(raw.trim())) throw new Error(`Invalid TTL in metadata: ${raw}`);
    ttl = Number(raw.trim());
  }
  return ttl === 0 ? tenantTtl : ttl;
}

/**
 * Catalogue §4 ACTION "save timeseries". The save is awaited before Success: the message
 * (and a device's QoS 1 PUBACK, which waits for the whole tree) counts as processed
 * only once the points are committed. TTL: see TimeseriesTtl.ts.
 */
export const TbMsgTimeseriesNode = defineRuleNode<TimeseriesConfig>({
  clazz: tb('telemetry.TbMsgTimeseriesNode'),
  type: 'ACTION',
  name: 'save timeseries',
  description: 'Saves timeseries data',
  details: "Saves timeseries telemetry data based on configurable TTL parameter. Expects messages with 'POST_TELEMETRY_REQUEST' message type",
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { defaultTTL: 0, skipLatestPersistence: false, useServerTs: false },
  configDirective: 'tbActionNodeTimeseriesConfig',
  icon: 'file_upload',
  async init(ctx, config) {
    const defaultTtl = intSetting(config.defaultTTL ?? 0, 'defaultTTL');
    const skipLatest = boolSetting(config.skipLatestPersistence, 'skipLatestPersistence', false);
    const useServerTs = boolSetting(config.useServerTs, 'useServerTs', false);
    const tenantTtl = await tenantDefaultTtlSeconds(ctx.services.stores, ctx.tenantId);
    const sweeper = new TtlSweeper(ctx.services.telemetry, ctx.tenantId, ctx.services.log);
    ctx.every(SWEEP_PERIOD_MS, () => sweeper.sweep(Date.now()));
    return {
      async onMsg(ctx, msg) {
        if (msg.type !== 'POST_TELEMETRY_REQUEST') return ctx.tellFailure(msg, `Unsupported msg type: ${msg.type}`);
        let points: TsKv[];
        let ttl: number;
        try {
          points = pointsOfPayload(toExactJson(msg.data), useServerTs ? Date.now() : msgTs(msg), true);
          ttl = ttlOf(msg, defaultTtl, tenantTtl);
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        if (points.length === 0) return ctx.tellFailure(msg, `Msg body is empty: ${msg.data}`);
        try {
          await ctx.services.telemetry.saveTimeseries(ctx.tenantId, msg.originator, points, { skipLatest });
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        if (ttl > 0) sweeper.track(msg.originator, new Set(points.map((point) => point.key)), ttl);
        ctx.tellSuccess(msg);
      },
      destroy() {
        sweeper.clear();
      },
    };
  },
});
