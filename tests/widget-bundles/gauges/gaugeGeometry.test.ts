import { describe, expect, it } from 'vitest';
import {
  arcPath, majorTickValues, minorTickValues, padValue, pointAt, valueToAngle, valueToRatio,
} from '../../../widget-bundles/gauges/gaugeGeometry';

describe('gauge geometry', () => {
  it('maps values to angles and clamps values outside the scale', () => {
    expect(valueToAngle(50, 0, 100, 45, 270)).toBe(180);
    expect(valueToAngle(-20, 0, 100, 45, 270)).toBe(45);
    expect(valueToAngle(250, 0, 100, 45, 270)).toBe(315);
    expect(valueToRatio(Number.NaN, 0, 100)).toBe(0);
    expect(valueToRatio(5, 10, 10)).toBe(0);
  });

  it('measures angles clockwise from 6 o\'clock', () => {
    const south = pointAt(100, 100, 10, 0);
    const west = pointAt(100, 100, 10, 90);
    const north = pointAt(100, 100, 10, 180);
    expect([south.x, south.y]).toEqual([100, 110]);
    expect(west.x).toBeCloseTo(90);
    expect(west.y).toBeCloseTo(100);
    expect(north.y).toBeCloseTo(90);
  });

  it('draws arcs clockwise with the large-arc flag past 180 degrees, and nothing for an empty arc', () => {
    expect(arcPath(100, 100, 10, 90, 270)).toBe('M 90 100 A 10 10 0 0 1 110 100');
    expect(arcPath(100, 100, 10, 45, 315)).toMatch(/A 10 10 0 1 1 /);
    expect(arcPath(100, 100, 10, 90, 90)).toBe('');
  });

  it('splits the scale into majorTicksCount steps (10 when unset) ending at max', () => {
    expect(majorTickValues(0, 100, undefined, 0)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(majorTickValues(0, 1, 3, 2)).toEqual([0, 0.33, 0.67, 1]);
    expect(minorTickValues([0, 10, 20], 2)).toEqual([5, 15]);
    expect(minorTickValues([0, 10], 1)).toEqual([]);
  });

  it('pads the integer part as canvas-gauges valueInt does', () => {
    expect(padValue(5.5, 3, 1)).toBe('005.5');
    expect(padValue(-12, 3, 0)).toBe('-012');
    expect(padValue(1234, 2, 0)).toBe('1234');
    expect(padValue(-0.001, 1, 1)).toBe('0.0');
  });
});
