import { easingOf } from './easing';

export interface AnimationOptions {
  animate: boolean;
  /** Milliseconds. */
  duration: number;
  rule: unknown;
}

/** Frame scheduling, injected so tests can step frames by hand. */
export interface FrameClock {
  now(): number;
  request(callback: () => void): number;
  cancel(handle: number): void;
}

export const browserFrameClock: FrameClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Moves a shown value towards its target over frames and hands each step to `apply`,
 * so the needle turns without a React render per frame. A new target starts from
 * wherever the value is now.
 */
export class ValueAnimator {
  private current: number | null = null;
  private handle: number | null = null;

  constructor(private readonly apply: (value: number) => void, private readonly clock: FrameClock = browserFrameClock) {}

  setTarget(target: number, options: AnimationOptions): void {
    this.stop();
    const from = this.current;
    if (!options.animate || from === null || options.duration <= 0 || from === target) {
      this.show(target);
      return;
    }
    this.show(from);
    const easing = easingOf(options.rule);
    const started = this.clock.now();
    const step = () => {
      const p = Math.min(1, (this.clock.now() - started) / options.duration);
      this.show(p >= 1 ? target : from + (target - from) * easing(p));
      this.handle = p >= 1 ? null : this.clock.request(step);
    };
    this.handle = this.clock.request(step);
  }

  /** The value shown now; null before the first target. */
  get value(): number | null {
    return this.current;
  }

  stop(): void {
    if (this.handle !== null) this.clock.cancel(this.handle);
    this.handle = null;
  }

  private show(value: number): void {
    this.current = value;
    this.apply(value);
  }
}
