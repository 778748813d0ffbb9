import { describe, expect, it } from 'vitest';
import { filterRows } from '../../../widget-bundles/tables/filterRows';
import { pageRows, pageSizeChoices, validPageSize } from '../../../widget-bundles/tables/pageRows';
import { compareValues, nextSort, parseSortOrder, sortRows } from '../../../widget-bundles/tables/sortRows';
import { type TableColumn, type TableRow } from '../../../widget-bundles/tables/tableTypes';

const columns: TableColumn[] = [
  { id: 'entityName', title: 'Name' },
  { id: 'key:Temperature', title: 'Temperature', name: 'temp' },
];
const row = (key: string, name: string, temp: number | string | undefined): TableRow => ({
  key, cells: [name, temp === undefined ? '' : String(temp)], sortValues: [name, temp], target: { entityName: name },
});
const rows = [row('a', 'Device 10', 21.5), row('b', 'device 2', undefined), row('c', 'Device 1', 3), row('d', 'Pump', 'off')];

describe('parseSortOrder', () => {
  it('reads a column id, title or key name with an optional minus for descending', () => {
    expect(parseSortOrder('entityName', columns)).toEqual({ column: 'entityName', direction: 'asc' });
    expect(parseSortOrder('-Temperature', columns)).toEqual({ column: 'key:Temperature', direction: 'desc' });
    expect(parseSortOrder('-temp', columns)).toEqual({ column: 'key:Temperature', direction: 'desc' });
    expect(parseSortOrder('-0', [{ id: '0', title: 'Timestamp' }])).toEqual({ column: '0', direction: 'desc' });
  });

  it('is null for an empty text or a column that does not exist', () => {
    expect(parseSortOrder('', columns)).toBeNull();
    expect(parseSortOrder(undefined, columns)).toBeNull();
    expect(parseSortOrder('-humidity', columns)).toBeNull();
  });
});

describe('sorting', () => {
  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSort(null, 'x')).toEqual({ column: 'x', direction: 'asc' });
    expect(nextSort({ column: 'x', direction: 'asc' }, 'x')).toEqual({ column: 'x', direction: 'desc' });
    expect(nextSort({ column: 'x', direction: 'desc' }, 'x')).toEqual({ column: 'x', direction: 'asc' });
    expect(nextSort({ column: 'x', direction: 'desc' }, 'y')).toEqual({ column: 'y', direction: 'asc' });
  });

  it('compares numbers by value, text naturally and case-insensitively, numbers before text, empty last', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
    expect(compareValues('Device 2', 'device 10')).toBeLessThan(0);
    expect(compareValues(5, 'on')).toBeLessThan(0);
    expect(compareValues(undefined, 1)).toBeGreaterThan(0);
    expect(compareValues('', 'a')).toBeGreaterThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
  });

  it('sorts by the column and keeps empty cells last in both directions', () => {
    const keys = (list: readonly TableRow[]) => list.map((r) => r.key);
    expect(keys(sortRows(rows, columns, { column: 'entityName', direction: 'asc' }))).toEqual(['c', 'b', 'a', 'd']);
    expect(keys(sortRows(rows, columns, { column: 'key:Temperature', direction: 'asc' }))).toEqual(['c', 'a', 'd', 'b']);
    expect(keys(sortRows(rows, columns, { column: 'key:Temperature', direction: 'desc' }))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('keeps the given order without a sort or for an unknown column, and does not touch its input', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, columns, { column: 'nope', direction: 'asc' })).toBe(rows);
    const before = rows.map((r) => r.key);
    sortRows(rows, columns, { column: 'entityName', direction: 'desc' });
    expect(rows.map((r) => r.key)).toEqual(before);
  });
});

describe('filterRows', () => {
  it('keeps rows with a cell containing the text, ignoring case and surrounding spaces', () => {
    expect(filterRows(rows, '  DEVICE 1 ').map((r) => r.key)).toEqual(['a', 'c']);
    expect(filterRows(rows, '21.5').map((r) => r.key)).toEqual(['a']);
    expect(filterRows(rows, '')).toBe(rows);
  });

  it('looks only at the given (visible) cells', () => {
    expect(filterRows(rows, 'off', [0])).toEqual([]);
    expect(filterRows(rows, 'off', [1]).map((r) => r.key)).toEqual(['d']);
  });
});

describe('pageRows', () => {
  const many = Array.from({ length: 23 }, (_, i) => row(String(i), `D${i}`, i));

  it('cuts a page and tells the shown range', () => {
    const page = pageRows(many, 1, 10);
    expect(page.rows.map((r) => r.key)).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(page).toMatchObject({ page: 1, pageCount: 3, first: 11, last: 20, total: 23 });
    expect(pageRows(many, 2, 10)).toMatchObject({ first: 21, last: 23 });
  });

  it('keeps the page within the pages there are when rows go away', () => {
    expect(pageRows(many, 7, 10)).toMatchObject({ page: 2, first: 21 });
    expect(pageRows(many.slice(0, 5), 2, 10)).toMatchObject({ page: 0, first: 1, last: 5 });
    expect(pageRows([], 3, 10)).toMatchObject({ page: 0, pageCount: 1, first: 0, last: 0, total: 0 });
  });

  it('shows every row on one page without paging', () => {
    expect(pageRows(many, 1, 0)).toMatchObject({ page: 0, pageCount: 1, first: 1, last: 23 });
  });

  it('offers the console page sizes plus the widget default, and repairs a bad default', () => {
    expect(pageSizeChoices(10)).toEqual([10, 25, 50, 100]);
    expect(pageSizeChoices(15)).toEqual([10, 15, 25, 50, 100]);
    expect(validPageSize('20')).toBe(20);
    expect(validPageSize(-1)).toBe(10);
    expect(validPageSize(undefined)).toBe(10);
  });
});
