import type { PageLink, PageSpec, SortOrder } from '../store/paging';
import { ApiError } from './errors';
import { badField, emptyParam } from './validate';

/** Page numbers and sizes are Java ints in ThingsBoard; larger values are refused as it refuses them. */
const JAVA_INT_MAX = 2_147_483_647;

type Query = Record<string, unknown> | undefined;

function intParam(query: Query, name: string, min: number): number {
  const raw = query?.[name];
  if (raw === undefined || raw === '') throw emptyParam(name);
  // A repeated parameter arrives as an array; it is as wrong as a non-number.
  if (typeof raw !== 'string' || !/^\s*-?\d+\s*$/.test(raw)) throw badField(`Parameter '${name}' must be a whole number!`);
  const value = Number(raw);
  if (value < min) throw badField(`Parameter '${name}' must be at least ${min}!`);
  if (value > JAVA_INT_MAX) throw badField(`Parameter '${name}' must be at most ${JAVA_INT_MAX}!`);
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
export function parsePageLink(query: unknown, spec: PageSpec): PageLink {
  const q = query as Query;
  const pageSize = intParam(q, 'pageSize', 1);
  const page = intParam(q, 'page', 0);
  const textSearch = optionalText(q, 'textSearch');
  const sortProperty = optionalText(q, 'sortProperty');
  if (sortProperty !== undefined && !Object.hasOwn(spec.sort, sortProperty)) {
    throw ApiError.badRequest(`Unsupported sort property '${sortProperty}'`);
  }
  const rawOrder = optionalText(q, 'sortOrder');
  let sortOrder: SortOrder | undefined;
  if (rawOrder !== undefined) {
    const upper = rawOrder.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw ApiError.badRequest('Unsupported sort order');
    sortOrder = upper;
  }
  return { pageSize, page, textSearch, sortProperty, sortOrder };
}
