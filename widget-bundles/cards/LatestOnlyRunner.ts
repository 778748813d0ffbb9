/**
 * Runs an async job for the newest request only: while one run is in flight, later requests
 * collapse into one that starts when it ends (intermediate ones are skipped). A markdown text function in the script sandbox
 * then runs at most once at a time however fast data arrives, and shows the newest data.
 */
export class LatestOnlyRunner<A, R> {
  private running = false;
  private pending: { arg: A } | null = null;
  private disposed = false;

  constructor(
    private readonly job: (arg: A) => Promise<R>,
    private readonly onResult: (result: { value: R } | { error: unknown }) => void,
  ) {}

  request(arg: A): void {
    if (this.disposed) return;
    this.pending = { arg };
    if (!this.running) this.next();
  }

  /** Drops pending requests and any result still to come. */
  dispose(): void {
    this.disposed = true;
    this.pending = null;
  }

  private next(): void {
    const request = this.pending;
    if (!request || this.disposed) return;
    this.pending = null;
    this.running = true;
    let promise: Promise<R>;
    try {
      promise = this.job(request.arg);
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (value) => this.finish({ value }),
      (error: unknown) => this.finish({ error }),
    );
  }

  private finish(result: { value: R } | { error: unknown }): void {
    this.running = false;
    if (this.disposed) return;
    // Shown even when newer data waits: under a steady stream something must appear.
    this.onResult(result);
    this.next();
  }
}
