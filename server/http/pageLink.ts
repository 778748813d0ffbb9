import type { PageLink, PageSpec, SortOrder } from '../store/paging';
import { ApiError } from './errors';
import { MSG } from './messages';
import { badField, emptyParam } from './validate';

/** Page numbers and sizes are Java ints in ThingsBoard; larger values are refused as it refuses them. */
const JAVA_INT_MAX = 2_147_483_647;

type Query = Record<string, unknown> | undefined;

/** `tooSmall`: ThingsBoard's page-link text for a whole number below the minimum (contract §13.2). */
function intParam(query: Query, name: string, min: number, tooSmall: (n: string) => string): number {
  const raw = query?.[name];
  if (raw === undefined || raw === '') throw emptyParam(name);
  // A repeated parameter arrives as an array; it is as wrong as a non-number.
  if (typeof raw !== 'string' || !/^\s*-?\d+\s*$/.test(raw)) throw badField(`Parameter '${name}' must be a whole number!`);
  const value = Number(raw);
  if (value > JAVA_INT_MAX) throw badField(`Parameter '${name}' must be at most ${JAVA_INT_MAX}!`);
  if (value < min) throw badField(tooSmall(String(value)));
  return value;
}

function optionalText(query: Query, name: string): string | undefined {
  const raw = query?.[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badField(`Parameter '${name}' must be a single value!`);
  return raw;
}

/**
 * Reads `pageSize`, `page`, `textSearch`, `sortProperty` and `sortOrder` (contract §1.2)
 * and refuses anything the list cannot honour with 400/31, before any query runs.
 */
export function parsePageLink(query: unknown, spec: PageSpec, check: 'pageLink' | 'springData' = 'pageLink'): PageLink {
  const q = query as Query;
  // Alarm lists skip ThingsBoard's page-link check; Spring Data's PageRequest answers instead.
  const spring = check === 'springData';
  const pageSize = intParam(q, 'pageSize', 1, spring ? () => MSG.SPRING_PAGE_SIZE : MSG.PAGE_SIZE);
  const page = intParam(q, 'page', 0, spring ? () => MSG.SPRING_PAGE : MSG.PAGE);
  const textSearch = optionalText(q, 'textSearch');
  const sortProperty = optionalText(q, 'sortProperty');
  if (sortProperty !== undefined && !Object.hasOwn(spec.sort, sortProperty)) {
    throw ApiError.badRequest(`Unsupported sort property '${sortProperty}'`);
  }
  const rawOrder = optionalText(q, 'sortOrder');
  let sortOrder: SortOrder | undefined;
  if (rawOrder !== undefined) {
    const upper = rawOrder.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw ApiError.badRequest(MSG.SORT_ORDER(rawOrder));
    sortOrder = upper;
  }
  return { pageSize, page, textSearch, sortProperty, sortOrder };
}
