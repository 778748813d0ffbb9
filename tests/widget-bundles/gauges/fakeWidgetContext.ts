import {
  defaultDisplayConfig, staticWidgetContext, toDisposable, type DataValue, type ServiceHolder, type ServiceRef,
  type WidgetContext, type WidgetData, type WidgetDataKey, type WidgetDatasource,
} from '@tessera/sdk';

/** A service holder over a plain map of fakes, by ref. */
export function fakeServices(entries: [ServiceRef<any>, unknown][] = []): ServiceHolder {
  const map = new Map(entries.map(([ref, service]) => [ref.id, service]));
  return {
    get: (ref) => {
      if (!map.has(ref.id)) throw new Error(`no fake for ${ref.id}`);
      return map.get(ref.id) as never;
    },
    getOptional: (ref) => map.get(ref.id) as never,
  };
}

export function dataKey(name: string, extra: Partial<WidgetDataKey> = {}): WidgetDataKey {
  return { name, type: 'timeseries', label: name, color: '#2196f3', settings: {}, ...extra };
}

export function datasource(keys: WidgetDataKey[]): WidgetDatasource {
  return { type: 'entity', name: 'Thermostat', entityId: { entityType: 'DEVICE', id: 'dev-1' }, dataKeys: keys };
}

/** Widget data with one latest point per key of `ds`, by key name. */
export function latestData(ds: WidgetDatasource, values: Record<string, DataValue>, version = 1): WidgetData {
  return {
    version,
    error: null,
    series: ds.dataKeys.map((key) => ({ datasource: ds, dataKey: key, data: key.name in values ? [[1_700_000_000_000, values[key.name]] as const] : [] })),
  };
}

/** A context whose data can be pushed later with `push`. */
export function fakeWidgetContext(overrides: Partial<WidgetContext> & { services?: ServiceHolder } = {}) {
  const listeners = new Set<(d: WidgetData) => void>();
  const base = staticWidgetContext(overrides.services ?? fakeServices(), false);
  const ctx = {
    ...base,
    ...overrides,
    subscribe: (listener: (d: WidgetData) => void) => {
      listeners.add(listener);
      return toDisposable(() => listeners.delete(listener));
    },
  } as WidgetContext & { data: WidgetData };
  const push = (data: WidgetData) => {
    (ctx as { data: WidgetData }).data = data;
    for (const listener of listeners) listener(data);
  };
  return { ctx, push };
}

export const displayConfig = defaultDisplayConfig();
