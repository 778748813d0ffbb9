/** A page request of the ThingsBoard API (contract section 1.2). */
export interface PageLink {
  pageSize: number;
  /** 0-based. */
  page: number;
  textSearch?: string;
  sortProperty?: string;
  sortOrder?: 'ASC' | 'DESC';
}

/** A page of results. */
export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** Page sizes offered by every table (seed 000 section 9). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The query string of a page request, in the order the console sends it. */
export function pageLinkQuery(link: PageLink, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  params.set('pageSize', String(link.pageSize));
  params.set('page', String(link.page));
  if (link.textSearch?.trim()) params.set('textSearch', link.textSearch.trim());
  if (link.sortProperty) {
    params.set('sortProperty', link.sortProperty);
    params.set('sortOrder', link.sortOrder ?? 'ASC');
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') params.set(key, value);
  return params.toString();
}

/** The rows of a virtualized list to render for a scroll position (with overscan). */
export function visibleRange(scrollTop: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan = 6) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first, last, offsetTop: first * rowHeight, totalHeight: rowCount * rowHeight };
}

/**
 * One page of a list the server answers whole (relation search queries): the same
 * case-insensitive substring search on `searchOf`, sorting and totals as a server page.
 */
export function pageOfList<T>(items: T[], link: PageLink, searchOf: (item: T) => string, sortValue: (item: T, property: string) => string | number): PageData<T> {
  const needle = link.textSearch?.trim().toLowerCase() ?? '';
  const found = needle ? items.filter((item) => searchOf(item).toLowerCase().includes(needle)) : [...items];
  if (link.sortProperty) {
    const property = link.sortProperty;
    const sign = link.sortOrder === 'DESC' ? -1 : 1;
    found.sort((a, b) => {
      const x = sortValue(a, property);
      const y = sortValue(b, property);
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }
  const totalPages = Math.ceil(found.length / link.pageSize);
  const data = found.slice(link.page * link.pageSize, (link.page + 1) * link.pageSize);
  return { data, totalPages, totalElements: found.length, hasNext: link.page + 1 < totalPages };
}
