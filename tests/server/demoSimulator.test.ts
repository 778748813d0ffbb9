import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeviceSimulator } from '../../server/demo/DeviceSimulator';
import type { ConfigWithSimulator } from '../../server/demo/simulatorConfig';
import type { RunningServer } from '../../server/main';
import type { EntityId } from '../../server/store/ids';
import type { TsKv } from '../../server/store/TelemetryStore';
import type { TelemetryService } from '../../server/telemetry/types';
import { api, removeTempDirs, startTestServer } from './helpers';
import { demoContext, type Tokens } from './tenancyHelpers';

let server: RunningServer;
let tokens: Tokens;
let tenantId: string;

beforeAll(async () => {
  // A short tick so the test sees points soon; 4 devices = the 3 demo devices and 'Sim device 1'.
  const overrides: Partial<ConfigWithSimulator> = { simulator: { enabled: true, intervalMs: 20, rate: 200, devices: 4 } };
  server = await startTestServer(overrides);
  ({ tokens, tenantId } = await demoContext(server));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

async function deviceId(name: string): Promise<string> {
  const device = await server.stores.devices.findByName(tenantId, name);
  expect(device, name).toBeDefined();
  return device!.id.id;
}

/** Reads a device's history over REST until it holds at least `count` temperature points. */
async function history(id: string, keys: string, count: number): Promise<Record<string, { ts: number; value: unknown }[]>> {
  for (;;) {
    const res = await api(server.url, `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=${keys}&startTs=0&endTs=${Date.now() + 60_000}&limit=1000`, { token: tokens.tenant });
    expect(res.status).toBe(200);
    if ((res.body.temperature?.length ?? 0) >= count) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the demo device simulator', () => {
  it('writes temperature, humidity and heating for the demo thermostats, readable over REST', async () => {
    const body = await history(await deviceId('Thermostat T1'), 'temperature,humidity,heating', 3);
    const temperatures = body.temperature.map((p) => Number(p.value));
    expect(temperatures.every((t) => t >= 20 && t <= 25)).toBe(true);
    expect(body.humidity.map((p) => Number(p.value)).every((h) => h >= 40 && h <= 60)).toBe(true);
    expect(body.heating.every((p) => p.value === 'true' || p.value === 'false' || typeof p.value === 'boolean')).toBe(true);
    expect(new Set(body.temperature.map((p) => p.ts)).size).toBe(body.temperature.length);
  });

  it('writes for the other demo devices and creates the extra simulated ones, without heating for non-thermostats', async () => {
    const station = await history(await deviceId('Weather Station W1'), 'temperature,heating', 2);
    expect(station.heating).toBeUndefined();
    await history(await deviceId('Sim device 1'), 'temperature', 2);
    expect(await server.stores.devices.findByName(tenantId, 'Sim device 2')).toBeUndefined();
  });
});

describe('the simulator\'s readings run through the rule engine', () => {
  it('the demo thermostat profile raises High Temperature when a thermostat\'s threshold attribute is below its readings, and clears it when raised again', async () => {
    const id = await deviceId('Thermostat T2');
    const threshold = (value: number) =>
      api(server.url, `/api/plugins/telemetry/DEVICE/${id}/attributes/SERVER_SCOPE`, { token: tokens.tenant, body: { temperatureAlarmThreshold: value } });
    const alarms = async () => (await api(server.url, `/api/alarm/DEVICE/${id}?pageSize=10&page=0`, { token: tokens.tenant })).body.data as { type: string; severity: string; status: string }[];
    const until = async (done: (list: { status: string }[]) => boolean) => {
      for (let i = 0; i < 200; i++) {
        const list = await alarms();
        if (done(list)) return list;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return alarms();
    };
    expect((await threshold(10)).status).toBe(200);
    const raised = await until((list) => list.some((a) => a.status === 'ACTIVE_UNACK'));
    expect(raised.map((a) => [a.type, a.severity, a.status])).toEqual([['High Temperature', 'MAJOR', 'ACTIVE_UNACK']]);
    expect((await threshold(40)).status).toBe(200);
    const cleared = await until((list) => list.every((a) => a.status === 'CLEARED_UNACK'));
    expect(cleared.map((a) => a.status)).toEqual(['CLEARED_UNACK']);
  });
});

/** The latest `heating` of a device as text ('true'/'false'), over REST. */
async function latestHeating(id: string): Promise<string | undefined> {
  const res = await api(server.url, `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=heating`, { token: tokens.tenant });
  expect(res.status).toBe(200);
  const point = res.body.heating?.[0];
  return point === undefined ? undefined : String(point.value);
}

const rpc = (kind: 'oneway' | 'twoway', id: string, method: string, params: unknown) =>
  api(server.url, `/api/plugins/rpc/${kind}/${id}`, { method: 'POST', token: tokens.tenant, body: { method, params } });

describe('the demo thermostats answer RPC like devices', () => {
  it('switch heating with one-way setHeating, read it back with two-way getHeating/getValue and publish it', async () => {
    const id = await deviceId('Thermostat T1');
    for (const on of [true, false, true]) {
      expect((await rpc('oneway', id, 'setHeating', on)).status).toBe(200);
      // One-way ends on delivery; the thermostat then reports the new state as telemetry.
      while ((await latestHeating(id)) !== String(on)) await new Promise((resolve) => setTimeout(resolve, 25));
      for (const method of ['getHeating', 'getValue']) {
        const read = await rpc('twoway', id, method, null);
        expect([method, read.status, read.body]).toEqual([method, 200, on]);
      }
    }
  });

  it('has published the new state by the time a two-way setHeating replies, and keeps it against the automatic switching', async () => {
    const id = await deviceId('Thermostat T1');
    for (const on of [false, true]) {
      const set = await rpc('twoway', id, 'setHeating', on);
      expect([set.status, set.body]).toEqual([200, on]);
      expect(await latestHeating(id)).toBe(String(on));
    }
    // Several ticks later (20 ms each) the simulator still reports the chosen state.
    const latest = async () => (await api(server.url, `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=temperature,heating`, { token: tokens.tenant })).body;
    const switchedAt = (await latest()).heating[0].ts;
    let now = await latest();
    while (now.temperature[0].ts < switchedAt + 100) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      now = await latest();
    }
    expect(String(now.heating[0].value)).toBe('true');
    expect(now.heating[0].ts).toBeGreaterThan(switchedAt);
    expect((await rpc('twoway', id, 'getHeating', null)).body).toBe(true);
  });

  it('replies with an error to a method a thermostat does not know, and to a malformed setHeating', async () => {
    const id = await deviceId('Thermostat T1');
    expect((await rpc('twoway', id, 'reboot', null)).body).toEqual({ error: 'Unsupported RPC method: reboot' });
    expect((await rpc('twoway', id, 'setHeating', 'warm')).body).toEqual({ error: 'Invalid setHeating params: expected true or false' });
    expect((await rpc('twoway', id, 'getHeating', null)).body).toBe(true);
  });
});

/**
 * Runs a simulator over the demo devices for one simulated second (ten 100 ms ticks on a
 * fake clock), then stops it; `beforeStop` sees it still running.
 */
async function simulateOneSecond(saveTimeseries: TelemetryService['saveTimeseries'], rate: number, beforeStop: (simulator: DeviceSimulator) => Promise<void> | void = () => undefined) {
  let now = 1_000_000;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const simulator = new DeviceSimulator({
    stores: server.stores, telemetry: { saveTimeseries } as TelemetryService, log: server.app.log, now: () => now,
    config: { rate, devices: 3, intervalMs: 100 },
  });
  try {
    await simulator.start();
    for (let i = 0; i < 10; i++) {
      now += 100;
      await vi.advanceTimersByTimeAsync(100);
    }
    await beforeStop(simulator);
  } finally {
    vi.useRealTimers();
  }
  return simulator;
}

describe('DeviceSimulator pacing', () => {
  it('spreads the configured rate round-robin over the devices with increasing timestamps per device', async () => {
    const writes: { id: string; points: TsKv[] }[] = [];
    const simulator = await simulateOneSecond(async (_tenantId: string, entityId: EntityId, points: TsKv[]) => {
      writes.push({ id: entityId.id, points });
    }, 30, (running) => running.stop());
    // A first reading per device, then 30 updates in the simulated second.
    expect(writes).toHaveLength(33);
    const perDevice = new Map<string, number[]>();
    for (const w of writes) perDevice.set(w.id, [...(perDevice.get(w.id) ?? []), w.points[0].ts]);
    expect([...perDevice.values()].map((ts) => ts.length)).toEqual([11, 11, 11]);
    for (const ts of perDevice.values()) expect(ts.every((t, i) => i === 0 || t > ts[i - 1])).toBe(true);
    expect(simulator.stats).toMatchObject({ devices: 3, written: 33, failed: 0, skipped: 0 });
  });

  it("skips updates while a second's worth of writes is still unfinished", async () => {
    const settle: (() => void)[] = [];
    const simulator = await simulateOneSecond(() => new Promise<void>((resolve) => settle.push(resolve)), 10, async (running) => {
      // 3 first readings + 10 from the ticks, but only 10 may be in flight at 10 updates/s.
      expect(settle).toHaveLength(10);
      expect(running.stats.skipped).toBe(3);
      const stopped = running.stop();
      for (const resolve of settle) resolve();
      await stopped;
    });
    expect(simulator.stats.written).toBe(10);
  });
});
