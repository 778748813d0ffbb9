import { PAGE_SIZES } from '@tessera/ui';
import { type TableRow } from './tableTypes';

/** One page of rows and where it is. */
export interface RowPage {
  rows: readonly TableRow[];
  /** The page shown, 0-based: the asked page kept within the pages there are. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there are none). */
  first: number;
  last: number;
  total: number;
}

/** Page `page` of `size` rows; `size` 0 or less means every row on one page. */
export function pageRows(rows: readonly TableRow[], page: number, size: number): RowPage {
  const total = rows.length;
  if (size <= 0) return { rows, page: 0, pageCount: 1, first: total ? 1 : 0, last: total, total };
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(0, Math.trunc(page)), pageCount - 1);
  const start = current * size;
  const shown = rows.slice(start, start + size);
  return { rows: shown, page: current, pageCount, first: shown.length ? start + 1 : 0, last: start + shown.length, total };
}

/** The console's page sizes plus the widget's default when that is another number, ascending. */
export function pageSizeChoices(defaultSize: number): number[] {
  const sizes = new Set<number>(PAGE_SIZES);
  if (Number.isInteger(defaultSize) && defaultSize > 0) sizes.add(defaultSize);
  return [...sizes].sort((a, b) => a - b);
}

/** The widget's `defaultPageSize` as a usable number (ThingsBoard's 10 when missing or bad). */
export function validPageSize(value: unknown): number {
  const size = Number(value);
  return Number.isInteger(size) && size > 0 ? size : 10;
}
