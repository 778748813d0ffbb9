import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Heading, SearchField, Text, View } from '@adobe/react-spectrum';
import { type ScriptSandboxService } from '@tessera/sdk';
import { ColumnMenu } from './ColumnMenu';
import { DataTable, type RowActionProps } from './DataTable';
import { filterRows } from './filterRows';
import { pageRows, pageSizeChoices, validPageSize } from './pageRows';
import { nextSort, parseSortOrder, sortRows } from './sortRows';
import { type SortOrder, type TableColumn, type TableRow } from './tableTypes';
import { TablePager } from './TablePager';
import { useSandboxedCells } from './useSandboxedCells';

export interface TablePanelProps extends RowActionProps {
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** Shown above the table when set. */
  title?: string;
  defaultSortOrder?: string;
  defaultPageSize: unknown;
  displayPagination: boolean;
  enableSearch: boolean;
  /** Offers the column menu for the columns marked `selectable`. */
  enableColumnMenu?: boolean;
  stickyHeader: boolean;
  /** The widget's script sandbox: runs the columns' cell content and style functions. */
  sandbox?: ScriptSandboxService;
}

const NO_VISIBILITY: Record<string, boolean> = {};

/**
 * A table with its search box, column menu and pager. Search, sort, page and column
 * choices are this panel's state; the rows come in already built from the widget's data.
 */
export function TablePanel(props: TablePanelProps) {
  const { t } = useTranslation();
  const { columns } = props;
  const rows = useSandboxedCells(props.sandbox, columns, props.rows);
  const [search, setSearch] = useState('');
  // Undefined until the user sorts: the default may name a column that arrives with the data.
  const [userSort, setUserSort] = useState<SortOrder | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(() => validPageSize(props.defaultPageSize));
  const [visibility, setVisibility] = useState(NO_VISIBILITY);

  const sort = userSort ?? parseSortOrder(props.defaultSortOrder, columns);
  const { shown, cellIndex } = useMemo(() => {
    const isShown = (c: TableColumn) => visibility[c.id] ?? !c.hiddenByDefault;
    return {
      shown: columns.filter(isShown),
      cellIndex: columns.map((c, i) => (isShown(c) ? i : -1)).filter((i) => i >= 0),
    };
  }, [columns, visibility]);
  const current = useMemo(() => {
    const found = filterRows(rows, search, cellIndex);
    const ordered = sortRows(found, columns, sort);
    return pageRows(ordered, page, props.displayPagination ? pageSize : 0);
  }, [rows, search, cellIndex, columns, sort?.column, sort?.direction, page, pageSize, props.displayPagination]);

  const onSort = useCallback((column: string) => setUserSort(nextSort(sort, column)), [sort?.column, sort?.direction]);
  const selectable = props.enableColumnMenu ? columns.filter((c) => c.selectable) : [];
  const hidden = new Set(selectable.filter((c) => !shown.includes(c)).map((c) => c.id));

  return (
    <Flex direction="column" flex={1} minHeight={0}>
      {(props.title || props.enableSearch || selectable.length > 0) && (
        <Flex alignItems="center" gap="size-100" UNSAFE_style={{ padding: '4px 8px', flexShrink: 0 }}>
          {props.title && <Heading level={3} margin={0} flexGrow={1}>{props.title}</Heading>}
          {props.enableSearch && (
            <SearchField
              aria-label={t('widgets.tables.search')}
              isQuiet
              value={search}
              onChange={(text) => { setSearch(text); setPage(0); }}
              marginStart={props.title ? undefined : 'auto'}
            />
          )}
          {selectable.length > 0 && (
            <ColumnMenu
              columns={selectable}
              hidden={hidden}
              onChange={(next) => setVisibility(Object.fromEntries(selectable.map((c) => [c.id, !next.has(c.id)])))}
            />
          )}
        </Flex>
      )}
      <View flexGrow={1} minHeight={0} UNSAFE_style={{ overflow: 'auto' }}>
        {current.total === 0 ? (
          <Flex height="100%" alignItems="center" justifyContent="center">
            <Text UNSAFE_style={{ opacity: 0.6 }}>{t('widgets.tables.no-data')}</Text>
          </Flex>
        ) : (
          <DataTable
            columns={shown}
            cellIndex={cellIndex}
            rows={current.rows}
            sort={sort}
            onSort={onSort}
            stickyHeader={props.stickyHeader}
            stickyAction={props.stickyAction}
            cellActions={props.cellActions}
            onCellAction={props.onCellAction}
            onRowClick={props.onRowClick}
            onRowDoubleClick={props.onRowDoubleClick}
            rowsInteractive={props.rowsInteractive}
          />
        )}
      </View>
      {props.displayPagination && current.total > 0 && (
        <TablePager
          page={current}
          pageSize={pageSize}
          sizes={pageSizeChoices(validPageSize(props.defaultPageSize))}
          onPage={setPage}
          onPageSize={(size) => { setPageSize(size); setPage(0); }}
        />
      )}
    </Flex>
  );
}
