import {
  type ActionTarget, MissingServiceError, type ServiceHolder, type ServiceRef, staticWidgetContext, toDisposable,
  type WidgetActionInfo, type WidgetContext, type WidgetData, type WidgetDataKey, type WidgetSeries,
} from '@tessera/sdk';

/** Services by ref id, as a ServiceHolder; a ref with no fake throws like the host's container. */
export function fakeServices(entries: [ServiceRef<any>, unknown][] = []): ServiceHolder {
  const byId = new Map(entries.map(([ref, service]) => [ref.id, service]));
  return {
    get: <T>(ref: ServiceRef<T>) => {
      if (!byId.has(ref.id)) throw new MissingServiceError(ref.id);
      return byId.get(ref.id) as T;
    },
    getOptional: <T>(ref: ServiceRef<T>) => byId.get(ref.id) as T | undefined,
  };
}

/** A data key as the host hands it to widgets. */
export function dataKey(name: string, extra: Partial<WidgetDataKey> = {}): WidgetDataKey {
  return { name, type: 'timeseries', label: name, color: '#2196f3', settings: {}, ...extra };
}

export interface FakeWidgetContextOptions extends Partial<Omit<WidgetContext, 'data' | 'subscribe'>> {
  /** The data at first; defaults to `series` as version 1, else the static context's empty data. */
  data?: WidgetData;
  series?: WidgetSeries[];
  /** The actions `ctx.actions.list(source)` answers, by source; ignored when `actions` is given. */
  actionsBySource?: Record<string, WidgetActionInfo[]>;
  /** The time window's zone; UTC unless given, so formatted times do not depend on the machine. */
  timezone?: string;
}

/**
 * A widget ctx over `staticWidgetContext` (no services, not in edit mode) whose data the
 * test pushes as the host does. `ran` records the actions the widget runs.
 */
export function fakeWidgetContext(options: FakeWidgetContextOptions = {}) {
  const { data: initial, series, actionsBySource, timezone, services, ...overrides } = options;
  const listeners = new Set<(data: WidgetData) => void>();
  const ran: { source: string; target?: ActionTarget; actionId?: string }[] = [];
  const base = staticWidgetContext(services ?? fakeServices(), false);
  let data: WidgetData = initial ?? (series ? { series, version: 1, error: null } : base.data);
  const ctx: WidgetContext = {
    ...base,
    timeWindow: { ...base.timeWindow, timezone: timezone ?? 'UTC' },
    actions: {
      list: (source) => actionsBySource?.[source] ?? [],
      run: (source, target, actionId) => { ran.push({ source, target, actionId }); },
    },
    ...overrides,
    get data() { return data; },
    subscribe(listener) {
      listeners.add(listener);
      return toDisposable(() => listeners.delete(listener));
    },
  };
  /** Delivers new data to the subscribers; bare series become the next version. */
  const push = (next: WidgetData | WidgetSeries[]) => {
    data = Array.isArray(next) ? { series: next, version: data.version + 1, error: null } : next;
    for (const listener of listeners) listener(data);
  };
  return { ctx, push, ran };
}
