/*
 * Dashboard key filters (contract §3 `filters`, §7 KeyFilter), pure. A ThingsBoard 3.3
 * dashboard stores a filter as `{id, filter, editable, keyFilters: KeyFilterInfo[]}` where each
 * info holds a key, a value type and several predicates wrapped with their user-edit
 * settings (`{keyFilterPredicate, userInfo}`); the entity query wants one KeyFilter per
 * predicate, complex predicates unwrapped all the way down. Already flat KeyFilters
 * (`predicate`) pass through, so hand-written configurations work too.
 */

/** A key filter as the entity query takes it (contract §7). */
export interface KeyFilter {
  key: { type: string; key: string };
  valueType: string;
  predicate: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A predicate info (`{keyFilterPredicate, userInfo}`) or plain predicate -> the plain predicate, recursively. */
export function unwrapPredicate(value: unknown): Record<string, unknown> | null {
  if (!isObject(value)) return null;
  const predicate = isObject(value.keyFilterPredicate) ? value.keyFilterPredicate : value;
  if (typeof predicate.type !== 'string') return null;
  if (predicate.type !== 'COMPLEX') return predicate;
  const inner = Array.isArray(predicate.predicates) ? predicate.predicates : [];
  return { type: 'COMPLEX', operation: predicate.operation, predicates: inner.map(unwrapPredicate).filter((p) => p !== null) };
}

/** KeyFilterInfo[] (or KeyFilter[]) of a dashboard filter -> the KeyFilter[] of the entity query; malformed entries are skipped. */
export function toKeyFilters(infos: unknown): KeyFilter[] {
  if (!Array.isArray(infos)) return [];
  const out: KeyFilter[] = [];
  for (const info of infos) {
    if (!isObject(info) || !isObject(info.key) || typeof info.key.type !== 'string' || typeof info.key.key !== 'string') continue;
    const key = { type: info.key.type, key: info.key.key };
    const valueType = typeof info.valueType === 'string' ? info.valueType : 'STRING';
    const predicates = Array.isArray(info.predicates) ? info.predicates : 'predicate' in info ? [info.predicate] : [];
    for (const raw of predicates) {
      const predicate = unwrapPredicate(raw);
      if (predicate) out.push({ key, valueType, predicate });
    }
  }
  return out;
}

/** The key filters a datasource's `filterId` names in the dashboard's `filters`; none when it names nothing. */
export function dashboardKeyFilters(filters: Record<string, unknown> | undefined, filterId: string | null | undefined): KeyFilter[] {
  if (!filterId || !filters) return [];
  const filter = filters[filterId];
  return isObject(filter) ? toKeyFilters(filter.keyFilters) : [];
}
