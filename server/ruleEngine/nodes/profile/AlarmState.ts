import { ALARM_SEVERITIES, type Alarm, type AlarmSeverity } from '../../../store/AlarmStore';
import { AlarmRuleState, type EvalResult } from './AlarmRuleState';
import type { EvalData } from './conditionEval';
import type { SnapshotUpdate } from './DataSnapshot';
import { emptyRuleState, type PersistedAlarmState } from './persistedState';
import type { ProfileAlarm } from './profileAlarms';

/*
 * One profile alarm of one device (ThingsBoard's AlarmState.createOrClearAlarms): the
 * create rules are tried from the highest severity down and the first that fires wins;
 * a rule that does not match starts counting again. With no create rule firing and an
 * alarm open, the clear rule may clear it. This module only decides; the caller writes
 * the alarm and then tells the state what it wrote.
 */

export type AlarmDecision = { kind: 'raise'; rule: AlarmRuleState } | { kind: 'clear'; rule: AlarmRuleState };

/** What raising at `severity` does to the open alarm (ThingsBoard never lowers a severity). */
export type RaiseAction = 'create' | 'update' | 'severity' | 'skip';

export function raiseAction(current: Pick<Alarm, 'severity'> | undefined, severity: AlarmSeverity): RaiseAction {
  if (!current) return 'create';
  const rank = (s: AlarmSeverity) => ALARM_SEVERITIES.indexOf(s);
  if (rank(severity) > rank(current.severity)) return 'skip';
  return severity === current.severity ? 'update' : 'severity';
}

export class AlarmState {
  /** The open alarm this state raised or found; undefined when none. */
  currentAlarm: Alarm | undefined;
  /** Whether the open alarm was looked up in storage (once per device and alarm). */
  alarmLoaded = false;
  createRules: AlarmRuleState[] = [];
  clearRule: AlarmRuleState | undefined;

  constructor(
    public definition: ProfileAlarm,
    persisted: PersistedAlarmState,
  ) {
    this.setDefinition(definition, persisted);
  }

  /** A changed profile alarm: rules keep their progress per severity. */
  setDefinition(definition: ProfileAlarm, persisted: PersistedAlarmState): void {
    if (definition.alarmType !== this.definition.alarmType) {
      this.currentAlarm = undefined;
      this.alarmLoaded = false;
    }
    this.definition = definition;
    for (const severity of Object.keys(persisted.createRuleStates) as AlarmSeverity[]) {
      if (!definition.createRules.some((entry) => entry.severity === severity)) delete persisted.createRuleStates[severity];
    }
    this.createRules = definition.createRules.map(({ severity, rule }) => {
      persisted.createRuleStates[severity] ??= emptyRuleState();
      return new AlarmRuleState(severity, rule, persisted.createRuleStates[severity]);
    });
    this.clearRule = definition.clearRule ? new AlarmRuleState(undefined, definition.clearRule, persisted.clearRuleState) : undefined;
  }

  /** Any DURATION rule waiting for its time. */
  get armed(): boolean {
    return this.createRules.some((rule) => rule.armed) || (this.clearRule?.armed ?? false);
  }

  /**
   * Runs the rules for one snapshot update, or for the periodic check at `now` when
   * `update` is null. Returns what to do (if anything) and whether progress changed.
   */
  evaluate(data: EvalData, update: SnapshotUpdate | null, now?: number): { decision?: AlarmDecision; changed: boolean } {
    const run = (rule: AlarmRuleState): EvalResult => (update === null ? rule.evalAt(now ?? Date.now(), data) : rule.eval(data));
    const concerns = (rule: AlarmRuleState) => update === null || rule.concerns(update);
    let changed = false;
    let fired: AlarmRuleState | undefined;
    for (const rule of this.createRules) {
      if (!concerns(rule)) continue;
      const result = run(rule);
      changed = rule.takeChanged() || changed;
      if (result === 'TRUE') {
        fired = rule;
        break;
      }
      if (result === 'FALSE') changed = rule.reset() || changed;
    }
    if (fired) {
      if (this.clearRule) changed = this.clearRule.reset() || changed;
      return { decision: { kind: 'raise', rule: fired }, changed };
    }
    if (!this.currentAlarm || !this.clearRule || !concerns(this.clearRule)) return { changed };
    const result = run(this.clearRule);
    changed = this.clearRule.takeChanged() || changed;
    if (result === 'TRUE') {
      const rule = this.clearRule;
      changed = this.resetAll() || changed;
      return { decision: { kind: 'clear', rule }, changed };
    }
    if (result === 'FALSE') changed = this.clearRule.reset() || changed;
    return { changed };
  }

  /** Every rule back to zero (the alarm was cleared); true when something was reset. */
  resetAll(): boolean {
    let changed = false;
    for (const rule of [...this.createRules, ...(this.clearRule ? [this.clearRule] : [])]) changed = rule.reset() || changed;
    return changed;
  }

  /** The alarm was cleared or deleted elsewhere: forget it and start counting again. */
  forgetAlarm(): boolean {
    this.currentAlarm = undefined;
    let changed = false;
    for (const rule of this.createRules) changed = rule.reset() || changed;
    return changed;
  }
}
