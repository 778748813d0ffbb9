import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmChangeEvent } from '../../../../../server/alarms/types';
import type { RunningServer } from '../../../../../server/main';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { loginAs } from '../../../tenancyHelpers';
import { newTenantAdmin } from '../../../entityHelpers';
import { api, removeTempDirs, startTestServer, tempDir } from '../../../helpers';
import { alarmsOf, eventually, newProfile, newProfileDevice, type DeviceRef } from './profileTestHelpers';
import { duration, numeric, profileAlarm, rule } from './ruleFixtures';

/*
 * Acceptance (issue 12): the tenant's default root chain, run by the real engine, with a
 * device profile alarm rule `temperature > 30` for 2 s and a clear rule `temperature < 25`.
 * The alarm comes only after the duration, the rule's progress and the alarm survive a
 * restart on the same data directory (persistAlarmRulesState), and the clear rule clears.
 */

let dataDir: string;
let server: RunningServer;
let tenantId: string;
let token: string;
let email: string;
let rootNodeId: string;
const devices: Record<string, DeviceRef> = {};
const events: AlarmChangeEvent[] = [];
let stopListening: (() => void) | undefined;

function listen(running: RunningServer): void {
  stopListening?.();
  stopListening = ruleEngineOf(running.app)!.services.alarmBus.onAlarm((event) => events.push(event));
}

/** A device's telemetry through the engine, as the transport submits it; resolves once the chain is done with it. */
async function publish(device: DeviceRef, temperature: number): Promise<void> {
  const msg = newMsg({
    type: 'POST_TELEMETRY_REQUEST',
    originator: device,
    data: JSON.stringify({ temperature }),
    metadata: { deviceName: device.id, deviceType: 'Duration profile', ts: String(Date.now()) },
  });
  const outcome = await ruleEngineOf(server.app)!.submit(tenantId, msg);
  expect(outcome).toEqual({ failed: false });
}

/** Turns on persistAlarmRulesState and fetchAlarmRulesStateOnStart on the root chain's device profile node, through REST. */
async function persistRootChainState(): Promise<string> {
  const chains = await api(server.url, '/api/ruleChains?pageSize=50&page=0', { token });
  const root = chains.body.data.find((chain: { root: boolean; type: string }) => chain.root && chain.type === 'CORE');
  const metadata = (await api(server.url, `/api/ruleChain/${root.id.id}/metadata`, { token })).body;
  const index = metadata.nodes.findIndex((node: { type: string }) => node.type === 'org.thingsboard.rule.engine.profile.TbDeviceProfileNode');
  expect(index).toBe(metadata.firstNodeIndex);
  metadata.nodes[index].configuration = { persistAlarmRulesState: true, fetchAlarmRulesStateOnStart: true };
  const saved = await api(server.url, '/api/ruleChain/metadata', { token, body: metadata });
  expect(saved.status).toBe(200);
  return saved.body.nodes[index].id.id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dataDir = await tempDir();
  server = await startTestServer({ dataDir });
  listen(server);
  const admin = await newTenantAdmin(server);
  tenantId = admin.tenantId;
  token = admin.token;
  email = (await api(server.url, '/api/auth/user', { token })).body.email;
  rootNodeId = await persistRootChainState();
  const profile = await newProfile(server, token, 'Duration profile', [
    profileAlarm('High Temperature', { CRITICAL: rule([numeric('temperature', 'GREATER', 30)], duration(2), { alarmDetails: 'Temperature ${temperature}' }) }, rule([numeric('temperature', 'LESS', 25)])),
  ]);
  for (const name of ['steady', 'restarted', 'unattended']) devices[name] = await newProfileDevice(server, token, `Duration ${name}`, profile.id.id);
});

afterAll(async () => {
  stopListening?.();
  await server?.close();
  await removeTempDirs();
});

describe('device profile alarm rules through the default root chain', () => {
  it('raises no alarm before 2 s of temperature > 30 and raises it after, while the telemetry is stored', async () => {
    const device = devices.steady!;
    const started = Date.now();
    await publish(device, 35);
    // The message went on through the switch to Save Timeseries.
    const latest = await api(server.url, `/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=temperature`, { token });
    expect(latest.body.temperature[0].value).toBe('35');
    await sleep(1000);
    await publish(device, 35);
    expect(await alarmsOf(server, token, device)).toEqual([]);
    const [alarm] = await eventually(async () => {
      const found = await alarmsOf(server, token, device);
      return found.length > 0 && found;
    }, 4000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(alarm).toMatchObject({ type: 'High Temperature', severity: 'CRITICAL', status: 'ACTIVE_UNACK', details: { data: 'Temperature 35' }, originator: device });
    expect(events.filter((e) => e.alarm.id.id === alarm!.id.id).map((e) => e.kind)).toEqual(['CREATED']);
  });

  it('keeps counting the duration and remembers the alarm across a restart', async () => {
    const started = Date.now();
    await publish(devices.restarted!, 35);
    await publish(devices.unattended!, 36);
    const saved = await server.stores.ruleNodeStates.findAll(rootNodeId);
    expect(saved.map((row) => row.entityId).sort()).toEqual([devices.steady!.id, devices.restarted!.id, devices.unattended!.id].sort());

    await server.close();
    server = await startTestServer({ dataDir });
    listen(server);
    token = await loginAs(server, email, 'entities-admin');
    const wait = started + 2100 - Date.now();
    if (wait > 0) await sleep(wait);

    // Counting went on across the restart: the first message after it is past 2 s already.
    await publish(devices.restarted!, 35);
    const [restartedAlarm] = await alarmsOf(server, token, devices.restarted!);
    expect(restartedAlarm).toMatchObject({ type: 'High Temperature', status: 'ACTIVE_UNACK' });
    // fetchAlarmRulesStateOnStart: a device that sends nothing more still gets its alarm from the periodic check.
    const [unattendedAlarm] = await eventually(async () => {
      const found = await alarmsOf(server, token, devices.unattended!);
      return found.length > 0 && found;
    }, 3000);
    expect(unattendedAlarm).toMatchObject({ severity: 'CRITICAL', details: { data: 'Temperature 36' } });

    // The alarm raised before the restart is the open one: updated, not raised again.
    const [before] = await alarmsOf(server, token, devices.steady!);
    await publish(devices.steady!, 37);
    const after = await alarmsOf(server, token, devices.steady!);
    expect(after.map((a) => a.id.id)).toEqual([before!.id.id]);
    expect(after[0]).toMatchObject({ status: 'ACTIVE_UNACK', details: { data: 'Temperature 37' } });
    expect(after[0]!.endTs).toBeGreaterThan(before!.endTs);
  });

  it('clears the alarm when temperature < 25, announced on the alarm bus', async () => {
    const device = devices.steady!;
    await publish(device, 27);
    expect((await alarmsOf(server, token, device))[0]!.status).toBe('ACTIVE_UNACK');
    await publish(device, 20);
    const [cleared] = await alarmsOf(server, token, device);
    expect(cleared).toMatchObject({ status: 'CLEARED_UNACK' });
    expect(events.filter((e) => e.alarm.id.id === cleared!.id.id).map((e) => e.kind)).toContain('CLEARED');
    // Counting starts over: 35 again raises nothing at once.
    await publish(device, 35);
    expect((await alarmsOf(server, token, device)).map((a) => a.status)).toEqual(['CLEARED_UNACK']);
  });
});
