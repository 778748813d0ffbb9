import { ConfigError, type ServerConfig } from '../config';

/** The demo device simulator's settings (README, "Device simulator"). */
export interface SimulatorConfig {
  enabled: boolean;
  /** Updates per second over all devices; undefined means one per device per second. */
  rate: number | undefined;
  /** How many devices to simulate; beyond the demo devices, 'Sim device N' devices are created. */
  devices: number | undefined;
  /** Tick length; undefined means 1 s, or 100 ms above 100 updates/s so writes arrive evenly. */
  intervalMs: number | undefined;
}

/**
 * The server configuration as `npm start` builds it. The simulator rides along outside
 * ServerConfig, and only `npm start` sets it, so test servers never simulate unless asked.
 */
export type ConfigWithSimulator = ServerConfig & { simulator?: Partial<SimulatorConfig> };

type Env = Record<string, string | undefined>;

function readCount(env: Env, name: string, max: number): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

export function loadSimulatorConfig(env: Env = process.env): SimulatorConfig {
  const raw = env.SIMULATOR?.trim().toLowerCase() ?? '';
  if (!['', 'on', 'off', 'true', 'false', '1', '0'].includes(raw)) {
    throw new ConfigError(`SIMULATOR must be on or off, got "${env.SIMULATOR}"`);
  }
  return {
    enabled: !['off', 'false', '0'].includes(raw),
    rate: readCount(env, 'SIMULATOR_RATE', 1_000_000),
    devices: readCount(env, 'SIMULATOR_DEVICES', 10_000),
    intervalMs: undefined,
  };
}
