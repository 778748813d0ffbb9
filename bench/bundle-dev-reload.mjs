// `tessera bundle dev`: time from saving a source file to the server's change event reaching a
// listening console (GET /api/widgetUiBundles/events), over several edits. Prints figures only.
//   node bench/bundle-dev-reload.mjs [edits=10]
// The target: the open dashboards reload the bundle within a second of a save.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, startTransportServer } from './lib/transportServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'server/cli/tessera.mjs');
const edits = Number(process.argv[2] ?? 10);
const work = path.join(root, `node_modules/.cache/tessera-bench/dev-${process.pid}`);
const project = path.join(work, 'reload');

const server = await startTransportServer();
let dev;
try {
  execFileSync(process.execPath, [cli, 'bundle', 'init', project, '--id', 'bench.reload']);
  const { token } = await call(server.url, '/api/auth/login', { body: { username: 'tenant@tessera.io', password: 'tenant' } });
  // The console's side: the event stream, with the arrival time of each install event.
  const arrivals = [];
  const response = await fetch(`${server.url}/api/widgetUiBundles/events?token=${token}`);
  const reader = response.body.getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += new TextDecoder().decode(value);
      for (let end; (end = buffer.indexOf('\n\n')) >= 0; buffer = buffer.slice(end + 2)) {
        if (buffer.slice(0, end).includes('"type":"installed"')) arrivals.push(performance.now());
      }
    }
  })();
  dev = spawn(process.execPath, [cli, 'bundle', 'dev', project, '--server', server.url, '--username', 'tenant@tessera.io', '--password', 'tenant'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  dev.stdout.on('data', (chunk) => (output += chunk));
  const waitFor = async (check, what) => {
    for (let i = 0; i < 400; i++) {
      if (check()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`timed out waiting for ${what}\n${output}`);
  };
  await waitFor(() => output.includes('Watching') && arrivals.length === 1, 'the first build');
  const source = path.join(project, 'src/reading.ts');
  const original = readFileSync(source, 'utf8');
  const latencies = [];
  for (let i = 0; i < edits; i++) {
    const before = arrivals.length;
    const saved = performance.now();
    writeFileSync(source, original.replace("'No data'", `'No data ${i}'`));
    await waitFor(() => arrivals.length > before, `edit ${i + 1}`);
    latencies.push(arrivals[before] - saved);
    // Past the watcher's debounce, so the next save is a build of its own.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  console.log(`bundle dev: save -> change event at the console, ${edits} edits`);
  console.log(`  median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms (target: under 1000 ms)`);
  await reader.cancel();
} finally {
  dev?.kill('SIGINT');
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
