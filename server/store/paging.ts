import { sql, type Expression, type OrderByDirection, type SelectQueryBuilder, type SqlBool } from 'kysely';

/*
 * Paged lists (contract §1.2, §12). Every entity store pages through `fetchPage`, so
 * text search, sorting and the page arithmetic behave the same on every list.
 */

export type SortOrder = 'ASC' | 'DESC';

/** A validated page request (see http/pageLink.ts for the query-string side). */
export interface PageLink {
  pageSize: number;
  /** 0-based. */
  page: number;
  textSearch?: string;
  /** One of the list's PageSpec.sort keys; unknown ones are refused before reaching a store. */
  sortProperty?: string;
  sortOrder?: SortOrder;
}

export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** How one list pages. Column names are qualified (`tenant.title`) so joined queries stay unambiguous. */
export interface PageSpec {
  /** Columns `textSearch` is matched against (case-insensitive substring, any of them). */
  search: readonly string[];
  /** Contract sortProperty -> column. Only these are accepted. */
  sort: Readonly<Record<string, string>>;
  /** Used when no sortProperty is given: ThingsBoard lists come out oldest first then. */
  defaultSort: string;
  /** A unique column, appended to every order so equal sort keys never repeat or skip rows across pages. */
  unique: string;
}

/** `%` and `_` in the search text are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function emptyPage<T>(total: number, pageSize: number): PageData<T> {
  return { data: [], totalPages: Math.ceil(total / pageSize), totalElements: total, hasNext: false };
}

/**
 * Runs `query` as one page of `link`: filters by textSearch, counts the matches,
 * sorts and slices. `query` must yield one row per entity (1:1 joins only), as the
 * count is taken over the same rows.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  link: PageLink,
  spec: PageSpec,
): Promise<PageData<O>> {
  let filtered = query;
  if (link.textSearch && spec.search.length > 0) {
    const pattern = likePattern(link.textSearch);
    const matches = spec.search.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
    filtered = filtered.where(sql<SqlBool>`(${sql.join(matches, sql` or `)})` as Expression<SqlBool>);
  }

  const counted = await filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst();
  // PostgreSQL returns count(*) as a bigint string.
  const total = Number((counted as { total?: number | string } | undefined)?.total ?? 0);

  const offset = link.page * link.pageSize;
  // Past the end (or beyond what the database can offset): empty, but with the real totals.
  if (!Number.isSafeInteger(offset) || offset >= total) return emptyPage(total, link.pageSize);

  const column = (link.sortProperty && spec.sort[link.sortProperty]) || spec.defaultSort;
  const direction: OrderByDirection = link.sortOrder === 'DESC' ? 'desc' : 'asc';
  // Empty values first when ascending, last when descending: SQLite's order, which PostgreSQL reverses by default.
  const rows = await filtered
    .orderBy(sql.ref(column), (order) => (direction === 'asc' ? order.asc().nullsFirst() : order.desc().nullsLast()))
    .orderBy(sql.ref(spec.unique), direction)
    .limit(link.pageSize)
    .offset(offset)
    .execute();

  return {
    data: rows as O[],
    totalPages: Math.ceil(total / link.pageSize),
    totalElements: total,
    hasNext: offset + rows.length < total,
  };
}

/** Maps the rows of a page, keeping its totals. */
export function mapPage<A, B>(page: PageData<A>, map: (row: A) => B): PageData<B> {
  return { ...page, data: page.data.map(map) };
}
