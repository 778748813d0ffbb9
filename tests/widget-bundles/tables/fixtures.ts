import {
  type DataValue, type WidgetDataKey, type WidgetDatasource, type WidgetSeries, type EntityType,
} from '@tessera/sdk';

/** A data key as the host hands it to widgets. */
export function key(name: string, extra: Partial<WidgetDataKey> = {}): WidgetDataKey {
  return { name, type: 'timeseries', label: name, color: '#2196f3', settings: {}, ...extra };
}

/** An entity datasource with its keys. */
export function entity(name: string, keys: WidgetDataKey[], extra: Partial<WidgetDatasource> & { entityType?: EntityType } = {}): WidgetDatasource {
  const { entityType = 'DEVICE', ...rest } = extra;
  return { type: 'entity', name, entityName: name, entityId: { entityType, id: `id-${name}` }, dataKeys: keys, ...rest };
}

/** The series of a datasource's keys, with points per key name (oldest first). */
export function seriesOf(datasource: WidgetDatasource, points: Record<string, [number, DataValue][]>): WidgetSeries[] {
  return datasource.dataKeys.map((dataKey) => ({ datasource, dataKey, data: points[dataKey.name] ?? [] }));
}
