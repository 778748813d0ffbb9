import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/*
 * The built server (`npm run build` first; DIST_DIR, as for the build, lets parallel checkouts
 * run their own) as a child process on an ephemeral port, for the global setup and for specs
 * that need instances of their own.
 */
export interface BuiltServer { process: ChildProcess; url: string; readonly output: string }

/** Spawns the built server with `env` over the defaults and resolves once it prints its URL. */
export async function startBuiltServer(env: Record<string, string>, label = 'The server'): Promise<BuiltServer> {
  const dist = process.env.DIST_DIR ?? 'dist';
  const child = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: { ...process.env, STATIC_DIR: path.join(dist, 'public'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tessera listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${label} exited with ${code}:\n${output}`)));
  });
  return { process: child, url, get output() { return output; } };
}

/** SIGTERMs a started server (if still running) and waits for it to exit. */
export async function stopBuiltServer(started: BuiltServer | undefined): Promise<void> {
  if (!started || started.process.exitCode !== null) return;
  started.process.kill('SIGTERM');
  await new Promise((resolve) => started.process.once('exit', resolve));
}
