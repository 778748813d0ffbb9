import { describe, expect, it } from 'vitest';
import { FrameCoalescer } from '../../../core/dashboard/data/FrameCoalescer';
import { isDeletion, mergePoints, toDataValue, toPoints, trimPoints } from '../../../core/dashboard/data/seriesBuffer';

describe('series buffer', () => {
  it('merges points oldest first, a newer value at the same ts replacing the old', () => {
    expect(mergePoints([[1, 1], [3, 3]], [[2, 2], [3, 30]], { limit: 10 })).toEqual([[1, 1], [2, 2], [3, 30]]);
  });

  it('keeps at most limit newest points and none older than minTime', () => {
    const points = [[1, 1], [2, 2], [3, 3], [4, 4]] as const;
    expect(trimPoints(points, { limit: 2 })).toEqual([[3, 3], [4, 4]]);
    expect(trimPoints(points, { limit: 10, minTime: 3 })).toEqual([[3, 3], [4, 4]]);
    expect(trimPoints(points, { limit: 10 })).toBe(points);
    expect(mergePoints([[1, 1]], [[5, 5]], { limit: 1 })).toEqual([[5, 5]]);
  });

  it('types server values and recognises the deletion marker', () => {
    expect(toPoints([[2, '22.5'], [1, 'true'], [3, 'on']])).toEqual([[1, true], [2, 22.5], [3, 'on']]);
    expect(isDeletion([[0, '']])).toBe(true);
    expect(isDeletion([[5, '']])).toBe(false);
    expect([toDataValue(3), toDataValue('4'), toDataValue({ a: 1 }), toDataValue(null)]).toEqual([3, 4, '{"a":1}', '']);
  });
});

describe('FrameCoalescer', () => {
  const setup = () => {
    const frames: (() => void)[] = [];
    let value = 0;
    const coalescer = new FrameCoalescer((fn) => frames.push(fn), () => value);
    const got: number[] = [];
    coalescer.subscribe((v) => got.push(v));
    const frame = () => frames.splice(0).forEach((fn) => fn());
    return { coalescer, got, frame, set: (v: number) => { value = v; coalescer.changed(); }, frames };
  };

  it('calls listeners once per frame with the newest value', () => {
    const { got, frame, set } = setup();
    set(1); set(2); set(3);
    frame();
    expect(got).toEqual([3]);
    frame();
    expect(got).toEqual([3]);
  });

  it('delivers nothing while hidden and once when visible again', () => {
    const { coalescer, got, frame, set } = setup();
    coalescer.setVisible(false);
    set(1); frame(); set(2); frame();
    expect(got).toEqual([]);
    coalescer.setVisible(true);
    frame();
    expect(got).toEqual([2]);
    coalescer.setVisible(false);
    coalescer.setVisible(true);
    frame();
    expect(got).toEqual([2]);
  });

  it('hides a frame that was scheduled before the widget went off screen', () => {
    const { coalescer, got, frame, set } = setup();
    set(1);
    coalescer.setVisible(false);
    frame();
    expect(got).toEqual([]);
    coalescer.setVisible(true);
    frame();
    expect(got).toEqual([1]);
  });
});
