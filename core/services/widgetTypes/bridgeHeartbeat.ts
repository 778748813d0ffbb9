/** The heartbeat: a ping this often, and a frame that answers none for `timeout` has stopped responding. */
export interface HeartbeatOptions {
  interval: number;
  timeout: number;
  now(): number;
  /** True while the page is shown: hidden pages get throttled timers, and nothing is judged then. */
  visible(): boolean;
}

export const DEFAULT_HEARTBEAT: HeartbeatOptions = {
  interval: 1000,
  timeout: 5000,
  now: () => performance.now(),
  visible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
};

/**
 * One sandboxed widget's heartbeat. Chromium runs opaque-origin frames out of the console's
 * process, so a controller stuck in `while (true) {}` leaves the console running but never
 * answers a ping: after `timeout` without a pong, `missed` is called (once). Time the console
 * itself was stalled (a late tick) or hidden does not count against the frame.
 */
export class Heartbeat {
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastPong: number;
  private lastBeat = 0;
  private seq = 0;

  constructor(private readonly options: HeartbeatOptions) {
    this.lastPong = options.now();
  }

  start(ping: (seq: number) => void, missed: () => void): void {
    const { interval, timeout, now, visible } = this.options;
    this.lastPong = now();
    this.lastBeat = this.lastPong;
    this.timer = setInterval(() => {
      const t = now();
      if (!visible() || t - this.lastBeat > interval * 2) this.lastPong = t;
      this.lastBeat = t;
      if (t - this.lastPong > timeout) {
        this.stop();
        missed();
        return;
      }
      ping(++this.seq);
    }, interval);
  }

  pong(): void {
    this.lastPong = this.options.now();
  }

  /** No pong lately (before `start`: nothing since it was made, e.g. a frame that never said ready). */
  stalled(): boolean {
    return this.options.now() - this.lastPong > this.options.interval * 2.5;
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
