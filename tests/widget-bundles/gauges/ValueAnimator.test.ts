import { describe, expect, it } from 'vitest';
import { EASINGS } from '../../../widget-bundles/gauges/easing';
import { type FrameClock, ValueAnimator } from '../../../widget-bundles/gauges/ValueAnimator';

function fakeClock() {
  let now = 0;
  let pending: (() => void) | null = null;
  const clock: FrameClock = {
    now: () => now,
    request: (cb) => { pending = cb; return 1; },
    cancel: () => { pending = null; },
  };
  const frame = (at: number) => { now = at; const cb = pending; pending = null; cb?.(); };
  return { clock, frame, hasPending: () => pending !== null };
}

describe('ValueAnimator', () => {
  it('jumps to the first value, then eases to the next over the duration', () => {
    const shown: number[] = [];
    const { clock, frame, hasPending } = fakeClock();
    const animator = new ValueAnimator((v) => shown.push(v), clock);
    animator.setTarget(0, { animate: true, duration: 100, rule: 'linear' });
    expect(shown).toEqual([0]);
    animator.setTarget(100, { animate: true, duration: 100, rule: 'linear' });
    frame(50);
    expect(shown.at(-1)).toBe(50);
    frame(100);
    expect(shown.at(-1)).toBe(100);
    expect(hasPending()).toBe(false);
  });

  it('jumps without animation, and a new target starts from the value shown now', () => {
    const shown: number[] = [];
    const { clock, frame } = fakeClock();
    const animator = new ValueAnimator((v) => shown.push(v), clock);
    animator.setTarget(10, { animate: false, duration: 100, rule: 'linear' });
    animator.setTarget(20, { animate: false, duration: 100, rule: 'linear' });
    expect(shown).toEqual([10, 20]);
    animator.setTarget(40, { animate: true, duration: 100, rule: 'linear' });
    frame(50);
    animator.setTarget(0, { animate: true, duration: 100, rule: 'linear' });
    expect(shown.at(-1)).toBe(30);
  });

  it('has canvas-gauges rules that start at 0 and end at 1', () => {
    for (const [name, ease] of Object.entries(EASINGS)) {
      expect(ease(0), name).toBeCloseTo(0, 2);
      expect(ease(1), name).toBeCloseTo(1, 2);
    }
  });
});
