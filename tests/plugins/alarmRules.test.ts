import { describe, expect, it } from 'vitest';
import {
  conditionText, deviceProfileAlarmErrors, isAlarmRuleValid, isDeviceProfileAlarmValid, newAlarmRule, newDeviceProfileAlarm,
  randomUuid, sortedCreateRules, specError, unusedSeverities, withSpecType,
} from '../../plugins/entities/device-profiles/alarm-rules/alarmRules';
import {
  dayName, defaultCustomItems, formatTimeOfDay, hoursMinutesToMs, msToHoursMinutes, scheduleError, scheduleText,
  withScheduleType,
} from '../../plugins/entities/device-profiles/alarm-rules/alarmSchedule';
import { type AlarmRule, type DeviceProfileAlarm } from '../../plugins/entities/device-profiles/alarm-rules/types';
import { type KeyFilter } from '../../plugins/shared/key-filters/types';

const temperature: KeyFilter = {
  key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', value: null,
  predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 30, userValue: null, dynamicValue: null } },
};
const rule = (condition: KeyFilter[]): AlarmRule => ({ condition: { condition, spec: { type: 'SIMPLE' } } });

/** A ThingsBoard 3.3 profile alarm as the REST API carries it (api-contract.md §2). */
const SAMPLE = JSON.parse(`{
  "id": "highTemperatureAlarmID",
  "alarmType": "High Temperature Alarm",
  "createRules": {
    "CRITICAL": {
      "condition": {
        "condition": [{ "key": { "type": "TIME_SERIES", "key": "temperature" }, "valueType": "NUMERIC", "value": null,
          "predicate": { "type": "NUMERIC", "operation": "GREATER", "value": { "defaultValue": 30, "userValue": null, "dynamicValue": null } } }],
        "spec": { "type": "DURATION", "unit": "MINUTES", "predicate": { "defaultValue": 5, "userValue": null, "dynamicValue": null } }
      },
      "schedule": { "type": "SPECIFIC_TIME", "timezone": "Europe/Kiev", "daysOfWeek": [1, 2, 3, 4, 5], "startsOn": 28800000, "endsOn": 61200000 },
      "alarmDetails": "Current temperature = \${temperature}",
      "dashboardId": null
    },
    "MAJOR": {
      "condition": {
        "condition": [{ "key": { "type": "TIME_SERIES", "key": "temperature" }, "valueType": "NUMERIC", "value": null,
          "predicate": { "type": "COMPLEX", "operation": "AND", "predicates": [
            { "type": "NUMERIC", "operation": "GREATER", "value": { "defaultValue": 20, "userValue": null,
              "dynamicValue": { "sourceType": "CURRENT_DEVICE", "sourceAttribute": "threshold", "inherit": true } } },
            { "type": "NUMERIC", "operation": "LESS_OR_EQUAL", "value": { "defaultValue": 30, "userValue": null, "dynamicValue": null } }] } }],
        "spec": { "type": "REPEATING", "predicate": { "defaultValue": 3, "userValue": null, "dynamicValue": null } }
      },
      "schedule": { "type": "CUSTOM", "timezone": "UTC", "items": [
        { "enabled": true, "dayOfWeek": 1, "startsOn": 0, "endsOn": 0 }, { "enabled": false, "dayOfWeek": 2, "startsOn": 0, "endsOn": 0 },
        { "enabled": true, "dayOfWeek": 3, "startsOn": 3600000, "endsOn": 7200000 }, { "enabled": false, "dayOfWeek": 4, "startsOn": 0, "endsOn": 0 },
        { "enabled": false, "dayOfWeek": 5, "startsOn": 0, "endsOn": 0 }, { "enabled": false, "dayOfWeek": 6, "startsOn": 0, "endsOn": 0 },
        { "enabled": false, "dayOfWeek": 7, "startsOn": 0, "endsOn": 0 }] },
      "alarmDetails": null,
      "dashboardId": { "entityType": "DASHBOARD", "id": "784f394c-42b6-435a-983c-b7beff2784f9" }
    }
  },
  "clearRule": {
    "condition": {
      "condition": [{ "key": { "type": "TIME_SERIES", "key": "temperature" }, "valueType": "NUMERIC", "value": null,
        "predicate": { "type": "NUMERIC", "operation": "LESS", "value": { "defaultValue": 25, "userValue": null, "dynamicValue": null } } }],
      "spec": { "type": "SIMPLE" }
    },
    "schedule": { "type": "ANY_TIME" },
    "alarmDetails": null,
    "dashboardId": null
  },
  "propagate": true,
  "propagateToOwner": false,
  "propagateToTenant": true,
  "propagateRelationTypes": ["Contains"]
}`) as DeviceProfileAlarm;

describe('seed 001 §5 validation', () => {
  it('a rule is valid only with a non-empty condition list', () => {
    expect(isAlarmRuleValid(rule([temperature]))).toBe(true);
    expect(isAlarmRuleValid(rule([]))).toBe(false);
    expect(isAlarmRuleValid(newAlarmRule())).toBe(false);
    expect(isAlarmRuleValid(null)).toBe(false);
    expect(isAlarmRuleValid({ condition: {} } as AlarmRule)).toBe(false);
  });

  const valid: DeviceProfileAlarm = {
    id: 'a1', alarmType: 'High temperature', createRules: { CRITICAL: rule([temperature]) },
    propagate: false, propagateToOwner: false, propagateToTenant: false,
  };

  it('accepts an alarm with id, type and valid create rules, with or without a valid clear rule', () => {
    expect(isDeviceProfileAlarmValid(valid)).toBe(true);
    expect(isDeviceProfileAlarmValid({ ...valid, clearRule: rule([temperature]) })).toBe(true);
    expect(isDeviceProfileAlarmValid({ ...valid, clearRule: null })).toBe(true);
    expect(deviceProfileAlarmErrors(valid)).toEqual([]);
  });

  it('needs an id', () => {
    expect(isDeviceProfileAlarmValid({ ...valid, id: '' })).toBe(false);
  });

  it('needs an alarm type', () => {
    expect(isDeviceProfileAlarmValid({ ...valid, alarmType: '' })).toBe(false);
    expect(isDeviceProfileAlarmValid({ ...valid, alarmType: '   ' })).toBe(false);
    expect(deviceProfileAlarmErrors({ ...valid, alarmType: '' })).toEqual(['device-profile.alarm-type-required']);
  });

  it('needs at least one create rule', () => {
    expect(isDeviceProfileAlarmValid({ ...valid, createRules: {} })).toBe(false);
    expect(deviceProfileAlarmErrors({ ...valid, createRules: {} })).toEqual(['device-profile.create-alarm-rules-required']);
  });

  it('needs every create rule valid', () => {
    const createRules = { CRITICAL: rule([temperature]), MINOR: rule([]) };
    expect(isDeviceProfileAlarmValid({ ...valid, createRules })).toBe(false);
    expect(deviceProfileAlarmErrors({ ...valid, createRules })).toEqual(['device-profile.condition-required']);
  });

  it('needs a present clear rule valid', () => {
    expect(isDeviceProfileAlarmValid({ ...valid, clearRule: rule([]) })).toBe(false);
    expect(deviceProfileAlarmErrors({ ...valid, clearRule: rule([]) })).toEqual(['device-profile.condition-required']);
  });

  it('accepts the contract sample as it is', () => {
    expect(isDeviceProfileAlarmValid(SAMPLE)).toBe(true);
  });
});

describe('new alarms and rules', () => {
  it('a new alarm has a random uuid, no type, one empty CRITICAL rule and no propagation: invalid until filled in', () => {
    const a = newDeviceProfileAlarm();
    const b = newDeviceProfileAlarm();
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.id).not.toBe(b.id);
    expect(JSON.parse(JSON.stringify(a))).toEqual({
      id: a.id, alarmType: '', createRules: { CRITICAL: { condition: { condition: [], spec: { type: 'SIMPLE' } } } },
      propagate: false, propagateToOwner: false, propagateToTenant: false, propagateRelationTypes: [],
    });
    expect(isDeviceProfileAlarmValid(a)).toBe(false);
    expect(deviceProfileAlarmErrors(a)).toEqual(['device-profile.alarm-type-required', 'device-profile.condition-required']);
    expect(randomUuid()).toHaveLength(36);
  });

  it('offers only severities not used yet, and lists rules most severe first', () => {
    expect(unusedSeverities({})).toEqual(['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE']);
    expect(unusedSeverities(SAMPLE.createRules)).toEqual(['MINOR', 'WARNING', 'INDETERMINATE']);
    expect(sortedCreateRules({ WARNING: rule([]), CRITICAL: rule([temperature]) }).map(([s]) => s)).toEqual(['CRITICAL', 'WARNING']);
  });

  it('switches the spec type in the contract shape, keeping a typed number', () => {
    const duration = withSpecType({ type: 'SIMPLE' }, 'DURATION');
    expect(duration).toEqual({ type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 1 } });
    expect(withSpecType(undefined, 'REPEATING')).toEqual({ type: 'REPEATING', predicate: { defaultValue: 2 } });
    const ten = { type: 'DURATION' as const, unit: 'HOURS' as const, predicate: { defaultValue: 10 } };
    expect(withSpecType(ten, 'REPEATING')).toEqual({ type: 'REPEATING', predicate: { defaultValue: 10 } });
    expect(withSpecType(ten, 'SIMPLE')).toEqual({ type: 'SIMPLE' });
    expect(withSpecType(ten, 'DURATION')).toBe(ten);
  });

  it('needs a whole duration or repeat count of at least 1, or a dynamic attribute name', () => {
    expect(specError({ type: 'SIMPLE' })).toBeNull();
    expect(specError({ type: 'DURATION', unit: 'SECONDS', predicate: { defaultValue: 0 } })).toBe('device-profile.condition-duration-value-required');
    expect(specError({ type: 'REPEATING', predicate: { defaultValue: 1.5 } })).toBe('device-profile.condition-repeating-value-required');
    expect(specError({ type: 'REPEATING', predicate: { defaultValue: 3 } })).toBeNull();
    expect(specError({ type: 'REPEATING', predicate: { defaultValue: 0, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: '' } } }))
      .toBe('filter.source-attribute-required');
  });
});

describe('summaries', () => {
  const words = {
    operationWord: (op: string) => op.toLowerCase(),
    duration: (value: string, unit: string) => `for ${value} ${unit.toLowerCase()}`,
    repeating: (count: string) => `${count} times`,
  };

  it('reads a condition: filters joined by AND, then the spec', () => {
    expect(conditionText(SAMPLE.createRules.CRITICAL!.condition, words)).toBe('temperature > 30 for 5 minutes');
    expect(conditionText(SAMPLE.createRules.MAJOR!.condition, words)).toBe('temperature > {threshold} AND <= 30 3 times');
    const two = { condition: [temperature, { ...temperature, key: { type: 'ATTRIBUTE' as const, key: 'mode' } }], spec: { type: 'SIMPLE' as const } };
    expect(conditionText(two, words)).toBe('temperature > 30 AND mode > 30');
    const withGroup = { condition: [temperature, SAMPLE.createRules.MAJOR!.condition.condition[0]] };
    expect(conditionText(withGroup, words)).toBe('temperature > 30 AND (temperature > {threshold} AND <= 30)');
    expect(conditionText({ condition: [], spec: { type: 'REPEATING', predicate: { defaultValue: 2 } } }, words)).toBe('');
  });

  const days = { anyTime: 'any time', allDay: 'all day', day: (d: number) => ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][d] };

  it('reads a schedule', () => {
    expect(scheduleText(undefined, days)).toBe('any time');
    expect(scheduleText({ type: 'ANY_TIME' }, days)).toBe('any time');
    expect(scheduleText(SAMPLE.createRules.CRITICAL!.schedule, days)).toBe('Mon, Tue, Wed, Thu, Fri 08:00-17:00 (Europe/Kiev)');
    expect(scheduleText(SAMPLE.createRules.MAJOR!.schedule, days)).toBe('Mon all day, Wed 01:00-02:00 (UTC)');
  });
});

describe('schedules', () => {
  it('switching type keeps the timezone and uses the contract fields', () => {
    const specific = withScheduleType(undefined, 'SPECIFIC_TIME', 'Europe/Riga');
    expect(specific).toEqual({ type: 'SPECIFIC_TIME', timezone: 'Europe/Riga', daysOfWeek: [1, 2, 3, 4, 5, 6, 7], startsOn: 0, endsOn: 0 });
    const custom = withScheduleType(specific, 'CUSTOM', 'UTC');
    expect(custom).toEqual({ type: 'CUSTOM', timezone: 'Europe/Riga', items: defaultCustomItems() });
    expect(defaultCustomItems()).toHaveLength(7);
    expect(defaultCustomItems()[6]).toEqual({ enabled: true, dayOfWeek: 7, startsOn: 0, endsOn: 0 });
    expect(withScheduleType(custom, 'ANY_TIME')).toEqual({ type: 'ANY_TIME' });
    expect(withScheduleType(custom, 'CUSTOM')).toBe(custom);
  });

  it('converts times of day', () => {
    expect(hoursMinutesToMs(8, 30)).toBe(30_600_000);
    expect(msToHoursMinutes(30_600_000)).toEqual({ hours: 8, minutes: 30 });
    expect(formatTimeOfDay(61_200_000)).toBe('17:00');
    expect(formatTimeOfDay(86_400_000)).toBe('24:00');
    expect(formatTimeOfDay(-5)).toBe('00:00');
  });

  it('needs a timezone and at least one day', () => {
    expect(scheduleError(undefined)).toBeNull();
    expect(scheduleError({ type: 'SPECIFIC_TIME', timezone: '', daysOfWeek: [1], startsOn: 0, endsOn: 0 })).toBe('timezone.timezone-required');
    expect(scheduleError({ type: 'SPECIFIC_TIME', timezone: 'UTC', daysOfWeek: [], startsOn: 0, endsOn: 0 })).toBe('device-profile.schedule-days-required');
    expect(scheduleError({ type: 'CUSTOM', timezone: 'UTC', items: defaultCustomItems().map((i) => ({ ...i, enabled: false })) }))
      .toBe('device-profile.schedule-days-required');
    expect(scheduleError(SAMPLE.createRules.MAJOR!.schedule)).toBeNull();
  });

  it('names days from Monday', () => {
    expect(dayName(1, 'en_US')).toBe('Monday');
    expect(dayName(7, 'en-GB', 'short')).toBe('Sun');
  });
});

describe('saving a profile alarm', () => {
  it('needs every rule complete beyond the seed rule', async () => {
    const { isDeviceProfileAlarmSavable } = await import('../../plugins/entities/device-profiles/alarm-rules/alarmRules');
    expect(isDeviceProfileAlarmSavable(SAMPLE)).toBe(true);
    const unnamedKey: KeyFilter = { ...temperature, key: { type: 'TIME_SERIES', key: ' ' } };
    const incomplete: DeviceProfileAlarm = { ...SAMPLE, createRules: { CRITICAL: rule([unnamedKey]) } };
    expect(isDeviceProfileAlarmSavable(incomplete)).toBe(false);
    const noDuration: DeviceProfileAlarm = {
      ...SAMPLE, createRules: { CRITICAL: { condition: { condition: [temperature], spec: { type: 'DURATION', unit: 'SECONDS', predicate: { defaultValue: Number.NaN } } } } },
    } as DeviceProfileAlarm;
    expect(isDeviceProfileAlarmSavable(noDuration)).toBe(false);
  });
});
