import {
  type DataValue, type WidgetDataKey, type WidgetDatasource, type WidgetSeries, type EntityType,
} from '@tessera/sdk';

export { dataKey as key } from '../fakeWidgetContext';

/** An entity datasource with its keys. */
export function entity(name: string, keys: WidgetDataKey[], extra: Partial<WidgetDatasource> & { entityType?: EntityType } = {}): WidgetDatasource {
  const { entityType = 'DEVICE', ...rest } = extra;
  return { type: 'entity', name, entityName: name, entityId: { entityType, id: `id-${name}` }, dataKeys: keys, ...rest };
}

/** The series of a datasource's keys, with points per key name (oldest first). */
export function seriesOf(datasource: WidgetDatasource, points: Record<string, [number, DataValue][]>): WidgetSeries[] {
  return datasource.dataKeys.map((dataKey) => ({ datasource, dataKey, data: points[dataKey.name] ?? [] }));
}
