import { type DataValue, type WidgetDatasource, type WidgetDisplayConfig, type WidgetSeries, formatValue } from '@tessera/sdk';
import { cellFunctionsOf } from './cellFunctions';
import { datasourceKey, groupByDatasource } from './groupByDatasource';
import { type TableColumn, type TableRow } from './tableTypes';

/** The time-series table settings these rows depend on. */
export interface TimeseriesRowOptions {
  showTimestamp: boolean;
  hideEmptyLines: boolean;
  useEntityLabel: boolean;
  /** Title of the timestamp column. */
  timestampTitle: string;
  formatTs(ts: number): string;
  config: Pick<WidgetDisplayConfig, 'units' | 'decimals'>;
}

/** One tab of the table: a datasource with its columns and a row per timestamp. */
export interface TimeseriesTab {
  key: string;
  name: string;
  datasource: WidgetDatasource;
  columns: TableColumn[];
  /** Newest first. */
  rows: TableRow[];
}

/**
 * Merges series by timestamp: one entry per distinct ts, newest first, with each series'
 * value at that ts (undefined where a series has none).
 */
export function mergeByTimestamp(series: readonly WidgetSeries[]): [number, (DataValue | undefined)[]][] {
  const byTs = new Map<number, (DataValue | undefined)[]>();
  series.forEach((s, index) => {
    for (const [ts, value] of s.data) {
      let values = byTs.get(ts);
      if (!values) {
        values = new Array<DataValue | undefined>(series.length).fill(undefined);
        byTs.set(ts, values);
      }
      values[index] = value;
    }
  });
  return [...byTs.entries()].sort((a, b) => b[0] - a[0]);
}

const isEmpty = (value: DataValue | undefined) => value === undefined || value === '';

/**
 * The tabs of the time-series table: one per datasource. Columns are ids '0' (timestamp,
 * when shown) and '1'..'n' (the keys), as ThingsBoard numbers them for `defaultSortOrder`.
 */
export function buildTimeseriesTabs(
  series: readonly WidgetSeries[], datasources: readonly WidgetDatasource[], options: TimeseriesRowOptions,
): TimeseriesTab[] {
  return groupByDatasource(series, datasources).map(({ datasource, series: own }, tabIndex) => {
    const keyColumns: TableColumn[] = own.map((s, i) => ({
      id: String(i + 1), title: s.dataKey.label || s.dataKey.name, name: s.dataKey.name, cellFunctions: cellFunctionsOf(s.dataKey.settings ?? {}),
    }));
    const columns = options.showTimestamp
      ? [{ id: '0', title: options.timestampTitle, name: 'timestamp' }, ...keyColumns]
      : keyColumns;
    const formats = own.map((s) => ({
      decimals: s.dataKey.decimals ?? options.config.decimals,
      units: s.dataKey.units ?? options.config.units,
    }));
    const target = { entityId: datasource.entityId, entityName: datasource.entityName ?? datasource.name, entityLabel: datasource.entityLabel };
    const rows: TableRow[] = [];
    for (const [ts, values] of mergeByTimestamp(own)) {
      if (options.hideEmptyLines && values.every(isEmpty)) continue;
      const cells = values.map((v, i) => formatValue(v, formats[i].decimals, formats[i].units));
      rows.push({
        key: String(ts),
        cells: options.showTimestamp ? [options.formatTs(ts), ...cells] : cells,
        sortValues: options.showTimestamp ? [ts, ...values] : values,
        target,
      });
    }
    const name = (options.useEntityLabel && datasource.entityLabel) || datasource.entityName || datasource.name;
    return { key: `${tabIndex}:${datasourceKey(datasource)}`, name, datasource, columns, rows };
  });
}
