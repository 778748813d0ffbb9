import { describe, expect, it } from 'vitest';
import { DAY, PLAYBACK_SPEEDS, SECOND } from '../../core/timewindow/constants';
import { clampPeriodEnd, clampPeriodStart, defaultDatePeriod } from '../../core/timewindow/datePeriod';
import { playbackAtEnd, playbackNext, playbackPrevious, playbackTickMs } from '../../core/timewindow/playback';
import { timewindowPlacement } from '../../core/timewindow/popup';

const NOW = Date.UTC(2024, 4, 15, 12);

describe('date period (seed 001 §5)', () => {
  it('defaults to one day ago until now', () => {
    expect(defaultDatePeriod(NOW)).toEqual({ startTimeMs: NOW - DAY, endTimeMs: NOW });
  });
  it('keeps the start at least 1 s before the end', () => {
    expect(clampPeriodStart({ startTimeMs: NOW - 500, endTimeMs: NOW - 1000 }, NOW)).toEqual({ startTimeMs: NOW - 2000, endTimeMs: NOW - 1000 });
    expect(clampPeriodStart({ startTimeMs: NOW - 5000, endTimeMs: NOW }, NOW).startTimeMs).toBe(NOW - 5000);
    expect(clampPeriodStart({ startTimeMs: NOW + 9000, endTimeMs: NOW + 20_000 }, NOW).startTimeMs).toBe(NOW - SECOND);
  });
  it('keeps the end at least 1 s after the start and not after now', () => {
    expect(clampPeriodEnd({ startTimeMs: NOW - 5000, endTimeMs: NOW + 60_000 }, NOW).endTimeMs).toBe(NOW);
    expect(clampPeriodEnd({ startTimeMs: NOW - 5000, endTimeMs: NOW - 9000 }, NOW).endTimeMs).toBe(NOW - 4000);
    expect(clampPeriodEnd({ startTimeMs: NOW - 5000, endTimeMs: NOW - 2000 }, NOW).endTimeMs).toBe(NOW - 2000);
  });
});

describe('history playback (seed 001 §4, §9)', () => {
  const range = { minTime: 10_000, maxTime: 20_000 };
  it('has speeds 1, 5, 10, 25 stepping every 1000/speed ms', () => {
    expect(PLAYBACK_SPEEDS).toEqual([1, 5, 10, 25]);
    expect(PLAYBACK_SPEEDS.map(playbackTickMs)).toEqual([1000, 200, 100, 40]);
  });
  it('steps by 1000 ms by default or the given step, within the range', () => {
    expect(playbackNext(10_000, range)).toBe(11_000);
    expect(playbackNext(19_500, range)).toBe(20_000);
    expect(playbackPrevious(10_400, range)).toBe(10_000);
    expect(playbackNext(10_000, { ...range, step: 2500 })).toBe(12_500);
    expect(playbackAtEnd(20_000, range)).toBe(true);
    expect(playbackAtEnd(19_999, range)).toBe(false);
  });
  it('jumps to neighbouring anchors when anchors are on', () => {
    const anchored = { ...range, anchors: [15_000, 12_000, 18_000], useAnchors: true };
    expect(playbackNext(12_000, anchored)).toBe(15_000);
    expect(playbackNext(18_000, anchored)).toBe(20_000);
    expect(playbackPrevious(15_000, anchored)).toBe(12_000);
    expect(playbackPrevious(11_000, anchored)).toBe(10_000);
    expect(playbackNext(12_000, { ...anchored, useAnchors: false })).toBe(13_000);
  });
});

describe('popup geometry (seed 001 §2.6)', () => {
  it('is full screen below 600 px', () => {
    expect(timewindowPlacement({ left: 10, bottom: 40 }, { width: 599, height: 800 })).toEqual({ mode: 'fullscreen' });
  });
  it('opens below and left-aligned when there is room', () => {
    expect(timewindowPlacement({ left: 100, bottom: 100 }, { width: 600, height: 800 }))
      .toEqual({ mode: 'popup', vertical: 'below', horizontal: 'alignLeft', minWidth: 417, maxHeight: 550 });
  });
  it('opens above with under 375 px below, right-aligned with under 417 px to the right', () => {
    expect(timewindowPlacement({ left: 1100, bottom: 500 }, { width: 1440, height: 874 }))
      .toMatchObject({ vertical: 'above', horizontal: 'alignRight' });
    expect(timewindowPlacement({ left: 1023, bottom: 499 }, { width: 1440, height: 874 }))
      .toMatchObject({ vertical: 'below', horizontal: 'alignLeft' });
  });
});
