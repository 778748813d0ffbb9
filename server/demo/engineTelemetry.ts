import type { RuleEngine } from '../ruleEngine/engine/RuleEngine';
import { newMsg } from '../ruleEngine/msg/TbMsg';
import type { Stores } from '../store/createStores';
import type { EntityId } from '../store/ids';
import type { TsKv } from '../store/TelemetryStore';
import { entriesJson } from '../telemetry/kvTyping';
import type { TelemetryService } from '../telemetry/types';

/*
 * The demo simulator's readings as device messages through the rule engine, as a real
 * device's would be: the demo thermostat profile's alarm rule sees them, and the root
 * chain's Save node stores them. One POST_TELEMETRY_REQUEST per timestamp, with the
 * device's name and type in metadata; resolves when the chain processed them.
 */
export function engineTelemetry(engine: RuleEngine, stores: Stores): Pick<TelemetryService, 'saveTimeseries'> {
  const names = new Map<string, Promise<{ deviceName: string; deviceType: string }>>();
  const metadataOf = (deviceId: string) => {
    let found = names.get(deviceId);
    if (!found) {
      found = stores.devices.findById(deviceId).then((device) => ({ deviceName: device?.name ?? '', deviceType: device?.type ?? '' }));
      names.set(deviceId, found);
    }
    return found;
  };
  return {
    async saveTimeseries(tenantId: string, entityId: EntityId, points: TsKv[]): Promise<void> {
      const byTs = new Map<number, TsKv[]>();
      for (const point of points) byTs.set(point.ts, [...(byTs.get(point.ts) ?? []), point]);
      const metadata = await metadataOf(entityId.id);
      await Promise.all(
        [...byTs].map(([ts, entries]) =>
          engine.submit(tenantId, newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: entityId, data: entriesJson(entries), metadata: { ...metadata, ts: String(ts) } })),
        ),
      );
    },
  };
}
