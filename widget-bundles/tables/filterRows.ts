import { type TableRow } from './tableTypes';

/**
 * The rows with a cell containing `text` (trimmed, case-insensitive), looking only at the
 * cells at `columns` (the visible ones) when given. Empty text keeps every row.
 */
export function filterRows(rows: readonly TableRow[], text: string, columns?: readonly number[]): readonly TableRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => {
    const cells = columns ? columns.map((i) => row.cells[i] ?? '') : row.cells;
    return cells.some((cell) => cell.toLowerCase().includes(needle));
  });
}
