import { describe, expect, it } from 'vitest';
import { AlarmRuleState } from '../../../../../server/ruleEngine/nodes/profile/AlarmRuleState';
import { NO_OWNER_ATTRIBUTES, type EvalData } from '../../../../../server/ruleEngine/nodes/profile/conditionEval';
import { DataSnapshot } from '../../../../../server/ruleEngine/nodes/profile/DataSnapshot';
import { emptyRuleState } from '../../../../../server/ruleEngine/nodes/profile/persistedState';
import { alarmRuleOf } from '../../../../../server/ruleEngine/nodes/profile/profileAlarms';
import { duration, numeric, repeating, rule, SIMPLE } from './ruleFixtures';

function ruleState(spec: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const parsed = alarmRuleOf(rule([numeric('temperature', 'GREATER', 30)], spec, extra))!;
  const state = new AlarmRuleState('CRITICAL', parsed, emptyRuleState());
  const data: EvalData = { snapshot: new DataSnapshot(state.keys), owners: NO_OWNER_ATTRIBUTES };
  /** Evaluates `temperature` at `ts`. */
  const at = (ts: number, temperature: number) => {
    data.snapshot.put('TIME_SERIES', 'temperature', ts, String(temperature));
    data.snapshot.ts = ts;
    return state.eval(data);
  };
  return { state, data, at };
}

describe('AlarmRuleState', () => {
  it('SIMPLE is TRUE while the condition holds', () => {
    const { at } = ruleState(SIMPLE);
    expect(at(1000, 35)).toBe('TRUE');
    expect(at(2000, 25)).toBe('FALSE');
  });

  it('REPEATING counts matching updates up to the required count', () => {
    const { state, at } = ruleState(repeating(3));
    expect([at(1, 31), at(2, 32)]).toEqual(['NOT_YET_TRUE', 'NOT_YET_TRUE']);
    expect(state.takeChanged()).toBe(true);
    expect(at(3, 33)).toBe('TRUE');
    expect(state.state.eventCount).toBe(3);
    expect(at(4, 20)).toBe('FALSE');
    expect(state.reset()).toBe(true);
    expect(state.state.eventCount).toBe(0);
  });

  it('DURATION adds the time between matching updates and fires once past the duration', () => {
    const { state, at } = ruleState(duration(2, 'SECONDS'));
    expect(at(10_000, 35)).toBe('NOT_YET_TRUE');
    expect(state.armed).toBe(true);
    expect(at(11_000, 35)).toBe('NOT_YET_TRUE');
    // Exactly the duration is not enough: ThingsBoard wants more than it.
    expect(at(12_000, 35)).toBe('NOT_YET_TRUE');
    expect(at(12_001, 35)).toBe('TRUE');
    expect(state.state).toEqual({ eventCount: 0, lastEventTs: 12_001, duration: 2001 });
    // An older reading does not count backwards.
    expect(at(11_500, 35)).toBe('TRUE');
    expect(state.state.duration).toBe(2001);
  });

  it('the periodic check fires a counting DURATION rule once its time passed, without changing the count', () => {
    const { state, data, at } = ruleState(duration(2, 'SECONDS'));
    expect(state.evalAt(50_000, data)).toBe('NOT_YET_TRUE');
    at(10_000, 35);
    expect(state.evalAt(11_000, data)).toBe('NOT_YET_TRUE');
    expect(state.evalAt(12_500, data)).toBe('TRUE');
    expect(state.durationAt(12_500)).toBe(2500);
    expect(state.state.duration).toBe(0);
    const simple = ruleState(SIMPLE);
    expect(simple.state.evalAt(1, simple.data)).toBe('NOT_YET_TRUE');
  });

  it('is FALSE outside its schedule', () => {
    const { at } = ruleState(SIMPLE, { schedule: { type: 'SPECIFIC_TIME', timezone: 'UTC', daysOfWeek: [1], startsOn: 0, endsOn: 3_600_000 } });
    // Monday 1 January 2024 00:30 UTC, then 02:00.
    expect(at(Date.UTC(2024, 0, 1, 0, 30), 35)).toBe('TRUE');
    expect(at(Date.UTC(2024, 0, 1, 2, 0), 35)).toBe('FALSE');
  });

  it('concerns telemetry updates of its keys; attribute updates only when it reads no telemetry', () => {
    const { state } = ruleState(SIMPLE);
    expect(state.concerns({ type: 'TIME_SERIES', keys: new Set(['TIME_SERIES:temperature']) })).toBe(true);
    expect(state.concerns({ type: 'TIME_SERIES', keys: new Set(['TIME_SERIES:humidity']) })).toBe(false);
    const withAttribute = new AlarmRuleState('MAJOR', alarmRuleOf(rule([numeric('temperature', 'GREATER', 30, 'TIME_SERIES', { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'limit', inherit: false })]))!, emptyRuleState());
    expect(withAttribute.concerns({ type: 'ATTRIBUTE', keys: new Set(['ATTRIBUTE:limit']) })).toBe(false);
    const attributeOnly = new AlarmRuleState('MAJOR', alarmRuleOf(rule([numeric('limit', 'GREATER', 30, 'ATTRIBUTE')]))!, emptyRuleState());
    expect(attributeOnly.concerns({ type: 'ATTRIBUTE', keys: new Set(['ATTRIBUTE:limit']) })).toBe(true);
  });
});
