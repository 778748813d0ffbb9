import { type Disposable, toDisposable } from '@tessera/sdk';

/** Runs a function at the next frame (requestAnimationFrame in the browser; a fake in tests). */
export type FrameScheduler = (fn: () => void) => void;

/** requestAnimationFrame, with a timer where there is none (node) or the tab is hidden. */
export const animationFrameScheduler: FrameScheduler = (fn) => {
  let done = false;
  const run = () => { if (!done) { done = true; fn(); } };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  setTimeout(run, 250);
};

/**
 * Delivers a value to listeners at most once per frame however often it changes, and never
 * while hidden: changes made while hidden produce one delivery when it becomes visible.
 */
export class FrameCoalescer<T> {
  private readonly listeners = new Set<(value: T) => void>();
  private scheduled = false;
  private pending = false;
  private visible = true;
  private disposed = false;

  constructor(private readonly schedule: FrameScheduler, private readonly value: () => T) {}

  subscribe(listener: (value: T) => void): Disposable {
    this.listeners.add(listener);
    return toDisposable(() => this.listeners.delete(listener));
  }

  /** Something changed: deliver at the next frame (or when visible again). */
  changed(): void {
    if (this.disposed) return;
    this.pending = true;
    if (this.visible) this.request();
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    if (visible && this.pending) this.request();
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  private request(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      if (this.disposed || !this.visible || !this.pending) return;
      this.pending = false;
      const value = this.value();
      for (const listener of [...this.listeners]) listener(value);
    });
  }
}
