import {
  type WidgetDataKey, type WidgetDatasource, type WidgetDisplayConfig, type WidgetSeries, formatValue, latestValue,
} from '@tessera/sdk';
import { cellFunctionsOf } from './cellFunctions';
import { groupByDatasource } from './groupByDatasource';
import { type TableColumn, type TableRow } from './tableTypes';

/** The entities table settings (ThingsBoard's TABLE family) these rows depend on. */
export interface EntityTableOptions {
  displayEntityName: boolean;
  entityNameColumnTitle?: string;
  displayEntityLabel: boolean;
  entityLabelColumnTitle?: string;
  displayEntityType: boolean;
  config: Pick<WidgetDisplayConfig, 'units' | 'decimals'>;
  t(key: string): string;
}

/**
 * A column of the entities table: key settings `defaultColumnVisibility: 'hidden'` hide it
 * at first, `columnSelectionToDisplay: 'disabled'` keeps it out of the column menu.
 */
export type EntityColumn = TableColumn & Required<Pick<TableColumn, 'hiddenByDefault' | 'selectable'>>;

/** Columns and rows of the entities table. */
export interface EntityTable {
  columns: EntityColumn[];
  rows: TableRow[];
}

// By key, not label: an alias resolving to several entities may give each its own label
// (`${entityName}` patterns), and they still share the column.
const keyColumnId = (key: WidgetDataKey) => `key:${key.type}:${key.name}`;

function keyColumn(key: WidgetDataKey): EntityColumn {
  const width = typeof key.settings.columnWidth === 'string' && !/^0(px|%)?$/.test(key.settings.columnWidth.trim())
    ? key.settings.columnWidth.trim() : undefined;
  return {
    id: keyColumnId(key), title: key.label || key.name, name: key.name, width,
    hiddenByDefault: key.settings.defaultColumnVisibility === 'hidden',
    selectable: key.settings.columnSelectionToDisplay !== 'disabled',
    cellFunctions: cellFunctionsOf(key.settings),
  };
}

const entityColumn = (id: string, title: string): EntityColumn => ({ id, title, hiddenByDefault: false, selectable: true });

/**
 * One row per entity (datasources resolving to the same entity share a row), columns for
 * its name, label and type as the settings ask, then one per data key (by key type and name, in
 * the order keys first appear) with the key's latest value as text.
 */
export function buildEntityTable(series: readonly WidgetSeries[], datasources: readonly WidgetDatasource[], options: EntityTableOptions): EntityTable {
  const { t } = options;
  const columns: EntityColumn[] = [];
  if (options.displayEntityName) columns.push(entityColumn('entityName', options.entityNameColumnTitle || t('widgets.tables.entity-name')));
  if (options.displayEntityLabel) columns.push(entityColumn('entityLabel', options.entityLabelColumnTitle || t('widgets.tables.entity-label')));
  if (options.displayEntityType) columns.push(entityColumn('entityType', t('widgets.tables.entity-type')));
  const fixed = columns.length;
  const groups = groupByDatasource(series, datasources);
  const keyIndex = new Map<string, number>();
  const addKey = (key: WidgetDataKey) => {
    const id = keyColumnId(key);
    if (!keyIndex.has(id)) {
      keyIndex.set(id, columns.length);
      columns.push(keyColumn(key));
    }
  };
  for (const { datasource, series: own } of groups) {
    for (const key of datasource.dataKeys) addKey(key);
    for (const s of own) addKey(s.dataKey);
  }

  const rows = groups.map(({ datasource, series: own }, index): TableRow => {
    const name = datasource.entityName ?? datasource.name;
    const label = datasource.entityLabel ?? '';
    const type = datasource.entityId?.entityType;
    const cells = new Array<string>(columns.length).fill('');
    const sortValues = new Array<string | number | boolean | undefined>(columns.length).fill(undefined);
    const fixedValues: Record<string, string> = {
      entityName: name, entityLabel: label, entityType: type ? t(`entity.type-names.${type}`) : '',
    };
    columns.slice(0, fixed).forEach((column, i) => {
      cells[i] = fixedValues[column.id];
      sortValues[i] = fixedValues[column.id];
    });
    for (const s of own) {
      const i = keyIndex.get(keyColumnId(s.dataKey))!;
      const value = latestValue(s);
      cells[i] = formatValue(value, s.dataKey.decimals ?? options.config.decimals, s.dataKey.units ?? options.config.units);
      sortValues[i] = value;
    }
    return {
      key: datasource.entityId?.id ?? `${index}:${name}`,
      cells, sortValues,
      target: { entityId: datasource.entityId, entityName: name, entityLabel: datasource.entityLabel },
    };
  });
  return { columns, rows };
}
