import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { INDEX_HTML, login, makeStaticDir, removeTempDirs, startTestServer } from './helpers';

type Precompress = (dir: string) => Promise<{ files: number; raw: number; br: number; gz: number }>;

/** The build's own post-build step, run on the test's console folder. */
async function precompress(dir: string) {
  const module = path.resolve(__dirname, '../../esbuild.precompress.mjs');
  return ((await import(module)) as { precompress: Precompress }).precompress(dir);
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET without any automatic decompression, so the bytes on the wire are what is checked. */
function get(port: number, urlPath: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

function decode(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.body.toString('utf8');
}

const varies = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase().includes('accept-encoding');

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;

let server: RunningServer;
let token: string;

beforeAll(async () => {
  const { staticDir } = await makeStaticDir();
  await writeFile(path.join(staticDir, 'assets', 'big-QWERTY12.js'), SCRIPT);
  const totals = await precompress(staticDir);
  expect(totals.br).toBeLessThan(totals.raw);
  server = await startTestServer({ staticDir });
  token = (await login(server.url, 'tenant')).token;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('precompressed static assets', () => {
  it('sends the brotli file to a client that accepts it, with the immutable cache header', async () => {
    const answer = await get(server.port, '/assets/big-QWERTY12.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(answer)).toBe(true);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decode(answer)).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await get(server.port, '/assets/big-QWERTY12.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(gzip)).toBe(SCRIPT);

    const plain = await get(server.port, '/assets/big-QWERTY12.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain)).toBe(true);
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
  });

  it('keeps revalidation for unhashed files and serves the console page compressed with its CSP', async () => {
    const manifest = await get(server.port, '/bundles/charts/manifest.json', { 'Accept-Encoding': 'br' });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(decode(manifest))).toEqual({ id: 'charts' });

    for (const route of ['/', '/devices']) {
      const page = await get(server.port, route, { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' });
      expect(page.status, route).toBe(200);
      expect(page.headers['content-encoding'], route).toBe('br');
      expect(page.headers['content-security-policy'], route).toMatch(/script-src 'self'/);
      expect(page.headers['cache-control'], route).toBe('no-cache');
      expect(decode(page), route).toBe(INDEX_HTML);
    }
  });
});

describe('compressed JSON API answers', () => {
  it('compresses answers over 1 KB with the encoding the client prefers', async () => {
    const headers = { 'X-Authorization': `Bearer ${token}` };
    const plain = await get(server.port, '/api/tenant/deviceInfos?pageSize=100&page=0', headers);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip']) {
      const answer = await get(server.port, '/api/tenant/deviceInfos?pageSize=100&page=0', { ...headers, 'Accept-Encoding': encoding });
      expect(answer.headers['content-encoding'], encoding).toBe(encoding);
      expect(varies(answer), encoding).toBe(true);
      expect(answer.headers['cache-control'], encoding).toBe('no-store');
      expect(answer.body.length, encoding).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(answer)), encoding).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('leaves answers under 1 KB and error bodies uncompressed', async () => {
    const headers = { 'X-Authorization': `Bearer ${token}`, 'Accept-Encoding': 'br, gzip' };
    const user = await get(server.port, '/api/auth/user', headers);
    expect(user.status).toBe(200);
    expect(user.body.length).toBeLessThan(1024);
    expect(user.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(user.body.toString('utf8')).email).toBe('tenant@tessera.io');

    const missing = await get(server.port, '/api/device/00000000-0000-0000-0000-000000000000', headers);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString('utf8')).errorCode).toBe(32);
  });
});
