import { type EntityId, type WidgetData } from '@tessera/sdk';

export const DEFAULT_PARSE = 'return data ? true : false;';
export const DEFAULT_CONVERT = 'return value;';

export type RetrieveMethod = 'none' | 'rpc' | 'attribute' | 'timeseries';

export function retrieveMethodOf(value: unknown): RetrieveMethod {
  return value === 'none' || value === 'attribute' || value === 'timeseries' ? value : 'rpc';
}

/** The REST call that reads `key` of the target device when no datasource carries it. */
export function valueUrl(target: EntityId, method: 'attribute' | 'timeseries', key: string): string {
  const kind = method === 'attribute' ? 'attributes' : 'timeseries';
  return `/api/plugins/telemetry/${target.entityType}/${encodeURIComponent(target.id)}/values/${kind}?keys=${encodeURIComponent(key)}`;
}

/** The value of `key` in that call's answer, or undefined when it has none. */
export function valueFromResponse(method: 'attribute' | 'timeseries', body: unknown, key: string): unknown {
  if (method === 'attribute') {
    const entry = Array.isArray(body) ? (body as { key?: string; value?: unknown }[]).find((e) => e?.key === key) : undefined;
    return entry?.value;
  }
  const points = body && typeof body === 'object' ? (body as Record<string, { value?: unknown }[]>)[key] : undefined;
  return Array.isArray(points) && points.length > 0 ? points[0]?.value : undefined;
}

/**
 * The newest value of `key` in the widget's data: `{found: false}` when no series carries the
 * key (then the widget asks the server itself).
 */
export function seriesValue(data: WidgetData, key: string): { found: boolean; value?: unknown } {
  const series = data.series.find((s) => s.dataKey.name === key);
  if (!series) return { found: false };
  const last = series.data[series.data.length - 1];
  return { found: true, value: last?.[1] };
}
