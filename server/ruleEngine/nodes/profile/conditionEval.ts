import type { FilterValue, Predicate } from '../../../query/entityQueryInput';
import { predicateMatches } from '../../../query/keyFilters';
import { snapshotKey, type DataSnapshot } from './DataSnapshot';
import { UNIT_MS, type AlarmRule, type ConditionFilter, type ProfileAlarm } from './profileAlarms';

/*
 * Alarm conditions over a device's snapshot. Predicates are the entity data query's
 * (server/query/keyFilters.ts); what is particular to alarm rules is where values come
 * from: the snapshot, a CONSTANT key's own value, and dynamic values read from the
 * device's attributes or the SERVER_SCOPE attributes of its customer and tenant, with
 * `inherit` falling back device -> customer -> tenant (ThingsBoard's AlarmRuleState).
 */

/** Server attributes of the device's customer and tenant that dynamic values read, as text. */
export interface OwnerAttributes {
  customer: ReadonlyMap<string, string>;
  tenant: ReadonlyMap<string, string>;
}

export const NO_OWNER_ATTRIBUTES: OwnerAttributes = { customer: new Map(), tenant: new Map() };

export interface EvalData {
  snapshot: DataSnapshot;
  owners: OwnerAttributes;
}

/** The resolved source value of a dynamic operand, or undefined. */
export function resolveDynamic(data: EvalData, value: FilterValue): unknown {
  const dynamic = value.dynamicValue;
  if (!dynamic) return undefined;
  const attribute = dynamic.sourceAttribute;
  switch (dynamic.sourceType) {
    case 'CURRENT_DEVICE': {
      const own = data.snapshot.get('ATTRIBUTE', attribute);
      if (own !== undefined || !dynamic.inherit) return own;
      return data.owners.customer.get(attribute) ?? data.owners.tenant.get(attribute);
    }
    case 'CURRENT_CUSTOMER': {
      const customer = data.owners.customer.get(attribute);
      if (customer !== undefined || !dynamic.inherit) return customer;
      return data.owners.tenant.get(attribute);
    }
    case 'CURRENT_TENANT':
      return data.owners.tenant.get(attribute);
    default:
      // CURRENT_USER has no meaning for a device message.
      return undefined;
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** The value a filter compares: the snapshot's, or a CONSTANT key's own; undefined when missing. */
export function filterActual(filter: ConditionFilter, snapshot: DataSnapshot): string | undefined {
  if (filter.key.type === 'CONSTANT') return filter.value === null || filter.value === undefined ? undefined : textOf(filter.value);
  return snapshot.get(filter.key.type, filter.key.key);
}

/** Every filter holds (a missing value never does); a rule with no filters never fires. */
export function conditionMatches(rule: AlarmRule, data: EvalData): boolean {
  if (rule.filters.length === 0) return false;
  const resolve = (value: FilterValue) => resolveDynamic(data, value);
  return rule.filters.every((filter) => {
    const actual = filterActual(filter, data.snapshot);
    return actual !== undefined && filter.predicate !== undefined && predicateMatches(filter.predicate, filter.valueType, actual, resolve);
  });
}

/** The spec's number: the dynamic source's value when there is one, else the default; 0 when unreadable. */
function specNumber(value: FilterValue, data: EvalData): number {
  const dynamic = resolveDynamic(data, value);
  const raw = dynamic !== undefined && dynamic !== null && dynamic !== '' ? dynamic : value.defaultValue;
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(number) ? number : 0;
}

/** DURATION: how long the condition must hold, in ms (0 = never satisfied). */
export function requiredDurationMs(rule: AlarmRule, data: EvalData): number {
  return rule.spec.type === 'DURATION' ? Math.round(specNumber(rule.spec.predicate, data) * UNIT_MS[rule.spec.unit]) : 0;
}

/** REPEATING: how many times in a row the condition must hold. */
export function requiredRepeats(rule: AlarmRule, data: EvalData): number {
  return rule.spec.type === 'REPEATING' ? specNumber(rule.spec.predicate, data) : 0;
}

function dynamicValuesOf(predicate: Predicate | undefined, found: FilterValue[]): void {
  if (!predicate) return;
  if (predicate.type === 'COMPLEX') predicate.predicates.forEach((inner) => dynamicValuesOf(inner, found));
  else if (predicate.value.dynamicValue) found.push(predicate.value);
}

/** Every dynamic operand of a rule: its predicates' and its spec's. */
export function ruleDynamicValues(rule: AlarmRule): FilterValue[] {
  const found: FilterValue[] = [];
  rule.filters.forEach((filter) => dynamicValuesOf(filter.predicate, found));
  if (rule.spec.type !== 'SIMPLE' && rule.spec.predicate.dynamicValue) found.push(rule.spec.predicate);
  return found;
}

/**
 * The snapshot keys a rule reads: its filters' keys and, as device attributes, the
 * sources of its dynamic values (whatever their source type, as ThingsBoard does).
 */
export function ruleKeys(rule: AlarmRule): Set<string> {
  const keys = new Set<string>();
  for (const filter of rule.filters) if (filter.key.type !== 'CONSTANT') keys.add(snapshotKey(filter.key.type, filter.key.key));
  for (const value of ruleDynamicValues(rule)) keys.add(snapshotKey('ATTRIBUTE', value.dynamicValue!.sourceAttribute));
  return keys;
}

/** All rules of all alarms of a profile. */
export function rulesOf(alarms: readonly ProfileAlarm[]): AlarmRule[] {
  return alarms.flatMap((alarm) => [...alarm.createRules.map((entry) => entry.rule), ...(alarm.clearRule ? [alarm.clearRule] : [])]);
}

/** Customer and tenant attributes the profile's dynamic values may read (inherit included). */
export function ownerAttributeNeeds(alarms: readonly ProfileAlarm[]): { customer: Set<string>; tenant: Set<string> } {
  const needs = { customer: new Set<string>(), tenant: new Set<string>() };
  for (const value of rulesOf(alarms).flatMap(ruleDynamicValues)) {
    const { sourceType, sourceAttribute, inherit } = value.dynamicValue!;
    if (sourceType === 'CURRENT_TENANT' || (inherit && (sourceType === 'CURRENT_DEVICE' || sourceType === 'CURRENT_CUSTOMER'))) needs.tenant.add(sourceAttribute);
    if (sourceType === 'CURRENT_CUSTOMER' || (inherit && sourceType === 'CURRENT_DEVICE')) needs.customer.add(sourceAttribute);
  }
  return needs;
}
