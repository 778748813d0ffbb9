import { describe, expect, it } from 'vitest';
import type { Alarm } from '../../../../../server/store/AlarmStore';
import { AlarmState, raiseAction } from '../../../../../server/ruleEngine/nodes/profile/AlarmState';
import { NO_OWNER_ATTRIBUTES, type EvalData } from '../../../../../server/ruleEngine/nodes/profile/conditionEval';
import { DataSnapshot } from '../../../../../server/ruleEngine/nodes/profile/DataSnapshot';
import { alarmStateFor, type PersistedDeviceState } from '../../../../../server/ruleEngine/nodes/profile/persistedState';
import { profileAlarmsOf } from '../../../../../server/ruleEngine/nodes/profile/profileAlarms';
import { duration, numeric, profileAlarm, rule } from './ruleFixtures';

const KEYS = new Set(['TIME_SERIES:temperature']);
const TS_UPDATE = { type: 'TIME_SERIES' as const, keys: KEYS };

function setup(createRules: Record<string, Record<string, unknown>>, clearRule: Record<string, unknown> | null = rule([numeric('temperature', 'LESS', 25)])) {
  const [definition] = profileAlarmsOf({ alarms: [profileAlarm('High Temperature', createRules, clearRule)] });
  const persisted: PersistedDeviceState = { alarmStates: {} };
  const state = new AlarmState(definition!, alarmStateFor(persisted, definition!.id));
  const data: EvalData = { snapshot: new DataSnapshot(KEYS), owners: NO_OWNER_ATTRIBUTES };
  const at = (ts: number, temperature: number) => {
    data.snapshot.put('TIME_SERIES', 'temperature', ts, String(temperature));
    data.snapshot.ts = ts;
    return state.evaluate(data, TS_UPDATE);
  };
  return { state, data, persisted, at };
}

const openAlarm = (severity: Alarm['severity']) => ({ id: { entityType: 'ALARM', id: 'a1' }, severity, status: 'ACTIVE_UNACK' }) as Alarm;

describe('raiseAction', () => {
  it('creates without an open alarm, updates the same severity, escalates, never lowers', () => {
    expect(raiseAction(undefined, 'MINOR')).toBe('create');
    expect(raiseAction({ severity: 'MAJOR' }, 'MAJOR')).toBe('update');
    expect(raiseAction({ severity: 'MAJOR' }, 'CRITICAL')).toBe('severity');
    expect(raiseAction({ severity: 'MAJOR' }, 'WARNING')).toBe('skip');
  });
});

describe('AlarmState', () => {
  it('fires the highest severity whose rule holds', () => {
    const { at } = setup({ WARNING: rule([numeric('temperature', 'GREATER', 30)]), CRITICAL: rule([numeric('temperature', 'GREATER', 50)]) });
    expect(at(1, 35).decision).toMatchObject({ kind: 'raise', rule: { severity: 'WARNING' } });
    expect(at(2, 55).decision).toMatchObject({ kind: 'raise', rule: { severity: 'CRITICAL' } });
    expect(at(3, 20).decision).toBeUndefined();
  });

  it('clears only an open alarm, and only when no create rule fires', () => {
    const { state, at } = setup({ CRITICAL: rule([numeric('temperature', 'GREATER', 30)]) });
    expect(at(1, 20).decision).toBeUndefined();
    state.currentAlarm = openAlarm('CRITICAL');
    expect(at(2, 27).decision).toBeUndefined();
    expect(at(3, 20).decision).toMatchObject({ kind: 'clear' });
  });

  it('resets a DURATION count when the condition stops holding, and reports progress changes', () => {
    const { state, persisted, at } = setup({ MAJOR: rule([numeric('temperature', 'GREATER', 30)], duration(2)) });
    expect(at(1000, 35)).toEqual({ changed: true });
    expect(state.armed).toBe(true);
    expect(persisted.alarmStates['alarm-high-temperature']!.createRuleStates.MAJOR).toEqual({ eventCount: 0, lastEventTs: 1000, duration: 0 });
    expect(at(2000, 28)).toEqual({ changed: true });
    expect(state.armed).toBe(false);
    expect(at(3000, 28)).toEqual({ changed: false });
  });

  it('on the periodic check fires a DURATION rule whose time passed', () => {
    const { state, data, at } = setup({ MAJOR: rule([numeric('temperature', 'GREATER', 30)], duration(2)) });
    at(1000, 35);
    expect(state.evaluate(data, null, 2500).decision).toBeUndefined();
    expect(state.evaluate(data, null, 3500).decision).toMatchObject({ kind: 'raise', rule: { severity: 'MAJOR' } });
  });

  it('skips rules the update does not concern', () => {
    const { state, data } = setup({ MAJOR: rule([numeric('temperature', 'GREATER', 30)]) });
    data.snapshot.put('TIME_SERIES', 'temperature', 1, '35');
    expect(state.evaluate(data, { type: 'TIME_SERIES', keys: new Set(['TIME_SERIES:humidity']) }).decision).toBeUndefined();
  });

  it('keeps progress per severity when the definition changes, and forgets an alarm cleared elsewhere', () => {
    const { state, persisted, at } = setup({ MAJOR: rule([numeric('temperature', 'GREATER', 30)], duration(2)), MINOR: rule([numeric('temperature', 'GREATER', 20)], duration(2)) });
    at(1000, 35);
    const [changed] = profileAlarmsOf({ alarms: [profileAlarm('High Temperature', { MAJOR: rule([numeric('temperature', 'GREATER', 31)], duration(5)) })] });
    state.setDefinition(changed!, alarmStateFor(persisted, changed!.id));
    expect(state.createRules).toHaveLength(1);
    expect(state.createRules[0]!.state.lastEventTs).toBe(1000);
    expect(Object.keys(persisted.alarmStates['alarm-high-temperature']!.createRuleStates)).toEqual(['MAJOR']);
    state.currentAlarm = openAlarm('MAJOR');
    expect(state.forgetAlarm()).toBe(true);
    expect(state.currentAlarm).toBeUndefined();
    expect(state.armed).toBe(false);
  });
});
