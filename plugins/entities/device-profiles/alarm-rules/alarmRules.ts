import { areKeyFiltersValid, keyFilterText, type PredicateTextOptions } from '../../../shared/key-filters/keyFilters';
import { scheduleError } from './alarmSchedule';
import { ALARM_SEVERITIES, type AlarmSeverity } from '../../alarms/severity';
import { type AlarmCondition, type AlarmConditionSpec, type AlarmDurationUnit, type AlarmRule, type DeviceProfileAlarm } from './types';

/** Seed 001 §5: an alarm rule is valid only if its condition list is non-empty. */
export function isAlarmRuleValid(rule: AlarmRule | null | undefined): boolean {
  return Boolean(rule?.condition?.condition && rule.condition.condition.length > 0);
}

/**
 * Seed 001 §5: a device-profile alarm needs an id, an alarm type and at least one create rule;
 * every create rule must be valid, and so must the clear rule when there is one.
 */
export function isDeviceProfileAlarmValid(alarm: DeviceProfileAlarm): boolean {
  if (!alarm.id || !alarm.alarmType?.trim()) return false;
  const rules = Object.values(alarm.createRules ?? {});
  if (rules.length === 0 || !rules.every((rule) => isAlarmRuleValid(rule))) return false;
  return !alarm.clearRule || isAlarmRuleValid(alarm.clearRule);
}

/** The message keys the editor shows for an alarm, in the order of the checks above. */
export function deviceProfileAlarmErrors(alarm: DeviceProfileAlarm): string[] {
  const errors: string[] = [];
  if (!alarm.alarmType?.trim()) errors.push('device-profile.alarm-type-required');
  const rules = Object.values(alarm.createRules ?? {});
  if (rules.length === 0) errors.push('device-profile.create-alarm-rules-required');
  if (rules.some((rule) => !isAlarmRuleValid(rule)) || (alarm.clearRule && !isAlarmRuleValid(alarm.clearRule))) {
    errors.push('device-profile.condition-required');
  }
  return errors;
}

/**
 * Whether the alarm may be saved: valid per seed 001 section 5, and every rule complete
 * in the parts the editor marks (key names and values, duration or count, schedule).
 */
export function isDeviceProfileAlarmSavable(alarm: DeviceProfileAlarm): boolean {
  const rules = [...Object.values(alarm.createRules ?? {}), ...(alarm.clearRule ? [alarm.clearRule] : [])];
  return isDeviceProfileAlarmValid(alarm) && rules.every((rule) => rule !== undefined
    && areKeyFiltersValid(rule.condition.condition) && specError(rule.condition.spec) === null && scheduleError(rule.schedule) === null);
}

/** A random RFC 4122 v4 id; getRandomValues works on plain-http pages where randomUUID does not. */
export function randomUuid(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An empty rule: no conditions yet (so invalid until one is added), evaluated at any time. */
export function newAlarmRule(): AlarmRule {
  return { condition: { condition: [], spec: { type: 'SIMPLE' } } };
}

/** A new alarm as ThingsBoard adds one: fresh id, no type yet, one CRITICAL create rule, no propagation. */
export function newDeviceProfileAlarm(): DeviceProfileAlarm {
  return {
    id: randomUuid(),
    alarmType: '',
    createRules: { CRITICAL: newAlarmRule() },
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: [],
  };
}

/** Severities that have no create rule yet, most severe first. */
export function unusedSeverities(createRules: DeviceProfileAlarm['createRules']): AlarmSeverity[] {
  return ALARM_SEVERITIES.filter((s) => !createRules[s]);
}

/** Create rules in severity order (most severe first), whatever order the JSON had. */
export function sortedCreateRules(createRules: DeviceProfileAlarm['createRules']): [AlarmSeverity, AlarmRule][] {
  return ALARM_SEVERITIES.flatMap((s) => (createRules[s] ? [[s, createRules[s]] as [AlarmSeverity, AlarmRule]] : []));
}

/** Switching the spec type keeps a number already typed (duration value or repeat count). */
export function withSpecType(spec: AlarmConditionSpec | undefined, type: AlarmConditionSpec['type']): AlarmConditionSpec {
  const current = spec ?? { type: 'SIMPLE' };
  if (current.type === type) return current;
  const predicate = current.type === 'SIMPLE' ? { defaultValue: type === 'DURATION' ? 1 : 2 } : current.predicate;
  if (type === 'SIMPLE') return { type: 'SIMPLE' };
  if (type === 'DURATION') return { type: 'DURATION', unit: 'MINUTES', predicate };
  return { type: 'REPEATING', predicate };
}

/** The message key of what is wrong with a spec's number, or null: it must be a whole number of at least 1. */
export function specError(spec: AlarmConditionSpec | undefined): string | null {
  if (!spec || spec.type === 'SIMPLE') return null;
  if (spec.predicate.dynamicValue) {
    return spec.predicate.dynamicValue.sourceAttribute.trim() ? null : 'filter.source-attribute-required';
  }
  const v = spec.predicate.defaultValue;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
    return spec.type === 'DURATION' ? 'device-profile.condition-duration-value-required' : 'device-profile.condition-repeating-value-required';
  }
  return null;
}

/** Words a condition summary needs beyond the predicate's own. */
export interface ConditionTextOptions extends PredicateTextOptions {
  /** 'for 5 minutes'. */
  duration(value: string, unit: AlarmDurationUnit): string;
  /** '3 times in a row'. */
  repeating(count: string): string;
}

/**
 * A condition as one line: every filter (all must hold, hence AND), then the spec, e.g.
 * `temperature > 30 AND humidity < 20 for 5 minutes`. Empty when there are no filters.
 */
export function conditionText(condition: AlarmCondition, options: ConditionTextOptions): string {
  const filters = condition.condition
    .map((f) => {
      const text = keyFilterText(f, options);
      return condition.condition.length > 1 && f.predicate.type === 'COMPLEX' && f.predicate.predicates.length > 1 ? `(${text})` : text;
    })
    .join(' AND ');
  const spec = condition.spec;
  if (!filters || !spec || spec.type === 'SIMPLE') return filters;
  const dynamic = spec.predicate.dynamicValue?.sourceAttribute;
  const value = dynamic ? `{${dynamic}}` : String(spec.predicate.userValue ?? spec.predicate.defaultValue);
  return `${filters} ${spec.type === 'DURATION' ? options.duration(value, spec.unit) : options.repeating(value)}`;
}
