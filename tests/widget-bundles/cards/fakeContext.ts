import {
  MissingServiceError, staticWidgetContext, toDisposable, type DataValue, type ServiceHolder, type ServiceRef,
  type WidgetContext, type WidgetData, type WidgetDatasource, type WidgetDataKey, type WidgetSeries,
} from '@tessera/sdk';

/** Services by ref id, as a ServiceHolder. */
export function fakeServices(services: [ServiceRef<any>, unknown][] = []): ServiceHolder {
  const byId = new Map(services.map(([ref, service]) => [ref.id, service]));
  return {
    get: <T>(ref: ServiceRef<T>) => {
      if (!byId.has(ref.id)) throw new MissingServiceError(ref.id);
      return byId.get(ref.id) as T;
    },
    getOptional: <T>(ref: ServiceRef<T>) => byId.get(ref.id) as T | undefined,
  };
}

export function key(label: string, extra: Partial<WidgetDataKey> = {}): WidgetDataKey {
  return { name: label, type: 'timeseries', label, color: '#2196f3', settings: {}, ...extra };
}

export function datasource(entityName: string, dataKeys: WidgetDataKey[], extra: Partial<WidgetDatasource> = {}): WidgetDatasource {
  return { type: 'entity', name: entityName, entityName, entityId: { entityType: 'DEVICE', id: `id-${entityName}` }, dataKeys, ...extra };
}

/** Latest series: one point per key of each datasource, values in key order. */
export function latestSeries(ds: WidgetDatasource, values: (DataValue | undefined)[]): WidgetSeries[] {
  return ds.dataKeys.map((dataKey, i) => ({ datasource: ds, dataKey, data: values[i] === undefined ? [] : [[1000, values[i]!] as const] }));
}

/** A widget context with `series` as its data; `push` delivers new data to subscribers. */
export function fakeContext(series: WidgetSeries[], datasources: WidgetDatasource[], services = fakeServices()) {
  const listeners = new Set<(data: WidgetData) => void>();
  let data: WidgetData = { series, version: 1, error: null };
  const ctx: WidgetContext = {
    ...staticWidgetContext(services, false),
    datasources,
    get data() {
      return data;
    },
    subscribe(listener) {
      listeners.add(listener);
      return toDisposable(() => listeners.delete(listener));
    },
  };
  const push = (next: WidgetSeries[]) => {
    data = { series: next, version: data.version + 1, error: null };
    for (const listener of listeners) listener(data);
  };
  return { ctx, push };
}
