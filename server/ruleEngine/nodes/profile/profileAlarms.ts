import type { DynamicValue, FilterValue, Predicate, ValueType } from '../../../query/entityQueryInput';
import { ALARM_SEVERITIES, type AlarmSeverity } from '../../../store/AlarmStore';

/*
 * The alarm rules of a device profile (profileData.alarms, contract §2 DeviceProfileAlarm,
 * AlarmRule, AlarmConditionFilter), read leniently: the console and older ThingsBoard
 * exports store them in slightly different shapes, and a profile must never stop the
 * device's messages. A part that cannot be read makes its condition false.
 */

export type ConditionKeyType = 'ATTRIBUTE' | 'TIME_SERIES' | 'ENTITY_FIELD' | 'CONSTANT';

export interface ConditionFilter {
  key: { type: ConditionKeyType; key: string };
  valueType: ValueType;
  /** A CONSTANT key's value. */
  value: unknown;
  /** Undefined when unreadable: the filter never matches. */
  predicate: Predicate | undefined;
}

export type DurationUnit = 'MILLISECONDS' | 'SECONDS' | 'MINUTES' | 'HOURS' | 'DAYS';

export const UNIT_MS: Record<DurationUnit, number> = { MILLISECONDS: 1, SECONDS: 1000, MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000 };

export type ConditionSpec =
  | { type: 'SIMPLE' }
  | { type: 'DURATION'; unit: DurationUnit; predicate: FilterValue }
  | { type: 'REPEATING'; predicate: FilterValue };

export interface ScheduleItem {
  enabled: boolean;
  dayOfWeek: number;
  startsOn: number;
  endsOn: number;
}

export type AlarmSchedule =
  | { type: 'ANY_TIME' }
  | { type: 'SPECIFIC_TIME'; timezone: string; daysOfWeek: number[]; startsOn: number; endsOn: number }
  | { type: 'CUSTOM'; timezone: string; items: ScheduleItem[] };

export interface AlarmRule {
  filters: ConditionFilter[];
  spec: ConditionSpec;
  schedule: AlarmSchedule;
  /** Text with `${key}` placeholders; empty keeps the alarm's details. */
  alarmDetails: string;
}

export interface ProfileAlarm {
  id: string;
  alarmType: string;
  /** Highest severity first. */
  createRules: { severity: AlarmSeverity; rule: AlarmRule }[];
  clearRule: AlarmRule | undefined;
  propagate: boolean;
  propagateToOwner: boolean;
  propagateToTenant: boolean;
  propagateRelationTypes: string[];
}

type Json = Record<string, unknown>;

const KEY_TYPES: readonly ConditionKeyType[] = ['ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'CONSTANT'];
const VALUE_TYPES: readonly ValueType[] = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'];
const SOURCE_TYPES = ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_DEVICE'] as const;
const MAX_DEPTH = 8;

function obj(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

function dynamicValueOf(value: unknown): DynamicValue | null {
  const dyn = obj(value);
  if (!dyn || !SOURCE_TYPES.includes(dyn.sourceType as (typeof SOURCE_TYPES)[number])) return null;
  if (typeof dyn.sourceAttribute !== 'string' || dyn.sourceAttribute === '') return null;
  return { sourceType: dyn.sourceType as DynamicValue['sourceType'], sourceAttribute: dyn.sourceAttribute, inherit: dyn.inherit === true };
}

/** A predicate operand; alarm rules have no user value (that is for dashboard filters). */
export function filterValueOf(value: unknown): FilterValue {
  const o = obj(value);
  if (!o) return { defaultValue: value ?? null, userValue: null, dynamicValue: null };
  return { defaultValue: o.defaultValue ?? null, userValue: null, dynamicValue: dynamicValueOf(o.dynamicValue) };
}

function predicateOf(value: unknown, depth = 0): Predicate | undefined {
  const o = obj(value);
  if (!o || depth > MAX_DEPTH || typeof o.operation !== 'string') return undefined;
  switch (o.type) {
    case 'STRING':
      return { type: 'STRING', operation: o.operation, value: filterValueOf(o.value), ignoreCase: o.ignoreCase === true };
    case 'NUMERIC':
    case 'BOOLEAN':
      return { type: o.type, operation: o.operation, value: filterValueOf(o.value) };
    case 'COMPLEX': {
      if (o.operation !== 'AND' && o.operation !== 'OR') return undefined;
      const inner = (Array.isArray(o.predicates) ? o.predicates : []).map((p) => predicateOf(p, depth + 1));
      return inner.every((p) => p !== undefined) ? { type: 'COMPLEX', operation: o.operation, predicates: inner as Predicate[] } : undefined;
    }
    default:
      return undefined;
  }
}

function filterOf(value: unknown): ConditionFilter | undefined {
  const o = obj(value);
  const key = obj(o?.key);
  if (!o || !key || typeof key.key !== 'string' || !KEY_TYPES.includes(key.type as ConditionKeyType)) return undefined;
  const valueType = VALUE_TYPES.includes(o.valueType as ValueType) ? (o.valueType as ValueType) : 'STRING';
  return { key: { type: key.type as ConditionKeyType, key: key.key }, valueType, value: o.value ?? null, predicate: predicateOf(o.predicate) };
}

function specOf(value: unknown): ConditionSpec {
  const o = obj(value);
  // 3.2 exports kept the number in `value` / `count`; 3.3 wraps it in a predicate value.
  switch (o?.type) {
    case 'DURATION': {
      const unit = typeof o.unit === 'string' && o.unit in UNIT_MS ? (o.unit as DurationUnit) : 'SECONDS';
      return { type: 'DURATION', unit, predicate: o.predicate !== undefined ? filterValueOf(o.predicate) : filterValueOf(o.value) };
    }
    case 'REPEATING':
      return { type: 'REPEATING', predicate: o.predicate !== undefined ? filterValueOf(o.predicate) : filterValueOf(o.count) };
    default:
      return { type: 'SIMPLE' };
  }
}

function scheduleOf(value: unknown): AlarmSchedule {
  const o = obj(value);
  const timezone = typeof o?.timezone === 'string' && o.timezone !== '' ? o.timezone : 'UTC';
  if (o?.type === 'SPECIFIC_TIME') {
    const days = Array.isArray(o.daysOfWeek) ? o.daysOfWeek.map((d) => num(d)) : [];
    return { type: 'SPECIFIC_TIME', timezone, daysOfWeek: days, startsOn: num(o.startsOn), endsOn: num(o.endsOn) };
  }
  if (o?.type === 'CUSTOM') {
    const items = (Array.isArray(o.items) ? o.items : []).flatMap((raw) => {
      const item = obj(raw);
      return item ? [{ enabled: item.enabled !== false, dayOfWeek: num(item.dayOfWeek), startsOn: num(item.startsOn), endsOn: num(item.endsOn) }] : [];
    });
    return { type: 'CUSTOM', timezone, items };
  }
  return { type: 'ANY_TIME' };
}

/** A rule; an unreadable filter is kept as one that never matches, so the rule cannot fire by accident. */
export function alarmRuleOf(value: unknown): AlarmRule | undefined {
  const o = obj(value);
  if (!o) return undefined;
  const condition = obj(o.condition) ?? {};
  const filters = (Array.isArray(condition.condition) ? condition.condition : []).map(
    (raw) => filterOf(raw) ?? { key: { type: 'CONSTANT' as const, key: '' }, valueType: 'STRING' as const, value: null, predicate: undefined },
  );
  return { filters, spec: specOf(condition.spec), schedule: scheduleOf(o.schedule), alarmDetails: typeof o.alarmDetails === 'string' ? o.alarmDetails : '' };
}

function profileAlarmOf(value: unknown, index: number): ProfileAlarm | undefined {
  const o = obj(value);
  if (!o || typeof o.alarmType !== 'string' || o.alarmType.trim() === '') return undefined;
  const rules = obj(o.createRules) ?? {};
  const createRules = ALARM_SEVERITIES.flatMap((severity) => {
    const rule = alarmRuleOf(rules[severity]);
    return rule ? [{ severity, rule }] : [];
  });
  return {
    id: typeof o.id === 'string' && o.id !== '' ? o.id : `${index}:${o.alarmType}`,
    alarmType: o.alarmType,
    createRules,
    clearRule: alarmRuleOf(o.clearRule),
    propagate: o.propagate === true,
    propagateToOwner: o.propagateToOwner === true,
    propagateToTenant: o.propagateToTenant === true,
    propagateRelationTypes: Array.isArray(o.propagateRelationTypes) ? o.propagateRelationTypes.filter((t): t is string => typeof t === 'string') : [],
  };
}

/** The alarms of a profile's profileData; none when it has none or they cannot be read. */
export function profileAlarmsOf(profileData: unknown): ProfileAlarm[] {
  const alarms = obj(profileData)?.alarms;
  if (!Array.isArray(alarms)) return [];
  return alarms.flatMap((alarm, index) => {
    const parsed = profileAlarmOf(alarm, index);
    return parsed ? [parsed] : [];
  });
}
