import type { AlarmSeverity } from '../../../store/AlarmStore';
import { isScheduleActive } from './alarmSchedule';
import { conditionMatches, requiredDurationMs, requiredRepeats, ruleKeys, type EvalData } from './conditionEval';
import type { SnapshotUpdate } from './DataSnapshot';
import type { PersistedRuleState } from './persistedState';
import type { AlarmRule } from './profileAlarms';

/*
 * One create or clear rule of one device (ThingsBoard's AlarmRuleState): evaluates the
 * condition against the spec. SIMPLE is true while the condition holds; REPEATING counts
 * consecutive matching updates; DURATION adds up the time between matching updates (and,
 * on the periodic check, up to now). A non-matching update resets the count.
 */

/** TRUE: the rule fires; NOT_YET_TRUE: matching but count or duration not reached; FALSE: not matching. */
export type EvalResult = 'TRUE' | 'NOT_YET_TRUE' | 'FALSE';

export class AlarmRuleState {
  readonly keys: Set<string>;
  private changed = false;

  constructor(
    /** Undefined for a clear rule. */
    readonly severity: AlarmSeverity | undefined,
    readonly rule: AlarmRule,
    /** Changed in place; saved with the device state. */
    readonly state: PersistedRuleState,
  ) {
    this.keys = ruleKeys(rule);
  }

  get specType(): AlarmRule['spec']['type'] {
    return this.rule.spec.type;
  }

  /** Waiting for a duration to pass: the periodic check looks at it. */
  get armed(): boolean {
    return this.rule.spec.type === 'DURATION' && this.state.lastEventTs > 0;
  }

  /**
   * Whether an update concerns this rule: telemetry that changed a key it reads; an
   * attribute change only when the rule reads no telemetry (else it waits for telemetry).
   */
  concerns(update: SnapshotUpdate): boolean {
    if (update.type === 'ATTRIBUTE' && [...this.keys].some((key) => key.startsWith('TIME_SERIES:'))) return false;
    for (const key of update.keys) if (this.keys.has(key)) return true;
    return false;
  }

  /** Evaluates against the snapshot at its `ts`. */
  eval(data: EvalData): EvalResult {
    const ts = data.snapshot.ts;
    const matching = isScheduleActive(this.rule.schedule, ts) && conditionMatches(this.rule, data);
    if (!matching) return 'FALSE';
    switch (this.rule.spec.type) {
      case 'SIMPLE':
        return 'TRUE';
      case 'REPEATING': {
        this.state.eventCount++;
        this.changed = true;
        return this.state.eventCount >= requiredRepeats(this.rule, data) ? 'TRUE' : 'NOT_YET_TRUE';
      }
      case 'DURATION': {
        if (this.state.lastEventTs > 0) {
          if (ts > this.state.lastEventTs) {
            this.state.duration += ts - this.state.lastEventTs;
            this.state.lastEventTs = ts;
            this.changed = true;
          }
        } else {
          this.state.lastEventTs = ts;
          this.state.duration = 0;
          this.changed = true;
        }
        const required = requiredDurationMs(this.rule, data);
        return required > 0 && this.state.duration > required ? 'TRUE' : 'NOT_YET_TRUE';
      }
    }
  }

  /**
   * The periodic check at `now`, without new data: only a counting DURATION rule can
   * become true (its count is not advanced, as the next update adds the same time).
   */
  evalAt(now: number, data: EvalData): EvalResult {
    if (this.rule.spec.type !== 'DURATION') return 'NOT_YET_TRUE';
    const required = requiredDurationMs(this.rule, data);
    if (required <= 0 || this.state.lastEventTs <= 0 || now <= this.state.lastEventTs) return 'NOT_YET_TRUE';
    if (!isScheduleActive(this.rule.schedule, now)) return 'FALSE';
    return this.state.duration + (now - this.state.lastEventTs) > required ? 'TRUE' : 'NOT_YET_TRUE';
  }

  /** The duration counted up to `now` (the alarm message's alarmConditionDuration). */
  durationAt(now: number | undefined): number {
    if (now === undefined || this.state.lastEventTs <= 0 || now <= this.state.lastEventTs) return this.state.duration;
    return this.state.duration + (now - this.state.lastEventTs);
  }

  /** True once after the state changed. */
  takeChanged(): boolean {
    const changed = this.changed;
    this.changed = false;
    return changed;
  }

  /** Back to zero; true when there was something to reset. */
  reset(): boolean {
    if (this.state.lastEventTs === 0 && this.state.eventCount === 0 && this.state.duration === 0) return false;
    this.state.eventCount = 0;
    this.state.lastEventTs = 0;
    this.state.duration = 0;
    return true;
  }
}
