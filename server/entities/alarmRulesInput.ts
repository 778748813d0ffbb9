import { asObject, badField } from '../http/validate';
import type { JsonObject } from '../store/ids';

/*
 * profileData.alarms, checked for the structure the rule engine walks (contract §2
 * DeviceProfileAlarm, AlarmRule). Values inside conditions (keys, predicates) are
 * stored as sent; their shape belongs to the filter language and is not judged here.
 */

export const SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
const SPEC_TYPES = ['SIMPLE', 'DURATION', 'REPEATING'];
const SCHEDULE_TYPES = ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM'];
const PROPAGATE_FLAGS = ['propagate', 'propagateToOwner', 'propagateToTenant'];

function object(value: unknown, path: string): JsonObject {
  return asObject(value, `Parameter '${path}'`);
}

function alarmRule(value: unknown, path: string): JsonObject {
  const rule = object(value, path);
  const condition = object(rule.condition, `${path}.condition`);
  if (!Array.isArray(condition.condition)) throw badField(`Parameter '${path}.condition.condition' must be an array!`);
  condition.condition.forEach((filter, i) => object(filter, `${path}.condition.condition[${i}]`));
  const spec = object(condition.spec, `${path}.condition.spec`);
  if (!SPEC_TYPES.includes(spec.type as string)) throw badField(`Parameter '${path}.condition.spec.type' must be one of ${SPEC_TYPES.join(', ')}!`);
  if (rule.schedule !== undefined && rule.schedule !== null) {
    const schedule = object(rule.schedule, `${path}.schedule`);
    if (!SCHEDULE_TYPES.includes(schedule.type as string)) throw badField(`Parameter '${path}.schedule.type' must be one of ${SCHEDULE_TYPES.join(', ')}!`);
  }
  if (rule.alarmDetails !== undefined && rule.alarmDetails !== null && typeof rule.alarmDetails !== 'string') {
    throw badField(`Parameter '${path}.alarmDetails' must be a string!`);
  }
  return rule;
}

function profileAlarm(value: unknown, index: number, seenTypes: Set<string>): JsonObject {
  const path = `profileData.alarms[${index}]`;
  const alarm = object(value, path);
  if (typeof alarm.id !== 'string' || alarm.id.trim() === '') throw badField(`Parameter '${path}.id' can't be empty!`);
  // ThingsBoard's wording for both checks on the alarm type.
  if (typeof alarm.alarmType !== 'string' || alarm.alarmType.trim() === '') throw badField('Alarm rule type should be specified!');
  if (seenTypes.has(alarm.alarmType)) throw badField(`Can't create device profile with the same alarm rule types: "${alarm.alarmType}"!`);
  seenTypes.add(alarm.alarmType);
  const createRules = object(alarm.createRules, `${path}.createRules`);
  for (const [severity, rule] of Object.entries(createRules)) {
    if (!(SEVERITIES as readonly string[]).includes(severity)) {
      throw badField(`Parameter '${path}.createRules' keys must be among ${SEVERITIES.join(', ')}!`);
    }
    alarmRule(rule, `${path}.createRules.${severity}`);
  }
  if (alarm.clearRule !== undefined && alarm.clearRule !== null) alarmRule(alarm.clearRule, `${path}.clearRule`);
  for (const flag of PROPAGATE_FLAGS) {
    if (alarm[flag] !== undefined && alarm[flag] !== null && typeof alarm[flag] !== 'boolean') throw badField(`Parameter '${path}.${flag}' must be a boolean!`);
  }
  const relationTypes = alarm.propagateRelationTypes;
  if (relationTypes !== undefined && relationTypes !== null && !(Array.isArray(relationTypes) && relationTypes.every((t) => typeof t === 'string'))) {
    throw badField(`Parameter '${path}.propagateRelationTypes' must be an array of strings!`);
  }
  return alarm;
}

/** The alarms list as sent (null when absent), or 400/31 naming the first wrong field. */
export function alarmsInput(value: unknown): unknown[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw badField("Parameter 'profileData.alarms' must be an array!");
  const seenTypes = new Set<string>();
  return value.map((alarm, index) => profileAlarm(alarm, index, seenTypes));
}
