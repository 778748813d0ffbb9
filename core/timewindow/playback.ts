import { DEFAULT_PLAYBACK_STEP } from './constants';

/**
 * History playback (seed 001 §4): a time that moves in steps between min and max,
 * optionally jumping between anchor times. The bar keeps a timer; this module only computes.
 */
export interface PlaybackRange {
  minTime: number;
  maxTime: number;
  /** Default 1000 ms. */
  step?: number;
  anchors?: readonly number[];
  useAnchors?: boolean;
}

/** Milliseconds between two steps while playing at a speed (1, 5, 10 or 25). */
export function playbackTickMs(speed: number): number {
  return 1000 / speed;
}

const clamp = (value: number, range: PlaybackRange) => Math.min(Math.max(value, range.minTime), range.maxTime);
const sortedAnchors = (range: PlaybackRange) => [...(range.anchors ?? [])].sort((a, b) => a - b);

/** The next time: one step later, or the next anchor; never past the end. */
export function playbackNext(current: number, range: PlaybackRange): number {
  if (range.useAnchors && range.anchors?.length) {
    return clamp(sortedAnchors(range).find((a) => a > current) ?? range.maxTime, range);
  }
  return clamp(current + (range.step ?? DEFAULT_PLAYBACK_STEP), range);
}

/** The previous time: one step earlier, or the previous anchor; never before the start. */
export function playbackPrevious(current: number, range: PlaybackRange): number {
  if (range.useAnchors && range.anchors?.length) {
    return clamp(sortedAnchors(range).reverse().find((a) => a < current) ?? range.minTime, range);
  }
  return clamp(current - (range.step ?? DEFAULT_PLAYBACK_STEP), range);
}

/** Playing stops once the time reaches the end. */
export function playbackAtEnd(current: number, range: PlaybackRange): boolean {
  return current >= range.maxTime;
}
