import type { AlarmChangeEvent } from '../../../alarms/types';
import type { Device } from '../../../store/DeviceStore';
import { NULL_UUID } from '../../../store/ids';
import type { EntityChange } from '../../EntityChangeBus';
import type { TbMsg } from '../../msg/TbMsg';
import type { RuleNodeContext } from '../../node/RuleNodeDefinition';
import { DeviceState, type StepResult } from './DeviceState';
import { servicesIo, type DeviceStateIo } from './DeviceStateIo';
import { msgUpdateOf, SNAPSHOT_MSG_TYPES } from './msgUpdates';
import { persistedDeviceStateOf } from './persistedState';
import { ProfileCache, type CachedProfile } from './ProfileCache';

/*
 * The running device profile node: device states by device, one call at a time per
 * device, progress saved when persisting, the periodic check of counting DURATION rules,
 * and the caches kept in step with the entity change and alarm buses. A device whose
 * profile has no alarms costs two map lookups per message.
 */

export class DeviceProfileAlarms {
  private readonly states = new Map<string, DeviceState>();
  private readonly locks = new Map<string, Promise<void>>();
  /** Devices with a DURATION rule counting: the only ones the periodic check visits. */
  private readonly armed = new Set<string>();
  private readonly cache: ProfileCache;
  private readonly io: DeviceStateIo;
  private checking = false;

  constructor(
    private readonly ctx: RuleNodeContext,
    private readonly persist: boolean,
  ) {
    this.cache = new ProfileCache(ctx.services.stores);
    this.io = servicesIo(ctx.services);
  }

  /** One call at a time per device, in arrival order; a failure does not block the next. */
  private locked<T>(deviceId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(deviceId) ?? Promise.resolve();
    const result = previous.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.locks.set(deviceId, tail);
    void tail.then(() => this.locks.get(deviceId) === tail && this.locks.delete(deviceId));
    return result;
  }

  onMsg(msg: TbMsg): void | Promise<void> {
    const { ctx } = this;
    if (msg.originator.entityType !== 'DEVICE') return ctx.tellSuccess(msg);
    const deviceId = msg.originator.id;
    if (msg.type === 'ENTITY_DELETED') {
      this.cache.dropDevice(deviceId);
      void this.forget(deviceId);
      return ctx.tellSuccess(msg);
    }
    if (msg.type === 'ENTITY_UPDATED') {
      this.cache.dropDevice(deviceId);
      return ctx.tellSuccess(msg);
    }
    const device = this.cache.device(deviceId);
    if (device instanceof Promise) return device.then((found) => this.withDevice(msg, found));
    return this.withDevice(msg, device);
  }

  private withDevice(msg: TbMsg, device: Device | null): void | Promise<void> {
    // A device removed meanwhile: its message goes nowhere (ThingsBoard acknowledges it).
    if (!device || device.tenantId.id !== this.ctx.tenantId) return this.ctx.ack(msg);
    const profile = this.cache.profile(device.deviceProfileId.id);
    if (profile instanceof Promise) return profile.then((found) => this.withProfile(msg, device, found));
    return this.withProfile(msg, device, profile);
  }

  private withProfile(msg: TbMsg, device: Device, profile: CachedProfile): void | Promise<void> {
    const { ctx } = this;
    if (!SNAPSHOT_MSG_TYPES.has(msg.type) || (profile.alarms.length === 0 && !this.states.has(device.id.id))) return ctx.tellSuccess(msg);
    return this.locked(device.id.id, async () => {
      const update = msgUpdateOf(msg, Date.now());
      const state = await this.stateOf(device, profile);
      if (state && update) await this.finish(state, await state.process(update, msg.metadata, msg.queueName, Date.now()), msg.customerId);
      ctx.tellSuccess(msg);
    }).catch((error: unknown) => ctx.tellFailure(msg, error));
  }

  /** The device's state, following device and profile changes; undefined (and forgotten) when its profile has no alarms. */
  private async stateOf(device: Device, profile: CachedProfile): Promise<DeviceState | undefined> {
    const id = device.id.id;
    let state = this.states.get(id);
    if (profile.alarms.length === 0) {
      if (state) await this.drop(id);
      return undefined;
    }
    if (!state) {
      const stored = this.persist ? await this.ctx.services.stores.ruleNodeStates.find(this.ctx.self.id, id) : undefined;
      state = new DeviceState(device, profile, persistedDeviceStateOf(stored), this.io);
      this.states.set(id, state);
    }
    if (state.device !== device) state.setDevice(device);
    if (state.profile !== profile) await state.setProfile(profile);
    return state;
  }

  /** Announces the alarm events, saves progress, and tracks whether the periodic check must visit the device. */
  private async finish(state: DeviceState, result: StepResult, customerId: string | null): Promise<void> {
    const { ctx } = this;
    const deviceId = state.device.id;
    for (const event of result.events) {
      const alarmMsg = ctx.newMsg({
        type: 'ALARM',
        originator: deviceId,
        customerId,
        metadata: { ...state.lastMetadata, ...event.metadata },
        data: JSON.stringify(event.alarm),
        queueName: state.lastQueueName,
      });
      ctx.tellNext(alarmMsg, event.relation);
    }
    if (result.changed && this.persist) await ctx.services.stores.ruleNodeStates.save(ctx.tenantId, ctx.self.id, deviceId, state.persisted);
    if (state.armed) this.armed.add(deviceId.id);
    else this.armed.delete(deviceId.id);
  }

  /** fetchAlarmRulesStateOnStart: every saved device state, so counting goes on without a new message. */
  async loadSavedStates(): Promise<void> {
    const { stores } = this.ctx.services;
    for (const saved of await stores.ruleNodeStates.findAll(this.ctx.self.id)) {
      if (saved.entityType !== 'DEVICE' || this.states.has(saved.entityId)) continue;
      const device = await this.cache.device(saved.entityId);
      if (!device || device.tenantId.id !== this.ctx.tenantId) {
        await stores.ruleNodeStates.delete(this.ctx.self.id, saved.entityId);
        continue;
      }
      const profile = await this.cache.profile(device.deviceProfileId.id);
      if (profile.alarms.length === 0) continue;
      const state = new DeviceState(device, profile, persistedDeviceStateOf(saved.state), this.io);
      this.states.set(saved.entityId, state);
      if (state.armed) this.armed.add(saved.entityId);
    }
  }

  /** The periodic check (ThingsBoard's TbDeviceProfilePeriodicMsg): DURATION rules whose time passed fire. */
  async check(now = Date.now()): Promise<void> {
    if (this.armed.size === 0 || this.checking) return;
    this.checking = true;
    try {
      for (const id of [...this.armed]) {
        const state = this.states.get(id);
        if (!state) {
          this.armed.delete(id);
          continue;
        }
        await this.locked(id, async () => {
          const device = await this.cache.device(id);
          if (!device) return this.drop(id);
          const current = await this.stateOf(device, await this.cache.profile(device.deviceProfileId.id));
          if (!current) return;
          const customerId = device.customerId.id === NULL_UUID ? null : device.customerId.id;
          await this.finish(current, await current.check(now), customerId);
        }).catch((error: unknown) => this.ctx.services.log.warn({ err: error, deviceId: id }, 'device profile periodic check failed'));
      }
    } finally {
      this.checking = false;
    }
  }

  onEntityChange(change: EntityChange): void {
    if (change.tenantId !== this.ctx.tenantId) return;
    if (change.entityId.entityType === 'DEVICE_PROFILE') this.cache.dropProfile(change.entityId.id);
    if (change.entityId.entityType !== 'DEVICE') return;
    this.cache.dropDevice(change.entityId.id);
    if (change.kind === 'DELETED') void this.forget(change.entityId.id);
  }

  /** Alarms acknowledged, cleared or deleted elsewhere: the device's state follows. */
  onAlarmChange(event: AlarmChangeEvent): void {
    if (event.tenantId !== this.ctx.tenantId || event.alarm.originator.entityType !== 'DEVICE') return;
    const id = event.alarm.originator.id;
    const state = this.states.get(id);
    if (!state || !state.onAlarmChange(event)) return;
    void this.locked(id, () => this.finish(state, { events: [], changed: true }, null)).catch((error: unknown) =>
      this.ctx.services.log.warn({ err: error, deviceId: id }, 'device profile state save failed'),
    );
  }

  /** A deleted device: its state and saved progress go. */
  private forget(deviceId: string): Promise<void> {
    return this.locked(deviceId, () => this.drop(deviceId)).catch(() => undefined);
  }

  private async drop(deviceId: string): Promise<void> {
    this.states.delete(deviceId);
    this.armed.delete(deviceId);
    if (this.persist) await this.ctx.services.stores.ruleNodeStates.delete(this.ctx.self.id, deviceId);
  }
}
