// Builds the server alone with esbuild (no `npm run build` needed) and runs it as its own
// process, so the bench's clients do not share its CPU or memory. Used by ingest and flood.
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuildOptions } from '../../esbuild.server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * Starts the server on free HTTP and MQTT ports with a fresh data folder. `onLog` receives
 * each parsed JSON log line (LOG_LEVEL=warn by default).
 */
export async function startTransportServer({ onLog = () => {}, env = {} } = {}) {
  // Named main.mjs: the bundle runs its command-line entry only under that name.
  // One folder per bench process, so benches running at once do not overwrite each other's server.
  const outfile = path.join(root, `node_modules/.cache/tessera-bench/${process.pid}/main.mjs`);
  // The server build's own options (its plugins generate modules such as the system widget bundles).
  await esbuild.build({ ...serverBuildOptions(outfile), sourcemap: false });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-'));
  const child = spawn(process.execPath, [outfile], {
    cwd: root,
    env: { ...process.env, PORT: '0', MQTT_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '0', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const started = await new Promise((resolve, reject) => {
    let buffered = '';
    let mqttPort;
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        const mqttLine = /^Tessera MQTT listening on port (\d+)/.exec(line);
        if (mqttLine) mqttPort = Number(mqttLine[1]);
        const httpLine = /^Tessera listening on (\S+)/.exec(line);
        if (httpLine) resolve({ url: httpLine[1], mqttPort });
        if (line.startsWith('{')) {
          try {
            onLog(JSON.parse(line));
          } catch {
            // Not a log line.
          }
        }
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    ...started,
    pid: child.pid,
    get alive() {
      return !exited;
    },
    stop: async () => {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(path.dirname(outfile), { recursive: true, force: true });
    },
  };
}

/** JSON POST/GET helper; throws on anything but 200. */
export async function call(url, route, { token, body, method } = {}) {
  const headers = { 'Content-Type': 'application/json', ...(token ? { 'X-Authorization': `Bearer ${token}` } : {}) };
  const res = await fetch(`${url}${route}`, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${route}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Logs in as the demo tenant administrator and creates `count` devices with tokens `${prefix}-${i}`. */
export async function createDevices(url, count, prefix) {
  const { token } = await call(url, '/api/auth/login', { body: { username: 'tenant@tessera.io', password: 'tenant' } });
  const devices = [];
  for (let i = 0; i < count; i++) {
    const device = await call(url, `/api/device?accessToken=${prefix}-${i}`, { token, body: { name: `${prefix} ${i}` } });
    devices.push({ id: device.id.id, token: `${prefix}-${i}` });
  }
  return { jwt: token, devices };
}

/** Reads `--name value` flags with defaults; numbers stay numbers. */
export function flags(defaults) {
  const result = { ...defaults };
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(args[i]);
    if (!match) continue;
    const key = match[1].replace(/-(\w)/g, (_, c) => c.toUpperCase());
    const value = match[2] ?? args[++i];
    result[key] = typeof defaults[key] === 'number' ? Number(value) : value;
  }
  return result;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
