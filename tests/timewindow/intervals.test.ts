import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, PREDEFINED_INTERVALS, SECOND } from '../../core/timewindow/constants';
import {
  aggregationLimit, avgInterval, boundAggregationLimit, boundIntervalToTimewindow, boundMaxInterval, boundMinInterval,
  defaultAggregationLimit, intervalChoices, maxIntervalLimit, minIntervalLimit, normalizeMaxDatapoints,
  snapToPredefinedInterval,
} from '../../core/timewindow/intervals';

describe('predefined intervals (seed 001 §9)', () => {
  it('are 1, 5, 10, 15, 30 s; 1, 2, 5, 10, 15, 30 min; 1, 2, 5, 10, 12 h; 1, 7, 30 days', () => {
    expect(PREDEFINED_INTERVALS).toEqual([
      1, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 18000, 36000, 43200, 86400, 604800, 2592000,
    ].map((s) => s * 1000));
  });
});

describe('maximum data points (seed 000 §9)', () => {
  it('defaults to 500 and turns 7 or below into 8', () => {
    expect(normalizeMaxDatapoints(undefined)).toBe(500);
    expect(normalizeMaxDatapoints(null)).toBe(500);
    expect(normalizeMaxDatapoints(7)).toBe(8);
    expect(normalizeMaxDatapoints(0)).toBe(8);
    expect(normalizeMaxDatapoints(-3)).toBe(8);
    expect(normalizeMaxDatapoints(8)).toBe(8);
    expect(normalizeMaxDatapoints(50000)).toBe(50000);
  });
  it('the default limit is half of it', () => {
    expect(defaultAggregationLimit(500)).toBe(250);
    expect(defaultAggregationLimit(5)).toBe(4);
    expect(defaultAggregationLimit(1001)).toBe(500);
  });
});

describe('interval bounds (seed 000 §9)', () => {
  it('rounds minimums up and maximums down to whole seconds', () => {
    expect(boundMinInterval(1500)).toBe(2000);
    expect(boundMaxInterval(1500)).toBe(1000);
    expect(boundMinInterval(120)).toBe(SECOND);
  });
  it('keeps bounds within 1 s and 7300 days', () => {
    expect(boundMinInterval(undefined)).toBe(SECOND);
    expect(boundMaxInterval(undefined)).toBe(7300 * DAY);
    expect(boundMaxInterval(8000 * DAY)).toBe(7300 * DAY);
    expect(boundMinInterval(9000 * DAY)).toBe(7300 * DAY);
  });
  it('derives min window/500, max window/7 and average window/200', () => {
    expect(minIntervalLimit(DAY)).toBe(173_000); // 172.8 s rounded up
    expect(maxIntervalLimit(DAY)).toBe(12_342_000); // 12342.857 s rounded down
    expect(avgInterval(DAY)).toBe(432_000);
    expect(minIntervalLimit(MINUTE)).toBe(SECOND);
    expect(maxIntervalLimit(MINUTE)).toBe(8000);
    expect(avgInterval(MINUTE)).toBe(SECOND);
  });
});

describe('interval choices and snapping', () => {
  it('lists the choices between the bounds', () => {
    expect(intervalChoices(minIntervalLimit(MINUTE), maxIntervalLimit(MINUTE))).toEqual([SECOND, 5 * SECOND]);
    expect(intervalChoices(minIntervalLimit(DAY), maxIntervalLimit(DAY))).toEqual([
      5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR,
    ]);
    expect(intervalChoices()).toHaveLength(19);
  });
  it('snaps to the nearest choice, the first on a tie, and keeps the value when nothing fits', () => {
    expect(snapToPredefinedInterval(SECOND, HOUR, 7 * MINUTE)).toBe(5 * MINUTE);
    expect(snapToPredefinedInterval(SECOND, HOUR, 8 * MINUTE)).toBe(10 * MINUTE);
    expect(snapToPredefinedInterval(SECOND, HOUR, 7500)).toBe(5 * SECOND); // 5 s and 10 s tie at 2.5 s
    expect(snapToPredefinedInterval(SECOND, HOUR, 0)).toBe(SECOND);
    expect(snapToPredefinedInterval(2 * SECOND, 4 * SECOND, 3000)).toBe(3000);
  });
});

describe('boundIntervalToTimewindow', () => {
  it('uses one second for NONE', () => {
    expect(boundIntervalToTimewindow(DAY, HOUR, 'NONE')).toBe(SECOND);
  });
  it('clamps a set interval to the window', () => {
    expect(boundIntervalToTimewindow(DAY, SECOND, 'AVG')).toBe(173_000);
    expect(boundIntervalToTimewindow(DAY, DAY, 'AVG')).toBe(12_342_000);
    expect(boundIntervalToTimewindow(DAY, HOUR, 'MAX')).toBe(HOUR);
  });
  it('picks the choice nearest window/200 when unset', () => {
    expect(boundIntervalToTimewindow(DAY, undefined, 'AVG')).toBe(5 * MINUTE); // 432 s -> 5 min
    expect(boundIntervalToTimewindow(MINUTE, 0, 'SUM')).toBe(SECOND);
  });
});

describe('aggregation limit (seed 001 §5)', () => {
  it('is one value per bucket when aggregating, rounded up', () => {
    expect(aggregationLimit('AVG', 250, MINUTE, SECOND, 500)).toBe(60);
    expect(aggregationLimit('COUNT', 250, 10 * SECOND, 3 * SECOND, 500)).toBe(4);
  });
  it('keeps the limit for NONE, or half the maximum when it is missing', () => {
    expect(aggregationLimit('NONE', 300, MINUTE, SECOND, 500)).toBe(300);
    expect(aggregationLimit('NONE', undefined, MINUTE, SECOND, 500)).toBe(250);
    expect(aggregationLimit('NONE', 0, MINUTE, SECOND, 1000)).toBe(500);
  });
  it('a typed limit stays between 7 and the maximum', () => {
    expect(boundAggregationLimit(3, 500)).toBe(7);
    expect(boundAggregationLimit(900, 500)).toBe(500);
    expect(boundAggregationLimit(100.4, 500)).toBe(100);
  });
});
