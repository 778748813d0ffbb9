import { defaultDisplayConfig, type WidgetData, type WidgetDataKey, type WidgetDatasource, type WidgetSeries } from '@tessera/sdk';

export const datasource = (name: string): WidgetDatasource => ({
  type: 'entity', name, entityName: name, entityLabel: `${name} label`,
  entityId: { entityType: 'DEVICE', id: `${name}-id` }, dataKeys: [],
});

export const key = (name: string, color: string, settings: Record<string, unknown> = {}, extra: Partial<WidgetDataKey> = {}): WidgetDataKey => ({
  name, type: 'timeseries', label: name, color, settings, ...extra,
});

export const series = (dataKey: WidgetDataKey, data: [number, number | string | boolean][], source = datasource('Sensor')): WidgetSeries => ({
  datasource: source, dataKey, data,
});

export const dataOf = (...list: WidgetSeries[]): WidgetData => ({ series: list, version: 1, error: null });

export const config = (overrides: Partial<ReturnType<typeof defaultDisplayConfig>> = {}) => ({ ...defaultDisplayConfig(true), ...overrides });
