import { describe, expect, it } from 'vitest';
import { profileAlarmsOf } from '../../../../../server/ruleEngine/nodes/profile/profileAlarms';
import { duration, numeric, profileAlarm, profileData, repeating, rule } from './ruleFixtures';

describe('profileAlarmsOf', () => {
  it('reads no alarms from a profile without them or with garbage', () => {
    expect(profileAlarmsOf(undefined)).toEqual([]);
    expect(profileAlarmsOf({ configuration: { type: 'DEFAULT' } })).toEqual([]);
    expect(profileAlarmsOf({ alarms: 'nope' })).toEqual([]);
    expect(profileAlarmsOf({ alarms: [null, 42, { alarmType: '' }] })).toEqual([]);
  });

  it('orders create rules from the highest severity down and keeps the clear rule and propagation', () => {
    const [alarm] = profileAlarmsOf(
      profileData([
        profileAlarm(
          'High Temperature',
          { WARNING: rule([numeric('temperature', 'GREATER', 20)]), CRITICAL: rule([numeric('temperature', 'GREATER', 40)]) },
          rule([numeric('temperature', 'LESS', 10)]),
          { propagate: true, propagateRelationTypes: ['Contains', 7] },
        ),
      ]),
    );
    expect(alarm!.id).toBe('alarm-high-temperature');
    expect(alarm!.createRules.map((entry) => entry.severity)).toEqual(['CRITICAL', 'WARNING']);
    expect(alarm!.clearRule?.filters[0]).toMatchObject({ key: { type: 'TIME_SERIES', key: 'temperature' }, predicate: { type: 'NUMERIC', operation: 'LESS' } });
    expect(alarm!.propagate).toBe(true);
    expect(alarm!.propagateRelationTypes).toEqual(['Contains']);
    expect(alarm!.createRules[0]!.rule.schedule).toEqual({ type: 'ANY_TIME' });
    expect(alarm!.createRules[0]!.rule.alarmDetails).toBe('');
  });

  it('reads DURATION and REPEATING specs, including the 3.2 shapes with a bare number', () => {
    const alarms = profileAlarmsOf({
      alarms: [
        profileAlarm('A', { MAJOR: rule([numeric('t', 'GREATER', 1)], duration(5, 'MINUTES')) }),
        profileAlarm('B', { MAJOR: rule([numeric('t', 'GREATER', 1)], repeating(3)) }),
        profileAlarm('C', { MAJOR: rule([numeric('t', 'GREATER', 1)], { type: 'DURATION', unit: 'HOURS', value: 2 }) }),
        profileAlarm('D', { MAJOR: rule([numeric('t', 'GREATER', 1)], { type: 'REPEATING', count: 4 }) }),
      ],
    });
    expect(alarms.map((a) => a.createRules[0]!.rule.spec)).toEqual([
      { type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 5, userValue: null, dynamicValue: null } },
      { type: 'REPEATING', predicate: { defaultValue: 3, userValue: null, dynamicValue: null } },
      { type: 'DURATION', unit: 'HOURS', predicate: { defaultValue: 2, userValue: null, dynamicValue: null } },
      { type: 'REPEATING', predicate: { defaultValue: 4, userValue: null, dynamicValue: null } },
    ]);
  });

  it('keeps an unreadable filter as one that never matches, and drops user values', () => {
    const [alarm] = profileAlarmsOf({
      alarms: [
        profileAlarm('A', {
          MAJOR: rule([
            { key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 1, userValue: 99 } } },
            { key: { type: 'WHATEVER', key: 't' } },
            { key: { type: 'TIME_SERIES', key: 't' }, valueType: 'NUMERIC', predicate: { type: 'FUZZY', operation: 'X' } },
          ]),
        }),
      ],
    });
    const filters = alarm!.createRules[0]!.rule.filters;
    expect(filters[0]!.predicate).toEqual({ type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 1, userValue: null, dynamicValue: null } });
    expect(filters[1]!.predicate).toBeUndefined();
    expect(filters[2]!.predicate).toBeUndefined();
  });

  it('reads dynamic values and schedules', () => {
    const dyn = { sourceType: 'CURRENT_CUSTOMER', sourceAttribute: 'limit', inherit: true };
    const [alarm] = profileAlarmsOf({
      alarms: [
        profileAlarm('A', {
          MAJOR: rule([numeric('t', 'GREATER', 1, 'TIME_SERIES', dyn)], undefined, {
            schedule: { type: 'CUSTOM', timezone: 'Europe/Kyiv', items: [{ enabled: false, dayOfWeek: 1, startsOn: 0, endsOn: 0 }] },
          }),
        }),
      ],
    });
    const parsed = alarm!.createRules[0]!.rule;
    expect(parsed.filters[0]!.predicate).toMatchObject({ value: { dynamicValue: dyn } });
    expect(parsed.schedule).toEqual({ type: 'CUSTOM', timezone: 'Europe/Kyiv', items: [{ enabled: false, dayOfWeek: 1, startsOn: 0, endsOn: 0 }] });
  });
});
