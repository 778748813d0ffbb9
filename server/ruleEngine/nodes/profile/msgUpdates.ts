import { entriesOfObject, pointsOfPayload, toExactJson } from '../../../telemetry/kvTyping';
import type { KvValue } from '../../../store/TelemetryStore';
import { msgJson, msgTs, type TbMsg } from '../../msg/TbMsg';

/*
 * What a device message changes in the values alarm rules read (ThingsBoard's
 * DeviceState.process): posted telemetry (one step per timestamp, oldest first), posted
 * client attributes and attribute updates of any scope (at the time of processing), and
 * deleted attributes or time series. Other messages change nothing.
 */

export interface KeyText {
  key: string;
  text: string;
}

export type MsgUpdate =
  | { kind: 'TIME_SERIES'; steps: { ts: number; entries: KeyText[] }[] }
  | { kind: 'ATTRIBUTE'; ts: number; entries: KeyText[] }
  | { kind: 'DELETED'; type: 'ATTRIBUTE' | 'TIME_SERIES'; keys: string[] };

/** Message types that may change a device's snapshot. */
export const SNAPSHOT_MSG_TYPES: ReadonlySet<string> = new Set([
  'POST_TELEMETRY_REQUEST',
  'POST_ATTRIBUTES_REQUEST',
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  'TIMESERIES_DELETED',
]);

/** A stored value as the predicates compare it. */
export function kvText(value: KvValue): string {
  switch (value.type) {
    case 'JSON':
      return JSON.stringify(value.value);
    case 'BOOLEAN':
      return value.value ? 'true' : 'false';
    default:
      return String(value.value);
  }
}

function deletedKeys(msg: TbMsg, field: string): string[] {
  const data = msgJson(msg) as Record<string, unknown> | undefined;
  const keys = data && typeof data === 'object' ? data[field] : undefined;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

/** The update a message carries; undefined for messages that change no values. Throws on a malformed payload. */
export function msgUpdateOf(msg: TbMsg, now: number): MsgUpdate | undefined {
  switch (msg.type) {
    case 'POST_TELEMETRY_REQUEST': {
      const byTs = new Map<number, KeyText[]>();
      for (const point of pointsOfPayload(toExactJson(msg.data), msgTs(msg))) {
        if (!byTs.has(point.ts)) byTs.set(point.ts, []);
        byTs.get(point.ts)!.push({ key: point.key, text: kvText(point.value) });
      }
      const steps = [...byTs].sort(([a], [b]) => a - b).map(([ts, entries]) => ({ ts, entries }));
      return { kind: 'TIME_SERIES', steps };
    }
    case 'POST_ATTRIBUTES_REQUEST':
    case 'ATTRIBUTES_UPDATED':
      return { kind: 'ATTRIBUTE', ts: now, entries: entriesOfObject(toExactJson(msg.data), true).map((entry) => ({ key: entry.key, text: kvText(entry.value) })) };
    case 'ATTRIBUTES_DELETED':
      return { kind: 'DELETED', type: 'ATTRIBUTE', keys: deletedKeys(msg, 'attributes') };
    case 'TIMESERIES_DELETED':
      return { kind: 'DELETED', type: 'TIME_SERIES', keys: deletedKeys(msg, 'timeseries') };
    default:
      return undefined;
  }
}
