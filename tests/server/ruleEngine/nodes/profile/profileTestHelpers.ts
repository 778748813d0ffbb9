import { expect } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import type { Alarm } from '../../../../../server/store/AlarmStore';
import { saved } from '../../../entityHelpers';
import { api } from '../../../helpers';
import { profileData, type Json } from './ruleFixtures';

/*
 * REST set-up for the device profile node's tests: profiles with alarm rules, devices
 * of those profiles, and the device's alarms as the REST API lists them.
 */

export type DeviceRef = { entityType: 'DEVICE'; id: string };

export async function newProfile(server: RunningServer, token: string, name: string, alarms: Json[]): Promise<Json & { id: { id: string } }> {
  return saved(server.url, '/api/deviceProfile', token, { name, type: 'DEFAULT', transportType: 'DEFAULT', profileData: profileData(alarms) });
}

/** Saves new alarm rules and announces the change as the engine hears it. */
export async function changeProfileAlarms(server: RunningServer, token: string, tenantId: string, profile: Json & { id: { id: string } }, alarms: Json[]): Promise<void> {
  await saved(server.url, '/api/deviceProfile', token, { ...profile, profileData: profileData(alarms) });
  ruleEngineOf(server.app)!.services.entityChanges.emit({ tenantId, entityId: { entityType: 'DEVICE_PROFILE', id: profile.id.id }, kind: 'UPDATED' });
}

export async function newProfileDevice(server: RunningServer, token: string, name: string, profileId: string): Promise<DeviceRef> {
  const device = await saved(server.url, '/api/device', token, { name, deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId } });
  return { entityType: 'DEVICE', id: device.id.id };
}

/** The device's alarms, newest first. */
export async function alarmsOf(server: RunningServer, token: string, device: DeviceRef): Promise<Alarm[]> {
  const res = await api(server.url, `/api/alarm/DEVICE/${device.id}?pageSize=50&page=0&sortProperty=createdTime&sortOrder=DESC`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Waits until `check` holds (polling), failing after `timeoutMs`. */
export async function eventually<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
