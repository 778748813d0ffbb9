import { type WidgetDatasource, type WidgetSeries } from '@tessera/sdk';

/** The series of one datasource, in configuration order. */
export interface DatasourceSeries {
  datasource: WidgetDatasource;
  series: WidgetSeries[];
}

/**
 * Groups series by their datasource, in the order datasources first appear. Datasources
 * without series (an entity with no keys yet) are listed from `datasources` too.
 */
export function groupByDatasource(series: readonly WidgetSeries[], datasources: readonly WidgetDatasource[] = []): DatasourceSeries[] {
  const groups = new Map<WidgetDatasource, DatasourceSeries>();
  const keyed = new Map<string, DatasourceSeries>();
  const groupOf = (datasource: WidgetDatasource) => {
    let group = groups.get(datasource) ?? keyed.get(datasourceKey(datasource));
    if (!group) {
      group = { datasource, series: [] };
      keyed.set(datasourceKey(datasource), group);
    }
    groups.set(datasource, group);
    return group;
  };
  for (const datasource of datasources) groupOf(datasource);
  for (const s of series) groupOf(s.datasource).series.push(s);
  return [...new Set(groups.values())];
}

/** What identifies a datasource across data snapshots: its entity, else its type and name. */
export function datasourceKey(datasource: WidgetDatasource): string {
  const id = datasource.entityId;
  return id ? `${id.entityType}:${id.id}` : `${datasource.type}:${datasource.name}`;
}
