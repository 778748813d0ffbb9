import type { FastifyBaseLogger } from 'fastify';
import type { Stores } from '../store/createStores';
import type { RpcService, ToDeviceRpc } from '../rpc/RpcService';
import type { EntityId } from '../store/ids';
import { DEMO_ACCOUNTS, DEMO_DEVICE_NAMES } from '../store/seedDemo';
import type { TsKv } from '../store/TelemetryStore';
import type { TelemetryService } from '../telemetry/types';
import { nextWalk, readingOf, startWalk, switchHeating, type DeviceWalk } from './demoReadings';
import { thermostatRpcAnswer } from './thermostatRpc';
import { THERMOSTAT_DEVICE_TYPE } from './thermostatsDashboard';
import type { SimulatorConfig } from './simulatorConfig';

export interface DeviceSimulatorDeps {
  stores: Stores;
  /** Where readings go: the rule engine (engineTelemetry.ts), so they are stored and seen like any device's. */
  telemetry: Pick<TelemetryService, 'saveTimeseries'>;
  /** The server's RPC service: the simulated thermostats take their RPC from it like a subscribed device session. */
  rpc?: Pick<RpcService, 'attach' | 'reply'>;
  log: FastifyBaseLogger;
  config: Partial<SimulatorConfig>;
  random?: () => number;
  now?: () => number;
}

interface SimulatedDevice {
  tenantId: string;
  id: EntityId;
  walk: DeviceWalk;
  lastTs: number;
}

export interface SimulatorStats {
  devices: number;
  written: number;
  failed: number;
  /** Updates not sent because earlier writes had not finished (the store is slower than the rate). */
  skipped: number;
}

export const SIM_DEVICE_PREFIX = 'Sim device ';

/**
 * Writes demo telemetry for the demo tenant's devices: temperature, humidity and, for
 * thermostats, `heating`, at `rate` updates per second spread round-robin over the devices.
 * The thermostats also answer server-side RPC (thermostatRpc.ts) and publish a switched
 * `heating` at once.
 */
export class DeviceSimulator {
  private devices: SimulatedDevice[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly detachRpc: (() => void)[] = [];
  private cursor = 0;
  private credit = 0;
  private lastTick = 0;
  private stopped = false;
  private readonly random: () => number;
  private readonly now: () => number;
  readonly stats: SimulatorStats = { devices: 0, written: 0, failed: 0, skipped: 0 };

  constructor(private readonly deps: DeviceSimulatorDeps) {
    this.random = deps.random ?? Math.random;
    this.now = deps.now ?? Date.now;
  }

  /** Finds (and if asked, creates) the devices, writes a first reading for each, then keeps ticking. */
  async start(): Promise<void> {
    this.devices = await this.resolveDevices();
    this.stats.devices = this.devices.length;
    if (this.devices.length === 0 || this.stopped) {
      this.deps.log.info('device simulator: no demo devices to simulate');
      return;
    }
    const rate = this.deps.config.rate ?? this.devices.length;
    const intervalMs = this.deps.config.intervalMs ?? (rate > 100 ? 100 : 1000);
    this.attachRpc();
    this.deps.log.info({ devices: this.devices.length, rate, intervalMs }, 'device simulator started');
    this.lastTick = this.now();
    this.send(Math.min(rate, this.devices.length), rate);
    this.timer = setInterval(() => this.tick(rate), intervalMs);
  }

  /** Stops ticking and waits for the writes already sent. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    for (const detach of this.detachRpc.splice(0)) detach();
    await Promise.allSettled([...this.inFlight]);
  }

  private tick(rate: number): void {
    const now = this.now();
    // Credit carries fractions over, so e.g. 3 updates/s at 100 ms ticks still makes 3 a second.
    this.credit += (rate * (now - this.lastTick)) / 1000;
    this.lastTick = now;
    const count = Math.floor(this.credit);
    this.credit -= count;
    this.send(count, rate);
  }

  private send(count: number, rate: number): void {
    // At most a second's worth in flight: a slow store must not queue up memory without end.
    const room = Math.max(0, Math.max(rate, this.devices.length) - this.inFlight.size);
    const sent = Math.min(count, room);
    this.stats.skipped += count - sent;
    for (let i = 0; i < sent; i++) {
      const device = this.devices[this.cursor];
      this.cursor = (this.cursor + 1) % this.devices.length;
      this.write(device);
    }
  }

  private write(device: SimulatedDevice): void {
    device.walk = nextWalk(device.walk, this.random);
    // Distinct timestamps per device: a second point in the same millisecond would overwrite the first.
    const ts = Math.max(this.now(), device.lastTs + 1);
    device.lastTs = ts;
    const reading = readingOf(device.walk);
    const points: TsKv[] = [
      { ts, key: 'temperature', value: { type: 'DOUBLE', value: reading.temperature } },
      { ts, key: 'humidity', value: { type: 'DOUBLE', value: reading.humidity } },
    ];
    if (reading.heating !== undefined) points.push({ ts, key: 'heating', value: { type: 'BOOLEAN', value: reading.heating } });
    this.save(device, points);
  }

  /** Writes the points; stop() waits for writes in flight, and the pacing counts them. */
  private save(device: SimulatedDevice, points: TsKv[]): Promise<void> {
    const write = this.deps.telemetry.saveTimeseries(device.tenantId, device.id, points).then(
      () => { this.stats.written += 1; },
      (error: unknown) => {
        this.stats.failed += 1;
        if (this.stats.failed === 1 && !this.stopped) this.deps.log.warn({ err: error }, 'device simulator: a write failed');
      },
    );
    this.inFlight.add(write);
    void write.finally(() => this.inFlight.delete(write));
    return write;
  }

  /** Subscribes every simulated thermostat to server-side RPC, as a connected device session would. */
  private attachRpc(): void {
    const { rpc } = this.deps;
    if (!rpc) return;
    for (const device of this.devices) {
      if (device.walk.heating === undefined) continue;
      this.detachRpc.push(rpc.attach(device.id.id, { deliver: (request) => this.answerRpc(rpc, device, request) }));
    }
  }

  /** Like a device: switch and report the new state first, then reply (two-way requests wait for the reply). */
  private answerRpc(rpc: Pick<RpcService, 'reply'>, device: SimulatedDevice, request: ToDeviceRpc): void {
    const answer = thermostatRpcAnswer(request.method, request.params, device.walk.heating === true);
    let reported: Promise<void> = Promise.resolve();
    if (answer.heating !== undefined) {
      device.walk = switchHeating(device.walk, answer.heating);
      const ts = Math.max(this.now(), device.lastTs + 1);
      device.lastTs = ts;
      reported = this.save(device, [{ ts, key: 'heating', value: { type: 'BOOLEAN', value: answer.heating } }]);
    }
    // Never within deliver(): the RPC service is still handing the request out. A one-way request has no reply to take.
    void reported.then(() => rpc.reply(device.id.id, request.id, JSON.stringify(answer.reply)));
  }

  private async resolveDevices(): Promise<SimulatedDevice[]> {
    const { stores } = this.deps;
    const admin = await stores.users.findByEmail(DEMO_ACCOUNTS.tenant.email);
    if (!admin || !admin.tenantId) return [];
    const tenantId = admin.tenantId.id;
    const found = [];
    for (const name of DEMO_DEVICE_NAMES) {
      const device = await stores.devices.findByName(tenantId, name);
      if (device) found.push(device);
    }
    const wanted = this.deps.config.devices ?? found.length;
    const devices = found.slice(0, wanted);
    const profile = wanted > devices.length ? await stores.deviceProfiles.findDefault(tenantId) : undefined;
    for (let n = 1; profile && devices.length < wanted; n++) {
      const name = `${SIM_DEVICE_PREFIX}${n}`;
      devices.push((await stores.devices.findByName(tenantId, name)) ?? await stores.devices.create({
        tenantId, name, type: profile.name, label: null, deviceProfileId: profile.id.id,
        additionalInfo: { gateway: false, overwriteActivityTime: false, description: 'Created by the device simulator' },
      }));
    }
    return devices.map((device) => ({
      tenantId,
      id: device.id,
      walk: startWalk(device.type === THERMOSTAT_DEVICE_TYPE, this.random),
      lastTs: 0,
    }));
  }
}
