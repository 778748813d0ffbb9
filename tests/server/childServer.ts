import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions } from '../../esbuild.server.mjs';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The server as its own process (bundled from source, started like `node dist/server/main.js`),
 * for tests that send it signals. `env` is added to a quiet, demo-seeded configuration.
 */
export class ChildServer {
  private proc: ChildProcess | undefined;
  private readonly bundleDir = path.join(ROOT, 'node_modules', '.tessera-test', `child-${process.pid}-${Math.random().toString(36).slice(2)}`);
  output = '';

  async build(): Promise<void> {
    await mkdir(this.bundleDir, { recursive: true });
    // Named main.mjs so that it starts itself; built as the build builds it (generated system widgets included).
    await build({ ...serverBuildOptions(path.join(this.bundleDir, 'main.mjs')), sourcemap: false, logLevel: 'silent' });
  }

  /** Starts and resolves the HTTP URL and MQTT port from the start lines. */
  start(env: Record<string, string>): Promise<{ url: string; mqttPort: number }> {
    const proc = spawn(process.execPath, [path.join(this.bundleDir, 'main.mjs')], {
      env: { ...process.env, PORT: '0', MQTT_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'true', SIMULATOR: 'off', LOGIN_RATE_LIMIT_PER_MINUTE: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    return new Promise((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        const http = /Tessera listening on (\S+)/.exec(this.output);
        const broker = /Tessera MQTT listening on port (\d+)/.exec(this.output);
        if (http && broker) resolve({ url: http[1]!, mqttPort: Number(broker[1]) });
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', onData);
      proc.once('exit', (code) => reject(new Error(`server exited early with ${code}: ${this.output}`)));
    });
  }

  /** Sends `signal` and resolves the exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null> {
    const proc = this.proc!;
    if (proc.exitCode !== null) return Promise.resolve(proc.exitCode);
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    proc.kill(signal);
    return exited;
  }

  async dispose(): Promise<void> {
    if (this.proc && this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill('SIGKILL');
    await rm(this.bundleDir, { recursive: true, force: true });
  }
}
