import { observable, runInAction } from 'mobx';
import {
  type Disposable, type HttpService, httpServiceRef, type QueryUpdate, type ScriptSandboxService, scriptSandboxServiceRef,
  type ServiceHolder, type ServiceRef, type SubscriptionService, subscriptionServiceRef, type TelemetryData,
  type TelemetrySubscriptionRequest, type TelemetryUpdate, toDisposable,
} from '@tessera/sdk';
import { type RuntimeClock } from '../../../core/dashboard/data/WidgetRuntime';

/* Fakes passed in by service ref for the data layer's unit tests. */

export function holder(entries: [ServiceRef<unknown>, unknown][]): ServiceHolder {
  const map = new Map(entries.map(([ref, value]) => [ref.id, value]));
  return {
    get<T>(ref: ServiceRef<T>): T {
      if (!map.has(ref.id)) throw new Error(`missing ${ref.id}`);
      return map.get(ref.id) as T;
    },
    getOptional: <T>(ref: ServiceRef<T>) => map.get(ref.id) as T | undefined,
  };
}

export class FakeSubscriptions implements SubscriptionService {
  state = 'open' as const;
  readonly subs: { request: TelemetrySubscriptionRequest; fn(u: TelemetryUpdate): void; disposed: boolean }[] = [];
  readonly queries: { kind: string; command: Record<string, unknown>; fn(u: QueryUpdate): void; disposed: boolean }[] = [];
  historyData: TelemetryData = {};
  subscribe(request: TelemetrySubscriptionRequest, fn: (u: TelemetryUpdate) => void): Disposable {
    const sub = { request, fn, disposed: false };
    this.subs.push(sub);
    return toDisposable(() => { sub.disposed = true; });
  }
  history = async () => this.historyData;
  subscribeQuery(kind: string, command: Record<string, unknown>, fn: (u: QueryUpdate) => void) {
    const query = { kind, command, fn, disposed: false };
    this.queries.push(query);
    return { cmdId: this.queries.length, update: () => undefined, dispose: () => { query.disposed = true; } };
  }
  live() { return this.subs.filter((s) => !s.disposed); }
  emit(index: number, data: TelemetryData) { this.live()[index].fn({ errorCode: 0, errorMsg: null, data }); }
}

/** Runs test scripts with Function: the tests' stand-in for the sandboxed iframe. */
export const fakeSandbox: ScriptSandboxService = {
  run: async (body, argNames, args) => new Function(...argNames, body)(...args),
};

export function fakeHttp(post: (url: string, body: any) => unknown): HttpService & { calls: { url: string; body: any }[] } {
  const calls: { url: string; body: any }[] = [];
  return {
    calls,
    activeRequests: 0,
    get: async () => { throw new Error('no GET'); },
    post: async <T>(url: string, body?: unknown) => { calls.push({ url, body }); return post(url, body) as T; },
    delete: async () => { throw new Error('no DELETE'); },
  };
}

export class FakeClock implements RuntimeClock {
  timers: { ms: number; next: number; fn(): void; live: boolean }[] = [];
  constructor(public time = 1_000_000) {}
  now = () => this.time;
  every(ms: number, fn: () => void): Disposable {
    const timer = { ms, next: this.time + ms, fn, live: true };
    this.timers.push(timer);
    return toDisposable(() => { timer.live = false; });
  }
  advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.live && t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.fn();
    }
    this.time = end;
  }
}

export const frames = () => {
  const queue: (() => void)[] = [];
  return { schedule: (fn: () => void) => queue.push(fn), flush: () => queue.splice(0).forEach((fn) => fn()) };
};

export const flushPromises = async () => { for (let i = 0; i < 10; i++) await Promise.resolve(); await new Promise((r) => setTimeout(r, 0)); };

export function observableGetter<T>(value: T) {
  const box = observable.box(value, { deep: false });
  return { get: () => box.get(), set: (next: T) => runInAction(() => box.set(next)) };
}

export { httpServiceRef, scriptSandboxServiceRef, subscriptionServiceRef };
