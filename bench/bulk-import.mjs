// Times POST /api/device/bulk_import of ROWS device rows (NAME, TYPE, LABEL, ACCESS_TOKEN,
// SERVER_ATTRIBUTE, TIMESERIES) into a fresh embedded server, then the same file again
// with update on. Builds the server alone with esbuild, so no `npm run build` is needed.
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROWS = Number(process.env.ROWS ?? 5000);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the tree, so the bundle's bare imports resolve to node_modules.
const outfile = path.join(root, 'node_modules/.cache/tessera-bench/server.mjs');
await esbuild.build({
  entryPoints: [path.join(root, 'server/main.ts')], outfile,
  bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning',
});
const { startServer } = await import(pathToFileURL(outfile).href);

const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-'));
const server = await startServer({
  port: 0, mqttPort: 0, host: '127.0.0.1', dataDir, staticDir: path.join(dataDir, 'no-console'), databaseUrl: undefined,
  logLevel: 'silent', seedDemo: true, edgesEnabled: false, jwtTokenExpirationTime: 9000,
  jwtRefreshTokenExpirationTime: 604800, loginRateLimitPerMinute: 0,
});
try {
  const call = async (route, body, token) => {
    const headers = { 'Content-Type': 'application/json', ...(token ? { 'X-Authorization': `Bearer ${token}` } : {}) };
    const res = await fetch(`${server.url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { token } = await call('/api/auth/login', { username: 'tenant@tessera.io', password: 'tenant' });
  const lines = ['name,type,label,token,serial,temperature'];
  for (let i = 0; i < ROWS; i++) lines.push(`Bench device ${i},bench-${i % 5},Label ${i},bench-token-${i},SN-${i},${20 + (i % 10) / 2}`);
  const columns = [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'LABEL' }, { type: 'ACCESS_TOKEN' }, { type: 'SERVER_ATTRIBUTE', key: 'serial' }, { type: 'TIMESERIES', key: 'temperature' }];
  for (const update of [false, true]) {
    const started = performance.now();
    const result = await call('/api/device/bulk_import', { file: lines.join('\n'), mapping: { columns, delimiter: ',', update, header: true } }, token);
    const ms = performance.now() - started;
    console.log(`${update ? 'update' : 'create'}: ${ROWS} rows in ${(ms / 1000).toFixed(2)} s (${(ms / ROWS).toFixed(2)} ms/row), created ${result.created}, updated ${result.updated}, errors ${result.errors}`);
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
