/*
 * Device-profile alarm rules in the JSON the console's alarm-rule editor stores
 * (api-contract §2 DeviceProfileAlarm / AlarmRule), for the profile node's tests.
 */

export type Json = Record<string, unknown>;

export function value(defaultValue: unknown, dynamicValue: Json | null = null): Json {
  return { defaultValue, userValue: null, dynamicValue };
}

/** `key op operand` over a telemetry key (or another key type). */
export function numeric(key: string, operation: string, operand: unknown, keyType = 'TIME_SERIES', dynamicValue: Json | null = null): Json {
  return { key: { type: keyType, key }, valueType: 'NUMERIC', value: null, predicate: { type: 'NUMERIC', operation, value: value(operand, dynamicValue) } };
}

export function text(key: string, operation: string, operand: string, keyType = 'TIME_SERIES', ignoreCase = false): Json {
  return { key: { type: keyType, key }, valueType: 'STRING', value: null, predicate: { type: 'STRING', operation, value: value(operand), ignoreCase } };
}

export function bool(key: string, operation: string, operand: boolean, keyType = 'ATTRIBUTE'): Json {
  return { key: { type: keyType, key }, valueType: 'BOOLEAN', value: null, predicate: { type: 'BOOLEAN', operation, value: value(operand) } };
}

export const SIMPLE = { type: 'SIMPLE' };

export function duration(amount: number, unit = 'SECONDS', dynamicValue: Json | null = null): Json {
  return { type: 'DURATION', unit, predicate: value(amount, dynamicValue) };
}

export function repeating(count: number, dynamicValue: Json | null = null): Json {
  return { type: 'REPEATING', predicate: value(count, dynamicValue) };
}

export function rule(condition: Json[], spec: Json = SIMPLE, extra: Json = {}): Json {
  return { condition: { condition, spec }, schedule: null, alarmDetails: null, dashboardId: null, ...extra };
}

export function profileAlarm(alarmType: string, createRules: Record<string, Json>, clearRule: Json | null = null, extra: Json = {}): Json {
  return {
    id: `alarm-${alarmType.toLowerCase().replace(/\W+/g, '-')}`,
    alarmType,
    createRules,
    clearRule,
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: null,
    ...extra,
  };
}

/** profileData of a DEFAULT profile with these alarms. */
export function profileData(alarms: Json[]): Json {
  return {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms,
  };
}
