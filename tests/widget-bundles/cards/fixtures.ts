import { type DataValue, type WidgetDataKey, type WidgetDatasource, type WidgetSeries } from '@tessera/sdk';

export { dataKey as key } from '../fakeWidgetContext';

export function datasource(entityName: string, dataKeys: WidgetDataKey[], extra: Partial<WidgetDatasource> = {}): WidgetDatasource {
  return { type: 'entity', name: entityName, entityName, entityId: { entityType: 'DEVICE', id: `id-${entityName}` }, dataKeys, ...extra };
}

/** Latest series: one point per key of each datasource, values in key order. */
export function latestSeries(ds: WidgetDatasource, values: (DataValue | undefined)[]): WidgetSeries[] {
  return ds.dataKeys.map((dataKey, i) => ({ datasource: ds, dataKey, data: values[i] === undefined ? [] : [[1000, values[i]!] as const] }));
}
