import { defaultDisplayConfig, type DataValue, type WidgetData, type WidgetDataKey, type WidgetDatasource } from '@tessera/sdk';

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

export const displayConfig = defaultDisplayConfig();
