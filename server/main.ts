import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from './config';
import { createApp } from './http/createApp';
import { loadSigningKey } from './security/signingKey';
import { mqttServerOf } from './transport/mqtt/mqttRoutes';
import { TokenService } from './security/TokenService';
import { createStores, type Stores } from './store/createStores';
import { createDatabase, type Db } from './store/database';
import { migrateToLatest } from './store/migrate';
import { maintainTsKvPartitions } from './store/tsKvPartitions';
import { seedDemo } from './store/seedDemo';
import { ensureSystemDefaults, seedBaseUrl } from './store/seedSystem';
import { loadSimulatorConfig, type ConfigWithSimulator } from './demo/simulatorConfig';
import { runRemoteFromCommandLine } from './remote/runRemote';

export type { ServerConfig } from './config';

export interface RunningServer {
  /** Base URL clients should use, e.g. http://127.0.0.1:8080. */
  url: string;
  /** The bound port (the real one when 0 was asked for). */
  port: number;
  /** The bound MQTT port (contract §9.2), the real one when MQTT_PORT was 0. */
  mqttPort: number;
  close(): Promise<void>;
  app: FastifyInstance;
  /** Data access, for tests and tools that prepare state directly. */
  stores: Stores;
  config: ServerConfig;
}

/** Wildcard binds are reachable on loopback; print that so the URL can be opened as-is. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '' || host === 'localhost') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Migrates, seeds and listens. `overrides` win over the environment, so tests can
 * start isolated servers (`{ port: 0, dataDir: <tmp> }`). The demo device simulator runs
 * only when `overrides.simulator` asks for it (as `npm start` does) and demo data is on.
 */
export async function startServer(overrides: Partial<ConfigWithSimulator> = {}): Promise<RunningServer> {
  const config: ConfigWithSimulator = { ...loadConfig(process.env), ...overrides };
  await mkdir(config.dataDir, { recursive: true });
  const db: Db = createDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    // PostgreSQL: ts_kv's monthly partitions around today, checked again each day.
    const stopPartitions = await maintainTsKvPartitions(db, (error) => app?.log.error({ err: error }, 'ts_kv partition maintenance failed'));
    const stores = createStores(db);
    const firstStart = (await stores.settings.find('general')) === undefined;
    if (config.seedDemo) await seedDemo(db);
    await ensureSystemDefaults(stores);
    const key = await loadSigningKey(stores.settings);
    const tokens = new TokenService(
      key,
      { access: config.jwtTokenExpirationTime, refresh: config.jwtRefreshTokenExpirationTime },
      stores,
    );
    app = await createApp({ config, stores, tokens });
    await app.listen({ port: config.port, host: config.host });
    const port = (app.server.address() as AddressInfo).port;
    await seedBaseUrl(stores, firstStart, config.host, port);
    const mqttPort = mqttServerOf(app)?.port ?? config.mqttPort;
    const running = app;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${displayHost(config.host)}:${port}`,
      port,
      mqttPort,
      app: running,
      stores,
      config,
      close: () => {
        closing ??= running.close().then(() => {
          stopPartitions();
          return db.destroy();
        });
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

async function runFromCommandLine(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer({ ...loadConfig(process.env), simulator: loadSimulatorConfig(process.env) });
  } catch (error) {
    console.error(`Tessera failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Before the line below, so whoever waits for that one has the MQTT port too (MQTT_PORT=0 in e2e).
  process.stdout.write(`Tessera MQTT listening on port ${server.mqttPort}\n`);
  // Tests and scripts wait for exactly this line.
  process.stdout.write(`Tessera listening on ${server.url}\n`);

  /*
   * Graceful shutdown: no new HTTP request or MQTT connection; in-flight HTTP requests finish;
   * WebSockets close; MQTT publishes in flight are acknowledged, then devices get DISCONNECT;
   * the rule engine's queues drain (bounded); queued telemetry is committed; the database closes.
   * Whatever is still running after SHUTDOWN_TIMEOUT_MS is abandoned (exit code 1).
   */
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error(`Tessera did not shut down within ${server.config.shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, server.config.shutdownTimeoutMs).unref();
    server.close().then(
      () => {
        server.app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Tessera failed to close cleanly', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/*
 * In a bundle, import.meta.url is the bundle's own file, so any script that bundles
 * startServer would also match; the file-name check keeps this to main.js / main.ts.
 */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined || !/(^|[\\/])main\.[cm]?[jt]s$/.test(entry)) return false;
  return import.meta.url === pathToFileURL(entry).href;
}

// THINGSBOARD_URL set: remote mode (server/remote), the embedded server does not start.
if (isEntryPoint()) void runRemoteFromCommandLine(process.env).then((remote) => (remote ? undefined : runFromCommandLine()));
