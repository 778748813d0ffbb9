import { describe, expect, it } from 'vitest';
import { levelColor, parseColor } from '../../../widget-bundles/gauges/colorScale';

describe('colour scale', () => {
  it('parses hex, rgb(a) and names', () => {
    expect(parseColor('#f00')).toEqual([255, 0, 0, 1]);
    expect(parseColor('#00ff0080')).toEqual([0, 255, 0, 128 / 255]);
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3, 0.5]);
    expect(parseColor('green')).toEqual([0, 128, 0, 1]);
    expect(parseColor('not a colour')).toBeNull();
  });

  it('interpolates between evenly spaced level colours', () => {
    const colors = ['#000000', '#ffffff', '#ff0000'];
    expect(levelColor(0, colors, 'x')).toBe('rgba(0, 0, 0, 1)');
    expect(levelColor(0.25, colors, 'x')).toBe('rgba(128, 128, 128, 1)');
    expect(levelColor(0.5, colors, 'x')).toBe('rgba(255, 255, 255, 1)');
    expect(levelColor(1, colors, 'x')).toBe('rgba(255, 0, 0, 1)');
    expect(levelColor(7, colors, 'x')).toBe('rgba(255, 0, 0, 1)');
  });

  it('falls back when no colour parses', () => {
    expect(levelColor(0.5, ['nope'], '#123')).toBe('#123');
    expect(levelColor(0.5, [], '#123')).toBe('#123');
  });
});
