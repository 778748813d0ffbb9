import { type DataValue, parseDataValue } from '@tessera/sdk';

/** One point of a series: `[ts, value]`. */
export type Point = readonly [number, DataValue];

/** How much of a series is kept: at most `limit` newest points, none older than `minTime`. */
export interface KeepRule {
  limit: number;
  minTime?: number;
}

/**
 * Merges new points into a series (oldest first): a point at an existing timestamp replaces
 * it, then the series is cut to the rule. Returns the same array when nothing changed.
 */
export function mergePoints(existing: readonly Point[], incoming: readonly Point[], rule: KeepRule): readonly Point[] {
  if (incoming.length === 0) return trimPoints(existing, rule);
  const byTs = new Map<number, Point>();
  for (const point of existing) byTs.set(point[0], point);
  for (const point of incoming) byTs.set(point[0], point);
  const sorted = [...byTs.values()].sort((a, b) => a[0] - b[0]);
  return trimPoints(sorted, rule);
}

/** Drops points older than `minTime` and all but the `limit` newest; the same array when nothing goes. */
export function trimPoints(points: readonly Point[], rule: KeepRule): readonly Point[] {
  let start = 0;
  if (rule.minTime !== undefined) {
    while (start < points.length && points[start][0] < rule.minTime) start++;
  }
  start = Math.max(start, points.length - Math.max(1, rule.limit));
  return start === 0 ? points : points.slice(start);
}

/** Server points (`[ts, text]`, any order) as typed points, oldest first. */
export function toPoints(raw: readonly (readonly [number, string])[]): Point[] {
  return raw.map(([ts, text]) => [ts, parseDataValue(text)] as const).sort((a, b) => a[0] - b[0]);
}

/** The deletion marker of a v1 update (`[[0, ""]]`): the key was deleted. */
export const isDeletion = (raw: readonly (readonly [number, string])[]): boolean => raw.length === 1 && raw[0][0] === 0;

/** A value a user function returned, as a widget value: objects become JSON text. */
export function toDataValue(value: unknown): DataValue {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return parseDataValue(value);
  if (value === undefined || value === null) return '';
  return JSON.stringify(value);
}
