// Starts the built server (`npm run build` first) on a free port with a fresh data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function startServer(extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: '0', MQTT_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '0', ...extraEnv },
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
