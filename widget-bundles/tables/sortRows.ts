import { type SortOrder, type SortValue, type TableColumn, type TableRow } from './tableTypes';

/**
 * ThingsBoard's `defaultSortOrder` text: a column id, title or key name, `-` first for
 * descending (`-0` is the time-series table's timestamp column, newest first). Null when it
 * names no column.
 */
export function parseSortOrder(text: string | undefined | null, columns: readonly TableColumn[]): SortOrder | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  const descending = trimmed.startsWith('-');
  const name = descending ? trimmed.slice(1) : trimmed.replace(/^\+/, '');
  const column = columns.find((c) => c.id === name) ?? columns.find((c) => c.title === name) ?? columns.find((c) => c.name === name);
  return column ? { column: column.id, direction: descending ? 'desc' : 'asc' } : null;
}

/** Clicking a header: the same column flips its direction, another column starts ascending. */
export function nextSort(current: SortOrder | null, column: string): SortOrder {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values: empty last, numbers and booleans by value, text naturally. */
export function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === undefined || a === '';
  const bEmpty = b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Numbers before text when a key mixes both.
  if (typeof a === 'number' && typeof b !== 'number') return -1;
  if (typeof b === 'number' && typeof a !== 'number') return 1;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order of `sort` (a new array; stable). Empty values stay last in both
 * directions. Unknown columns keep the given order.
 */
export function sortRows(rows: readonly TableRow[], columns: readonly TableColumn[], sort: SortOrder | null): readonly TableRow[] {
  const index = sort ? columns.findIndex((c) => c.id === sort.column) : -1;
  if (!sort || index < 0) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, position) => ({ row, position }))
    .sort((x, y) => {
      const a = x.row.sortValues[index];
      const b = y.row.sortValues[index];
      const aEmpty = a === undefined || a === '';
      const bEmpty = b === undefined || b === '';
      const order = aEmpty || bEmpty ? compareValues(a, b) : sign * compareValues(a, b);
      return order || x.position - y.position;
    })
    .map((entry) => entry.row);
}
