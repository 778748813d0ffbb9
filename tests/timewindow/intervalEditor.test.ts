import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, SECOND } from '../../core/timewindow/constants';
import { editorInterval, intervalPartsMs, normalizeIntervalParts, splitInterval } from '../../core/timewindow/intervalEditor';

const parts = (days: number, hours: number, minutes: number, seconds: number) => ({ days, hours, minutes, seconds });

describe('interval editor conversions', () => {
  it('splits ms into days, hours, minutes, seconds and back', () => {
    const ms = 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND;
    expect(splitInterval(ms)).toEqual(parts(2, 3, 4, 5));
    expect(intervalPartsMs(parts(2, 3, 4, 5))).toBe(ms);
    expect(splitInterval(1999)).toEqual(parts(0, 0, 0, 1));
    expect(splitInterval(-5)).toEqual(parts(0, 0, 0, 0));
  });
});

describe('carry and borrow (seed 001 §4)', () => {
  it('carries 60 s to a minute, 60 min to an hour, 24 h to a day', () => {
    expect(normalizeIntervalParts(parts(0, 0, 0, 60))).toEqual(parts(0, 0, 1, 0));
    expect(normalizeIntervalParts(parts(0, 0, 59, 75))).toEqual(parts(0, 1, 0, 15));
    expect(normalizeIntervalParts(parts(0, 23, 60, 0))).toEqual(parts(1, 0, 0, 0));
    expect(normalizeIntervalParts(parts(0, 49, 0, 0))).toEqual(parts(2, 1, 0, 0));
  });
  it('borrows from a larger unit for negative values', () => {
    expect(normalizeIntervalParts(parts(0, 0, 1, -1))).toEqual(parts(0, 0, 0, 59));
    expect(normalizeIntervalParts(parts(0, 1, 0, -1))).toEqual(parts(0, 0, 59, 59));
    expect(normalizeIntervalParts(parts(1, 0, 0, -1))).toEqual(parts(0, 23, 59, 59));
    expect(normalizeIntervalParts(parts(1, -1, 0, 0))).toEqual(parts(0, 23, 0, 0));
  });
  it('becomes 0 when there is nothing larger to borrow from', () => {
    expect(normalizeIntervalParts(parts(0, 0, 0, -1))).toEqual(parts(0, 0, 0, 0));
    expect(normalizeIntervalParts(parts(0, -2, 5, 0))).toEqual(parts(0, 0, 5, 0));
    expect(normalizeIntervalParts(parts(-1, 2, 0, 0))).toEqual(parts(0, 2, 0, 0));
    expect(normalizeIntervalParts(parts(0, 0, 1, -1000))).toEqual(parts(0, 0, 0, 0));
  });
  it('drops fractions and NaN', () => {
    expect(normalizeIntervalParts(parts(0, 0, 1.7, Number.NaN))).toEqual(parts(0, 0, 1, 0));
  });
});

describe('the interval the editor emits (seed 001 §5)', () => {
  it('is null unless a positive number', () => {
    expect(editorInterval(0, { advanced: true })).toBeNull();
    expect(editorInterval(-5, { advanced: true })).toBeNull();
    expect(editorInterval(Number.NaN, { advanced: true })).toBeNull();
    expect(editorInterval(null, { advanced: false })).toBeNull();
  });
  it('is clamped to the bounds in advanced mode', () => {
    expect(editorInterval(7 * MINUTE, { advanced: true })).toBe(7 * MINUTE);
    expect(editorInterval(500, { advanced: true })).toBe(SECOND);
    expect(editorInterval(3 * HOUR, { advanced: true, min: MINUTE, max: HOUR })).toBe(HOUR);
    expect(editorInterval(10 * SECOND, { advanced: true, min: MINUTE, max: HOUR })).toBe(MINUTE);
  });
  it('is snapped to a predefined choice in simple mode', () => {
    expect(editorInterval(7 * MINUTE, { advanced: false })).toBe(5 * MINUTE);
    expect(editorInterval(3 * DAY, { advanced: false })).toBe(DAY);
    expect(editorInterval(3 * HOUR, { advanced: false, min: MINUTE, max: HOUR })).toBe(HOUR);
  });
});
