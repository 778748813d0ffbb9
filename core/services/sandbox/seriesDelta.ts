import type { BridgePoint, BridgeSeriesRef, SeriesUpdate } from './widgetBridgeProtocol';

/** A series as the host holds it: points oldest first, never mutated (a change is a new array). */
export type HostPoints = readonly (readonly [number, unknown])[];

/** Below this length a series always goes whole: cheaper than working out what changed. */
export const FULL_BELOW = 32;

const copy = (points: HostPoints, from = 0): BridgePoint[] => {
  const out: BridgePoint[] = new Array(points.length - from);
  for (let i = from; i < points.length; i++) out[i - from] = [points[i][0], points[i][1]];
  return out;
};

/** First index in `points` whose time is at least `ts` (binary search). */
function lowerBound(points: HostPoints, ts: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid][0] < ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * What the frame needs to turn the `sent` series into `next`: nothing (null) when it is the same
 * array, else points dropped in front and appended behind when that describes the change exactly
 * (the window slid and new points came), else the whole series.
 */
export function seriesUpdate(index: number, sent: HostPoints | undefined, next: HostPoints): SeriesUpdate | null {
  if (sent === next) return null;
  if (!sent || next.length < FULL_BELOW || sent.length === 0 || next.length === 0) return { index, full: copy(next) };
  const drop = lowerBound(sent, next[0][0]);
  const kept = sent.length - drop;
  const lastSent = sent[sent.length - 1];
  // The kept part must be exactly the head of `next`: same length so far and the same last point.
  if (kept <= 0 || kept > next.length) return { index, full: copy(next) };
  const joint = next[kept - 1];
  if (joint[0] !== lastSent[0] || !Object.is(joint[1], lastSent[1]) || next[0][0] !== sent[drop][0]) return { index, full: copy(next) };
  if (drop === 0 && kept === next.length) return null;
  return { index, drop, append: copy(next, kept) };
}

/** The frame's side: applies an update to the series it holds (a new array; the old one is left as it was). */
export function applySeriesUpdate(held: readonly BridgePoint[] | undefined, update: SeriesUpdate): BridgePoint[] {
  if ('full' in update) return update.full;
  const base = held ?? [];
  const kept = base.slice(Math.min(update.drop, base.length));
  return update.append.length > 0 ? kept.concat(update.append) : kept;
}

/**
 * The frame's side of a widget's series: the series the host last described (`refs`) and the
 * points held for each. New refs (the datasources changed) start every series empty; each update
 * then applies to its series (a new array, see applySeriesUpdate).
 */
export class HeldSeries {
  refs: BridgeSeriesRef[];
  points: BridgePoint[][];

  constructor(refs: BridgeSeriesRef[]) {
    this.refs = refs;
    this.points = refs.map(() => []);
  }

  apply(refs: BridgeSeriesRef[], updates: readonly SeriesUpdate[]): void {
    if (refs !== this.refs) {
      this.refs = refs;
      this.points = refs.map(() => []);
    }
    for (const update of updates) {
      if (update.index < this.refs.length) this.points[update.index] = applySeriesUpdate(this.points[update.index], update);
    }
  }
}
