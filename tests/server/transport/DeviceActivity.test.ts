import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DeviceActivity, type DeviceStateStorage, type DeviceStateValues } from '../../../server/transport/DeviceActivity';
import type { Device } from '../../../server/store/DeviceStore';

/*
 * Connectivity events of devices: activity once when a quiet device speaks, inactivity
 * once when it stays quiet past the timeout, with ThingsBoard's device state as data.
 */

const device = { id: { entityType: 'DEVICE', id: 'd1' }, name: 'Boiler', type: 'default' } as unknown as Device;
const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

function tracker(timeoutMs = 1_000) {
  const sent: { type: string; state: Record<string, unknown> }[] = [];
  const activity = new DeviceActivity(async (_device, type, data) => sent.push({ type, state: JSON.parse(data) }), silentLog, timeoutMs);
  return { activity, sent };
}

describe('DeviceActivity', () => {
  it('connect sends CONNECT_EVENT then ACTIVITY_EVENT; further messages send nothing while active', () => {
    const { activity, sent } = tracker();
    activity.connected(device, 1_000);
    activity.activity(device, 1_100);
    activity.activity(device, 1_200);
    expect(sent.map((event) => event.type)).toEqual(['CONNECT_EVENT', 'ACTIVITY_EVENT']);
    expect(sent[1]!.state).toMatchObject({ active: true, lastConnectTime: 1_000, lastActivityTime: 1_000, inactivityTimeout: 1_000 });
    activity.close();
  });

  it('sends INACTIVITY_EVENT once after the timeout, and ACTIVITY_EVENT again when the device speaks', () => {
    const { activity, sent } = tracker(1_000);
    activity.activity(device, 10_000);
    activity.checkInactive(10_999);
    expect(sent.map((event) => event.type)).toEqual(['ACTIVITY_EVENT']);
    activity.checkInactive(11_000);
    activity.checkInactive(12_000);
    expect(sent.map((event) => event.type)).toEqual(['ACTIVITY_EVENT', 'INACTIVITY_EVENT']);
    expect(sent[1]!.state).toMatchObject({ active: false, lastActivityTime: 10_000, lastInactivityAlarmTime: 11_000 });
    activity.activity(device, 13_000);
    expect(sent.map((event) => event.type)).toEqual(['ACTIVITY_EVENT', 'INACTIVITY_EVENT', 'ACTIVITY_EVENT']);
    expect(activity.stateOf('d1')).toMatchObject({ active: true, lastActivityTime: 13_000 });
    activity.close();
  });

  it('disconnect sends DISCONNECT_EVENT with the time', () => {
    const { activity, sent } = tracker();
    activity.connected(device, 1_000);
    activity.disconnected(device, 5_000);
    expect(sent.at(-1)).toMatchObject({ type: 'DISCONNECT_EVENT', state: { lastDisconnectTime: 5_000 } });
    activity.close();
  });

  it('saves ThingsBoard\'s state attributes: active and times on changes, lastActivityTime at most every 3 s', () => {
    const saves: DeviceStateValues[] = [];
    const storage: DeviceStateStorage = { save: async (_d, values) => { saves.push(values); }, load: async () => ({ values: {}, inactivityTimeout: undefined }) };
    const activity = new DeviceActivity(async () => undefined, silentLog, { inactivityTimeoutMs: 1_000, storage });
    activity.connected(device, 1_000);
    activity.activity(device, 2_000);
    activity.activity(device, 4_000);
    activity.checkInactive(5_000);
    activity.disconnected(device, 6_000);
    expect(saves).toEqual([
      { lastConnectTime: 1_000 },
      { lastActivityTime: 1_000, active: true },
      { lastActivityTime: 4_000 },
      { active: false, inactivityAlarmTime: 5_000 },
      { lastDisconnectTime: 6_000 },
    ]);
    activity.close();
  });

  it('uses the device\'s own inactivityTimeout once loaded, and a changed one at once', async () => {
    const storage: DeviceStateStorage = { save: async () => undefined, load: async () => ({ values: {}, inactivityTimeout: 5_000 }) };
    const { sent } = { sent: [] as string[] };
    const activity = new DeviceActivity(async (_d, type) => sent.push(type), silentLog, { inactivityTimeoutMs: 1_000, storage });
    activity.activity(device, 10_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(activity.stateOf('d1')?.inactivityTimeout).toBe(5_000);
    activity.checkInactive(12_000);
    expect(sent).toEqual(['ACTIVITY_EVENT']);
    activity.inactivityTimeoutChanged('d1', 1_500, 12_000);
    expect(sent).toEqual(['ACTIVITY_EVENT', 'INACTIVITY_EVENT']);
    activity.inactivityTimeoutChanged('d1', undefined);
    expect(activity.stateOf('d1')?.inactivityTimeout).toBe(1_000);
    activity.close();
  });
});
