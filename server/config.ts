import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WsLimits } from './ws/WsSession';
import type { SmsEndpoints } from './settings/sms/sendSms';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerConfig {
  port: number;
  host: string;
  /** Parsed now so a bad value fails at startup; the MQTT transport uses it later. */
  mqttPort: number;
  dataDir: string;
  /** PostgreSQL connection string; SQLite in `dataDir` when undefined. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  edgesEnabled: boolean;
  /** Access-token lifetime in seconds. */
  jwtTokenExpirationTime: number;
  /** Refresh-token lifetime in seconds. */
  jwtRefreshTokenExpirationTime: number;
  /** Built console; static serving is off when the folder does not exist. */
  staticDir: string;
  /** Serve the console's `*.map` source maps (off: they answer 404). */
  serveSourceMaps: boolean;
  logLevel: LogLevel;
  /** Requests per minute per client IP and username on /api/auth/login* and /api/noauth/*; 0 turns the limit off. */
  loginRateLimitPerMinute: number;
  /** Where help pages live; empty means the console serves them itself. */
  helpBaseUrl: string;
  /** Latest released version an operator knows of; system admins are told when it is newer. */
  latestVersion: string | undefined;
  /** Rule-node scripts: time limit per call (ms) and memory limit per tenant (MB). */
  scriptTimeoutMs: number;
  scriptMemoryLimitMb: number;
  /** Device state (ThingsBoard's `state.defaultInactivityTimeoutInSec` and `defaultStateCheckIntervalInSec`), in seconds. */
  defaultInactivityTimeoutSec: number;
  stateCheckIntervalSec: number;
  /** Compress JSON API answers over 1 KB per request (off when a reverse proxy compresses). */
  httpCompression: boolean;
  /** Bearer token that `/metrics` requires; unset turns `/metrics` off (404). */
  metricsToken: string | undefined;
  /** Longest a SIGTERM/SIGINT shutdown may take before the process exits anyway (with code 1). */
  shutdownTimeoutMs: number;
  /** Overrides of the telemetry WebSocket's per-session limits (tests lower them); defaults in ws/WsSession.ts. */
  wsLimits?: Partial<WsLimits>;
  /** Where the SMS providers' APIs are (tests point them at local stand-ins); defaults are the real services. */
  smsEndpoints?: SmsEndpoints;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Thrown for a bad environment value; the message names the variable so startup errors are actionable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function readLogLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (raw === undefined || raw === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return raw as LogLevel;
}

function readHttpUrl(env: Env, name: string): string {
  const raw = env[name]?.trim() ?? '';
  if (raw && !/^https?:\/\/[^\s]+$/.test(raw)) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw;
}

/** The console build sits in `public/` beside the built `server/` folder (dist/server/main.js -> dist/public). */
export function defaultStaticDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
}

/** Reads the configuration from the environment. Pure: creating folders is left to startup. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = env.DATA_DIR?.trim() || './data';
  const staticDir = env.STATIC_DIR?.trim() || defaultStaticDir();
  return {
    port: readInt(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    mqttPort: readInt(env, 'MQTT_PORT', 1883, 0, 65535),
    dataDir: path.resolve(dataDir),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    seedDemo: readBool(env, 'SEED_DEMO', true),
    edgesEnabled: readBool(env, 'EDGES_ENABLED', false),
    jwtTokenExpirationTime: readInt(env, 'JWT_TOKEN_EXPIRATION_TIME', 9000, 1, 10 * 365 * 86400),
    jwtRefreshTokenExpirationTime: readInt(env, 'JWT_REFRESH_TOKEN_EXPIRATION_TIME', 604800, 1, 10 * 365 * 86400),
    staticDir: path.resolve(staticDir),
    serveSourceMaps: readBool(env, 'SERVE_SOURCE_MAPS', false),
    logLevel: readLogLevel(env),
    loginRateLimitPerMinute: readInt(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 30, 0, 1_000_000),
    helpBaseUrl: readHttpUrl(env, 'HELP_BASE_URL'),
    latestVersion: env.TESSERA_LATEST_VERSION?.trim() || undefined,
    scriptTimeoutMs: readInt(env, 'SCRIPT_TIMEOUT_MS', 100, 1, 60_000),
    scriptMemoryLimitMb: readInt(env, 'SCRIPT_MEMORY_LIMIT_MB', 32, 8, 4096),
    httpCompression: readBool(env, 'HTTP_COMPRESSION', true),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    shutdownTimeoutMs: readInt(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, 1_000, 600_000),
    defaultInactivityTimeoutSec: readInt(env, 'DEFAULT_INACTIVITY_TIMEOUT', 600, 1, 365 * 86400),
    stateCheckIntervalSec: readInt(env, 'DEFAULT_STATE_CHECK_INTERVAL', 10, 1, 86400),
  };
}
