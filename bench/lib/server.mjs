// Starts the built server (`npm run build` first) on a free port with a fresh data folder.
// DIST_DIR (as for the build and e2e) picks another build than dist/.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function startServer(extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-'));
  const dist = process.env.DIST_DIR ?? 'dist';
  const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: { ...process.env, STATIC_DIR: path.join(dist, 'public'), PORT: '0', MQTT_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '0', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /Tessera listening on (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, stop: () => { server.kill(); rmSync(dataDir, { recursive: true, force: true }); } };
}

export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Signs the demo tenant admin in through the login page and waits for the shell. */
export async function signIn(page, url) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username (email)').fill('tenant@tessera.io');
  await page.getByLabel('Password', { exact: true }).fill('tenant');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Open user menu' }).waitFor();
}

/** Mean, median, 95th percentile and maximum of frame times (or any sample). */
export function frameStats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { mean: values.reduce((a, b) => a + b, 0) / values.length, p50: pick(0.5), p95: pick(0.95), max: sorted.at(-1) };
}
