import { type WidgetDatasource, type WidgetSeries } from '@tessera/sdk';

/** One datasource with its series, in configuration order. */
export interface DatasourceGroup {
  datasource: WidgetDatasource;
  series: WidgetSeries[];
}

/** Series and datasources may be distinct objects for one datasource: compare what identifies it. */
function keyOf(datasource: WidgetDatasource): string {
  return JSON.stringify([datasource.type, datasource.entityId?.id ?? '', datasource.aliasName ?? '', datasource.name]);
}

/**
 * Groups series by their datasource. Datasources without series (no data yet) are kept, in
 * `datasources` order, followed by any datasource only the series name.
 */
export function groupByDatasource(series: readonly WidgetSeries[], datasources: readonly WidgetDatasource[] = []): DatasourceGroup[] {
  const groups = new Map<string, DatasourceGroup>();
  for (const datasource of datasources) {
    if (!groups.has(keyOf(datasource))) groups.set(keyOf(datasource), { datasource, series: [] });
  }
  for (const s of series) {
    const key = keyOf(s.datasource);
    const group = groups.get(key) ?? { datasource: s.datasource, series: [] };
    group.series.push(s);
    groups.set(key, group);
  }
  return [...groups.values()];
}
