import type { AlarmChangeEvent } from '../../../alarms/types';
import { isCleared, type Alarm } from '../../../store/AlarmStore';
import type { Device } from '../../../store/DeviceStore';
import { alarmDetailsOf } from './alarmDetails';
import type { AlarmRuleState } from './AlarmRuleState';
import { AlarmState, raiseAction, type AlarmDecision } from './AlarmState';
import type { EvalData } from './conditionEval';
import { DataSnapshot, snapshotKey, type SnapshotUpdate } from './DataSnapshot';
import { putEntityFields, type DeviceStateIo } from './DeviceStateIo';
import type { MsgUpdate } from './msgUpdates';
import { alarmStateFor, type PersistedDeviceState } from './persistedState';
import type { CachedProfile } from './ProfileCache';

/*
 * One device under its profile's alarm rules (ThingsBoard's DeviceState): the values
 * the rules read, one AlarmState per profile alarm, and the progress that is saved when
 * persistAlarmRulesState is on. Callers run one call at a time per device.
 */

export const ALARM_CREATED = 'Alarm Created';
export const ALARM_UPDATED = 'Alarm Updated';
export const ALARM_SEVERITY_UPDATED = 'Alarm Severity Updated';
export const ALARM_CLEARED = 'Alarm Cleared';

/** An alarm change to announce as an ALARM message on `relation`. */
export interface AlarmEvent {
  relation: string;
  alarm: Alarm;
  /** Flags and condition metadata to add to the last message's metadata. */
  metadata: Record<string, string>;
}

export interface StepResult {
  events: AlarmEvent[];
  /** Progress changed: save it (when persisting). */
  changed: boolean;
}

export class DeviceState {
  readonly snapshot: DataSnapshot;
  readonly alarmStates = new Map<string, AlarmState>();
  /** The last message's metadata and queue, for alarm messages of the periodic check. */
  lastMetadata: Readonly<Record<string, string>> = {};
  lastQueueName: string | undefined;
  private loaded = false;

  constructor(
    public device: Device,
    public profile: CachedProfile,
    readonly persisted: PersistedDeviceState,
    private readonly io: DeviceStateIo,
  ) {
    this.snapshot = new DataSnapshot(profile.keys);
    this.buildAlarmStates();
  }

  /** Any DURATION rule counting: the periodic check visits this device. */
  get armed(): boolean {
    for (const state of this.alarmStates.values()) if (state.armed) return true;
    return false;
  }

  private buildAlarmStates(): void {
    const ids = new Set(this.profile.alarms.map((alarm) => alarm.id));
    for (const id of [...this.alarmStates.keys()]) if (!ids.has(id)) this.alarmStates.delete(id);
    for (const id of Object.keys(this.persisted.alarmStates)) if (!ids.has(id)) delete this.persisted.alarmStates[id];
    for (const alarm of this.profile.alarms) {
      const existing = this.alarmStates.get(alarm.id);
      if (existing) existing.setDefinition(alarm, alarmStateFor(this.persisted, alarm.id));
      else this.alarmStates.set(alarm.id, new AlarmState(alarm, alarmStateFor(this.persisted, alarm.id)));
    }
  }

  /** The device's profile (or its rules) changed: rules keep their progress; new keys are read. */
  async setProfile(profile: CachedProfile): Promise<void> {
    this.profile = profile;
    const added = this.snapshot.setKeys(profile.keys);
    this.buildAlarmStates();
    if (this.loaded && added.length > 0) await this.io.loadValues(this.device, added, this.snapshot);
  }

  /** The device was saved: its fields may have changed. */
  setDevice(device: Device): void {
    this.device = device;
    if (this.loaded) putEntityFields(device, this.snapshot);
  }

  private async load(): Promise<void> {
    if (this.loaded) return;
    await this.io.loadValues(this.device, [...this.snapshot.keys], this.snapshot);
    this.loaded = true;
  }

  private async loadAlarm(state: AlarmState): Promise<void> {
    if (state.alarmLoaded) return;
    state.currentAlarm = await this.io.findOpenAlarm(this.device, state.definition.alarmType);
    state.alarmLoaded = true;
  }

  /** Applies a message's update and runs the rules it concerns. */
  async process(update: MsgUpdate, metadata: Readonly<Record<string, string>>, queueName: string, now: number): Promise<StepResult> {
    await this.load();
    this.lastMetadata = metadata;
    this.lastQueueName = queueName;
    const data: EvalData = { snapshot: this.snapshot, owners: await this.io.ownerAttributes(this.device, this.profile.ownerNeeds) };
    const result: StepResult = { events: [], changed: false };
    const step = async (type: SnapshotUpdate['type'], ts: number, apply: (keys: Set<string>) => void) => {
      const keys = new Set<string>();
      apply(keys);
      this.snapshot.ts = ts;
      if (keys.size > 0) await this.run(data, { type, keys }, now, result);
    };
    switch (update.kind) {
      case 'TIME_SERIES':
        for (const { ts, entries } of update.steps) {
          await step('TIME_SERIES', ts, (keys) => {
            for (const { key, text } of entries) if (this.snapshot.put('TIME_SERIES', key, ts, text)) keys.add(snapshotKey('TIME_SERIES', key));
          });
        }
        break;
      case 'ATTRIBUTE':
        // Every attribute a message carries counts as news, even when re-sent unchanged within the same millisecond.
        await step('ATTRIBUTE', update.ts, (keys) => {
          for (const { key, text } of update.entries) {
            this.snapshot.put('ATTRIBUTE', key, update.ts, text);
            if (this.snapshot.keys.has(snapshotKey('ATTRIBUTE', key))) keys.add(snapshotKey('ATTRIBUTE', key));
          }
        });
        break;
      case 'DELETED':
        await step(update.type, now, (keys) => {
          for (const key of update.keys) if (this.snapshot.remove(update.type, key)) keys.add(snapshotKey(update.type, key));
        });
        break;
    }
    return result;
  }

  /** The periodic check: a DURATION rule may have reached its time without new data. */
  async check(now: number): Promise<StepResult> {
    const result: StepResult = { events: [], changed: false };
    if (!this.armed) return result;
    await this.load();
    const data: EvalData = { snapshot: this.snapshot, owners: await this.io.ownerAttributes(this.device, this.profile.ownerNeeds) };
    await this.run(data, null, now, result);
    return result;
  }

  private async run(data: EvalData, update: SnapshotUpdate | null, now: number, result: StepResult): Promise<void> {
    for (const state of this.alarmStates.values()) {
      await this.loadAlarm(state);
      const { decision, changed } = state.evaluate(data, update, now);
      result.changed ||= changed;
      const event = decision && (await this.apply(state, decision, now, update === null));
      if (event) result.events.push(event);
    }
  }

  private conditionMetadata(rule: AlarmRuleState, now: number | undefined): Record<string, string> {
    if (rule.specType === 'REPEATING') return { alarmConditionRepeats: String(rule.state.eventCount) };
    if (rule.specType === 'DURATION') return { alarmConditionDuration: String(rule.durationAt(now)) };
    return {};
  }

  private async apply(state: AlarmState, decision: AlarmDecision, now: number, periodic: boolean): Promise<AlarmEvent | undefined> {
    const { rule } = decision;
    const condition = this.conditionMetadata(rule, periodic ? now : undefined);
    if (decision.kind === 'clear') {
      const current = state.currentAlarm!;
      // Forgotten first, so the alarm bus's CLEARED event (ours) finds nothing to reset.
      state.currentAlarm = undefined;
      const details = alarmDetailsOf(rule.rule.alarmDetails, this.snapshot, current.details);
      const cleared = (await this.io.clearAlarm(current, details)) ?? current;
      return { relation: ALARM_CLEARED, alarm: cleared, metadata: { isClearedAlarm: 'true', ...condition } };
    }
    const severity = rule.severity!;
    const action = raiseAction(state.currentAlarm, severity);
    // The periodic check only raises or escalates; re-saving the same alarm every tick would only churn.
    if (action === 'skip' || (periodic && action === 'update')) return undefined;
    const definition = state.definition;
    if (action === 'create') {
      const startTs = this.snapshot.ts > 0 && !periodic ? this.snapshot.ts : now;
      const { alarm, created } = await this.io.createAlarm(this.device, {
        type: definition.alarmType,
        originator: this.device.id,
        severity,
        status: 'ACTIVE_UNACK',
        startTs,
        endTs: startTs,
        ackTs: 0,
        clearTs: 0,
        details: alarmDetailsOf(rule.rule.alarmDetails, this.snapshot, undefined),
        propagate: definition.propagate,
        propagateToOwner: definition.propagateToOwner,
        propagateToTenant: definition.propagateToTenant,
        propagateRelationTypes: definition.propagateRelationTypes,
      });
      state.currentAlarm = alarm;
      return created
        ? { relation: ALARM_CREATED, alarm, metadata: { isNewAlarm: 'true', ...condition } }
        : { relation: ALARM_UPDATED, alarm, metadata: { isExistingAlarm: 'true', ...condition } };
    }
    const current = state.currentAlarm!;
    const alarm = await this.io.updateAlarm({ ...current, severity, endTs: now, details: alarmDetailsOf(rule.rule.alarmDetails, this.snapshot, current.details) });
    state.currentAlarm = alarm;
    if (action === 'severity') return { relation: ALARM_SEVERITY_UPDATED, alarm, metadata: { isExistingAlarm: 'true', isSeverityUpdated: 'true', ...condition } };
    return { relation: ALARM_UPDATED, alarm, metadata: { isExistingAlarm: 'true', ...condition } };
  }

  /** An alarm changed elsewhere (REST, another node): follow it; true when progress was reset. */
  onAlarmChange(event: AlarmChangeEvent): boolean {
    let changed = false;
    for (const state of this.alarmStates.values()) {
      if (state.currentAlarm?.id.id !== event.alarm.id.id) continue;
      if (event.kind === 'DELETED' || isCleared(event.alarm.status)) changed = state.forgetAlarm() || changed;
      else state.currentAlarm = event.alarm;
    }
    return changed;
  }
}
