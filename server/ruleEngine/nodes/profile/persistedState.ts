import { ALARM_SEVERITIES, type AlarmSeverity } from '../../../store/AlarmStore';

/*
 * A device's alarm-rule progress as stored in rule_node_state (ThingsBoard's
 * PersistedDeviceState): per profile alarm id, per create-rule severity and for the
 * clear rule, the repeat count and the duration counted so far. The rule states hold
 * these objects and change them in place, so saving the device state saves them all.
 */

export interface PersistedRuleState {
  eventCount: number;
  lastEventTs: number;
  duration: number;
}

export interface PersistedAlarmState {
  createRuleStates: Partial<Record<AlarmSeverity, PersistedRuleState>>;
  clearRuleState: PersistedRuleState;
}

export interface PersistedDeviceState {
  alarmStates: Record<string, PersistedAlarmState>;
}

export function emptyRuleState(): PersistedRuleState {
  return { eventCount: 0, lastEventTs: 0, duration: 0 };
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

function ruleStateOf(value: unknown): PersistedRuleState {
  const o = (value ?? {}) as Record<string, unknown>;
  return { eventCount: count(o.eventCount), lastEventTs: count(o.lastEventTs), duration: count(o.duration) };
}

function alarmStateOf(value: unknown): PersistedAlarmState {
  const o = (value ?? {}) as Record<string, unknown>;
  const rules = (o.createRuleStates ?? {}) as Record<string, unknown>;
  const createRuleStates: PersistedAlarmState['createRuleStates'] = {};
  for (const severity of ALARM_SEVERITIES) if (rules[severity] !== undefined) createRuleStates[severity] = ruleStateOf(rules[severity]);
  return { createRuleStates, clearRuleState: ruleStateOf(o.clearRuleState) };
}

/** A stored state, read leniently; anything unreadable starts from zero. */
export function persistedDeviceStateOf(value: unknown): PersistedDeviceState {
  const raw = value !== null && typeof value === 'object' ? ((value as Record<string, unknown>).alarmStates ?? {}) : {};
  const alarmStates: Record<string, PersistedAlarmState> = {};
  if (raw !== null && typeof raw === 'object') for (const [id, state] of Object.entries(raw)) alarmStates[id] = alarmStateOf(state);
  return { alarmStates };
}

/** The state kept for one profile alarm, created when missing. */
export function alarmStateFor(device: PersistedDeviceState, alarmId: string): PersistedAlarmState {
  device.alarmStates[alarmId] ??= { createRuleStates: {}, clearRuleState: emptyRuleState() };
  return device.alarmStates[alarmId];
}
