import { describe, expect, it } from 'vitest';
import { pieRadii, pieSlices, sliceAt } from '../../../../widget-bundles/charts/model/pieSlices';

describe('pie slices', () => {
  const slices = pieSlices([{ index: 0, value: 1 }, { index: 1, value: 3 }, { index: 2, value: 0 }, { index: 3, value: Number.NaN }]);

  it('gives positive values slices with their percentage, clockwise from 12 o\'clock', () => {
    expect(slices.map((s) => [s.index, s.percent])).toEqual([[0, 25], [1, 75]]);
    expect(slices[0].startAngle).toBeCloseTo(-Math.PI / 2);
    expect(slices[0].endAngle).toBeCloseTo(0);
    expect(slices[1].endAngle).toBeCloseTo(1.5 * Math.PI);
  });

  it('finds the slice under a point', () => {
    expect(sliceAt(slices, 10, -50, 100, 0, 1)?.index).toBe(0); // up and a little right: first quarter
    expect(sliceAt(slices, -50, 0, 100, 0, 1)?.index).toBe(1);
    expect(sliceAt(slices, 0, 150, 100, 0, 1)).toBeUndefined(); // outside
    expect(sliceAt(slices, 5, -5, 100, 40, 1)).toBeUndefined(); // in the hole of a donut
  });

  it('stretches a tilted pie back before hit-testing', () => {
    // At tilt 0.5 a point 40 px above the centre is 80 px out: inside a 100 px pie, outside a 70 px one.
    expect(sliceAt(slices, 1, -40, 100, 0, 0.5)?.index).toBe(0);
    expect(sliceAt(slices, 1, -40, 70, 0, 0.5)).toBeUndefined();
  });

  it('sizes radii from the room and the radius fractions', () => {
    expect(pieRadii(400, 200, 1, 0, 1)).toEqual({ outer: 96, inner: 0 });
    expect(pieRadii(400, 200, 0.5, 0.5, 1)).toEqual({ outer: 48, inner: 24 });
  });
});
