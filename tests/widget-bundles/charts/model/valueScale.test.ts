import { describe, expect, it } from 'vitest';
import { decimalsOf, valueDomain, valueTicks } from '../../../../widget-bundles/charts/model/valueScale';

describe('valueDomain', () => {
  it('widens the data extent to nice values', () => {
    expect(valueDomain([[[0, 0, 3.2], [1, 0, 97.5]]], { includeBase: false })).toEqual([0, 100]);
  });

  it('keeps fixed ends from the settings and niceties the other', () => {
    expect(valueDomain([[[0, 0, 13], [1, 0, 47]]], { min: 10, includeBase: false })).toEqual([10, 50]);
    expect(valueDomain([[[0, 0, 13], [1, 0, 47]]], { min: 0, max: 42, includeBase: false })).toEqual([0, 42]);
  });

  it('includes the bases of bars and stacks, which a line chart ignores', () => {
    const points = [[[0, 0, 20], [1, 0, 30]]] as const;
    expect(valueDomain(points, { includeBase: true })[0]).toBe(0);
    expect(valueDomain(points, { includeBase: false })[0]).toBeGreaterThan(0);
  });

  it('gives an empty chart a unit range and a flat line some room', () => {
    expect(valueDomain([], { includeBase: false })).toEqual([0, 1]);
    const [lo, hi] = valueDomain([[[0, 0, 50], [1, 0, 50]]], { includeBase: false });
    expect(lo).toBeLessThan(50);
    expect(hi).toBeGreaterThan(50);
  });
});

describe('valueTicks', () => {
  it('gives round steps covering the domain', () => {
    expect(valueTicks([0, 100], 5)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('never steps finer than tickDecimals allow', () => {
    expect(valueTicks([0, 2], 10, 0)).toEqual([0, 1, 2]);
    expect(valueTicks([0, 0.5], 5, 1)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('uses a fixed tickSize', () => {
    expect(valueTicks([0, 100], 5, undefined, 25)).toEqual([0, 25, 50, 75, 100]);
  });

  it('has no floating point noise', () => {
    expect(valueTicks([0.1, 0.7], 6)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });
});

describe('decimalsOf', () => {
  it('counts the fraction digits a step needs', () => {
    expect(decimalsOf(5)).toBe(0);
    expect(decimalsOf(0.5)).toBe(1);
    expect(decimalsOf(0.25)).toBe(2);
  });
});
