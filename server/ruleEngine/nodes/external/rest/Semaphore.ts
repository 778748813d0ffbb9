/**
 * Bounds the requests one node has in flight (maxParallelRequestsCount). A waiter gives
 * up after `timeoutMs` (0: waits as long as it takes), so a slow endpoint fails messages
 * instead of holding the tenant's queue without end.
 */
export class Semaphore {
  private available: number;
  private readonly waiters: (() => void)[] = [];

  constructor(permits: number) {
    this.available = permits;
  }

  /** Resolves true once a permit is held, false when `timeoutMs` passed first. */
  acquire(timeoutMs: number): Promise<boolean> {
    if (this.available > 0) {
      this.available--;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(grant);
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          const at = this.waiters.indexOf(grant);
          if (at >= 0) this.waiters.splice(at, 1);
          resolve(false);
        }, timeoutMs);
      }
    });
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.available++;
  }
}
