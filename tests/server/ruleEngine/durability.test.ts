import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../../esbuild.server.mjs';
import { api, login, removeTempDirs, tempDir } from '../helpers';
import { startQos1Ingest } from '../qos1Ingest';
import { testDatabaseUrl } from '../testDatabase';

/*
 * Issue 12's durability acceptance: a device publishes QoS 1 at about 1,000 msg/s through
 * the default root chain, the server process is killed with SIGKILL mid-stream, and after
 * a restart on the same data folder every point whose PUBACK the device received is
 * stored. The server runs as a real child process (bundled from source here), so the kill
 * is a real kill -9 with nothing flushed on the way out.
 */

const ROOT = path.resolve(__dirname, '../../..');
// Inside the repository so the bundle's imports resolve from node_modules; named main.mjs so it starts itself.
const BUNDLE_DIR = path.join(ROOT, 'node_modules', '.tessera-test', String(process.pid));
const BUNDLE = path.join(BUNDLE_DIR, 'main.mjs');

let dataDir: string;
let databaseUrl: string | undefined;
let child: ChildProcess | undefined;

beforeAll(async () => {
  await mkdir(BUNDLE_DIR, { recursive: true });
  await build({ ...serverBuildOptions(BUNDLE), sourcemap: false, logLevel: 'silent' });
  dataDir = await tempDir();
  databaseUrl = await testDatabaseUrl(dataDir);
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await rm(BUNDLE_DIR, { recursive: true, force: true });
  await removeTempDirs();
});

/** Starts the bundled server and resolves its HTTP and MQTT ports from its start lines. */
function startChild(): Promise<{ url: string; mqttPort: number }> {
  const proc = spawn(process.execPath, [BUNDLE], {
    env: {
      ...process.env,
      PORT: '0',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      SIMULATOR: 'off',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
      STATIC_DIR: path.join(dataDir, 'no-console'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = proc;
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const http = /Tessera listening on (\S+)/.exec(out);
      const broker = /Tessera MQTT listening on port (\d+)/.exec(out);
      if (http && broker) resolve({ url: http[1]!, mqttPort: Number(broker[1]) });
    });
    proc.on('exit', (code) => reject(new Error(`server exited early with ${code}: ${out}`)));
  });
}

describe('kill -9 during QoS 1 ingest through the default root chain', () => {
  it('keeps every point the device got a PUBACK for', async () => {
    const { url, mqttPort } = await startChild();
    const { token } = await login(url, 'tenant');
    const accessToken = `durable-${Date.now()}`;
    const device = await api(url, `/api/device?accessToken=${accessToken}`, { token, body: { name: 'Durability probe' } });
    expect(device.status).toBe(200);

    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: accessToken, reconnectPeriod: 0 });
    client.on('error', () => undefined);
    const ingest = startQos1Ingest(client);
    // Killed in full flow: after a good number of acknowledged points (however long a loaded
    // machine takes to get there), while the device keeps publishing.
    await expect.poll(() => ingest.acknowledged.length, { timeout: 40_000, interval: 50 }).toBeGreaterThan(500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    child!.kill('SIGKILL');
    ingest.stop();
    await new Promise((resolve) => child!.once('exit', resolve));
    await client.endAsync(true).catch(() => undefined);
    expect(ingest.acknowledged.length).toBeGreaterThan(500);

    await ingest.expectAcknowledgedStored(dataDir, device.body.id.id);
  }, 60_000);
});
