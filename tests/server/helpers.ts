import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer, type ServerConfig } from '../../server/main';
import { dropTestDatabases, testDatabaseUrl } from './testDatabase';

export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

export const ACCOUNTS = {
  sysadmin: { email: 'sysadmin@tessera.io', password: 'sysadmin', authority: 'SYS_ADMIN' },
  tenant: { email: 'tenant@tessera.io', password: 'tenant', authority: 'TENANT_ADMIN' },
  customer: { email: 'customer@tessera.io', password: 'customer', authority: 'CUSTOMER_USER' },
} as const;

export type Role = keyof typeof ACCOUNTS;

const tempDirs: string[] = [];

export async function tempDir(prefix = 'tessera-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Removes the test file's folders and, on PostgreSQL, its databases (close its servers first). */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  await dropTestDatabases();
}

export const INDEX_HTML = '<!doctype html><html><head><title>Tessera test</title></head><body>console</body></html>';
export const SECRET_TEXT = 'TOP-SECRET-OUTSIDE-STATIC-DIR';

/** A console build in `<root>/public`, with a secret file beside it that must never be served. */
export async function makeStaticDir(): Promise<{ root: string; staticDir: string }> {
  const root = await tempDir('tessera-static-');
  const staticDir = path.join(root, 'public');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await mkdir(path.join(staticDir, 'bundles', 'charts'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'assets', 'app-ABC123.js'), 'console.log("app");');
  await writeFile(path.join(staticDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(staticDir, 'bundles', 'index.json'), '[]');
  await writeFile(path.join(staticDir, 'bundles', 'charts', 'manifest.json'), '{"id":"charts"}');
  await writeFile(path.join(root, 'secret.txt'), SECRET_TEXT);
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: SECRET_TEXT }));
  return { root, staticDir };
}

/**
 * A server on ephemeral ports with a fresh data folder. Its database is SQLite in that folder, or
 * with TEST_DATABASE_URL set a PostgreSQL database of that folder's own (tests/server/testDatabase.ts);
 * `databaseUrl` in `overrides` wins.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const dataDir = overrides.dataDir ?? (await tempDir());
  return startServer({
    port: 0,
    // Ephemeral, so test servers running side by side never fight over 1883.
    mqttPort: 0,
    host: '127.0.0.1',
    dataDir,
    staticDir: overrides.staticDir ?? path.join(await tempDir(), 'no-console'),
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : await testDatabaseUrl(dataDir),
    logLevel: 'silent',
    seedDemo: true,
    edgesEnabled: false,
    jwtTokenExpirationTime: 9000,
    jwtRefreshTokenExpirationTime: 604800,
    // High enough that suites logging in often never meet it; the rate-limit test lowers it.
    loginRateLimitPerMinute: 1000,
    // A test that leaves messages in flight does not wait the production 10 s per step when closing.
    shutdownTimeoutMs: 3000,
    ...overrides,
  });
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface ApiOptions {
  method?: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function api<T = any>(base: string, urlPath: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['X-Authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
  const response = await fetch(base + urlPath, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T };
}

export async function login(base: string, role: Role): Promise<{ token: string; refreshToken: string }> {
  const { email, password } = ACCOUNTS[role];
  const response = await api(base, '/api/auth/login', { body: { username: email, password } });
  if (response.status !== 200) throw new Error(`login ${role} failed: ${response.status} ${response.text}`);
  return response.body;
}

/** GET with the path sent byte-for-byte (fetch would normalise `..` and `%2e%2e`). */
export function rawGet(port: number, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', headers }, (response) => {
      let data = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (data += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: data, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Asserts the contract error body: exactly four keys and an ISO-8601 timestamp. */
export function errorShape(body: Record<string, unknown>) {
  return {
    keys: Object.keys(body).sort(),
    status: body.status,
    errorCode: body.errorCode,
    message: body.message,
    timestampIsIso:
      typeof body.timestamp === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(body.timestamp) &&
      !Number.isNaN(Date.parse(body.timestamp)),
  };
}

export const ERROR_KEYS = ['errorCode', 'message', 'status', 'timestamp'];
