import { describe, expect, it } from 'vitest';
import { applySeriesUpdate, FULL_BELOW, seriesUpdate } from '../../../core/services/sandbox/seriesDelta';

const points = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => [from + i, (from + i) * 10] as [number, unknown]);

describe('series deltas across the widget bridge', () => {
  it('sends nothing for the same array and a short series whole', () => {
    const a = points(0, 5);
    expect(seriesUpdate(0, a, a)).toBeNull();
    expect(seriesUpdate(2, a, points(1, 6))).toEqual({ index: 2, full: points(1, 6) });
  });

  it('sends a sliding window as points dropped in front and appended behind, which the frame applies', () => {
    const sent = points(0, 100);
    const next = points(7, 103);
    const update = seriesUpdate(0, sent, next)!;
    expect(update).toEqual({ index: 0, drop: 7, append: points(100, 103) });
    expect(applySeriesUpdate(sent, update)).toEqual(next);
  });

  it('sends the whole series when the kept part changed (a point replaced or inserted)', () => {
    const sent = points(0, 100);
    const replaced = points(0, 100).map((p) => (p[0] === 99 ? [99, 'new'] as [number, unknown] : p));
    expect('full' in seriesUpdate(0, sent, replaced)!).toBe(true);
    const inserted = [...points(0, 50), [50.5, 1] as [number, unknown], ...points(50, 100)];
    expect('full' in seriesUpdate(0, sent, inserted)!).toBe(true);
    expect('full' in seriesUpdate(0, sent, points(200, 200 + FULL_BELOW))!).toBe(true);
  });

  it('round-trips random window moves exactly', () => {
    let sent = points(0, 64);
    let held = applySeriesUpdate(undefined, seriesUpdate(0, undefined, sent)!);
    for (let step = 0; step < 200; step++) {
      const start = sent[0][0] + Math.floor(Math.random() * 5);
      const end = sent[sent.length - 1][0] + 1 + Math.floor(Math.random() * 5);
      const next = points(start, Math.max(start + FULL_BELOW, end));
      const update = seriesUpdate(0, sent, next);
      if (update) held = applySeriesUpdate(held, update);
      expect(held).toEqual(next);
      sent = next;
    }
  });
});
