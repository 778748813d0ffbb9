import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { removeTempDirs, startTestServer } from '../helpers';
import { demoContext, type Tokens } from '../tenancyHelpers';
import { bundleEvents, until } from '../uiBundleEvents';

/*
 * The `tessera` CLI (issue 16) as a bundle author runs it: `bundle init` scaffolds a project
 * whose own test passes, `bundle build` writes a System.register bundle file, and `bundle
 * publish` installs it on a real server, where it is stored and served.
 */

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'server/cli/tessera.mjs');
// Inside the repository, so the scaffold's test finds vitest in node_modules.
const WORK = path.join(ROOT, 'node_modules', '.tessera-test', `cli-${process.pid}`);
const PROJECT = path.join(WORK, 'gauges');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function tessera(args: string[], cwd = WORK): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, TESSERA_PASSWORD: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

let server: RunningServer;
let tenantId: string;
let tokens: Tokens;

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  server = await startTestServer();
  ({ tenantId, tokens } = await demoContext(server));
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
  await rm(WORK, { recursive: true, force: true });
});

describe('tessera bundle init', () => {
  it('scaffolds a project with one example widget and its passing test', async () => {
    const init = await tessera(['bundle', 'init', 'gauges', '--id', 'acme.gauges', '--name', 'Acme "gauges"']);
    expect(init, init.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Created bundle acme\.gauges in gauges/) });
    const manifest = JSON.parse(await readFile(path.join(PROJECT, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ id: 'acme.gauges', version: '1.0.0', name: 'Acme "gauges"', contributes: { widgets: [{ id: 'acme.gauges.reading-card', kind: 'latest' }] } });
    expect(JSON.parse(await readFile(path.join(PROJECT, 'package.json'), 'utf8')).name).toBe('acme-gauges');
    const test = await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--root', PROJECT], { cwd: PROJECT });
    expect(test.stdout).toMatch(/Tests\s+.*3 passed/);
  }, 60_000);

  it('refuses a folder that is not empty and a bad id', async () => {
    expect(await tessera(['bundle', 'init', 'gauges'])).toMatchObject({ code: 1, stderr: expect.stringContaining('gauges is not empty') });
    expect(await tessera(['bundle', 'init', 'other', '--id', 'Bad'])).toMatchObject({ code: 1, stderr: expect.stringContaining("Bundle id 'Bad' must be lowercase and dotted") });
    expect(await tessera(['bundle', 'frobnicate'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
  });
});

describe('tessera bundle build', () => {
  it('writes a System.register bundle file with the host modules external', async () => {
    const build = await tessera(['bundle', 'build'], PROJECT);
    expect(build, build.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining('Built acme.gauges@1.0.0 into dist/acme.gauges-1.0.0.tessera-bundle.json') });
    const file = JSON.parse(await readFile(path.join(PROJECT, 'dist/acme.gauges-1.0.0.tessera-bundle.json'), 'utf8'));
    expect(file.manifest.shared).toEqual(expect.arrayContaining(['@tessera/sdk', 'react/jsx-runtime', '@adobe/react-spectrum']));
    expect(file.manifest.main).toMatch(/^index-[0-9A-F]{10}\.js$/);
    expect(file.code.startsWith(`System.register(${JSON.stringify(file.manifest.shared)},`)).toBe(true);
    // The host's React and the SDK are imported, never bundled.
    expect(file.code).not.toContain('react.production');
    // The manifest is inlined: the widget id is built from its bundle id.
    expect(file.code).toContain('"acme.gauges"');
  }, 60_000);

  it('checks the manifest as the server will', async () => {
    const manifestFile = path.join(PROJECT, 'manifest.json');
    const good = await readFile(manifestFile, 'utf8');
    try {
      await writeFile(manifestFile, JSON.stringify({ ...JSON.parse(good), contributes: { widgets: [{ id: 'other.reading-card', name: 'R', kind: 'latest' }] } }));
      expect(await tessera(['bundle', 'build', PROJECT])).toMatchObject({ code: 1, stderr: expect.stringContaining("manifest.json: Widget 1 of 'contributes.widgets' needs an 'id' starting with 'acme.gauges.'") });
      await writeFile(manifestFile, '{ nope');
      expect(await tessera(['bundle', 'build', PROJECT])).toMatchObject({ code: 1, stderr: expect.stringContaining('Build failed') });
    } finally {
      await writeFile(manifestFile, good);
    }
    expect(await tessera(['bundle', 'build', path.join(WORK, 'missing')])).toMatchObject({ code: 1, stderr: expect.stringContaining('has no manifest.json') });
  }, 60_000);
});

describe('tessera bundle publish', () => {
  it('installs the bundle for the user tenant, where it is stored and served', async () => {
    const publish = await tessera(['bundle', 'publish', PROJECT, '--server', server.url, '--username', 'tenant@tessera.io', '--password', 'tenant']);
    expect(publish, publish.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining(`Published acme.gauges@1.0.0 to ${server.url}/`) });
    const [stored] = await server.stores.uiBundles.list('widget', [tenantId]);
    expect(stored).toMatchObject({ id: 'acme.gauges', tenantId, kind: 'widget', version: '1.0.0' });
    const file = JSON.parse(await readFile(path.join(PROJECT, 'dist/acme.gauges-1.0.0.tessera-bundle.json'), 'utf8'));
    const served = await fetch(`${server.url}/api/widgetUiBundle/${tenantId}/acme.gauges/index-${stored.codeHash}.js`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(file.code);
  }, 60_000);

  it('prints the server refusal: the same version again, a wrong password, no server', async () => {
    const again = await tessera(['bundle', 'publish', PROJECT, '--server', server.url, '--username', 'tenant@tessera.io', '--password', 'tenant']);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining("Publish failed: 400: Bundle 'acme.gauges' version 1.0.0 is already installed") });
    const wrong = await tessera(['bundle', 'publish', PROJECT, '--server', server.url, '--username', 'tenant@tessera.io', '--password', 'nope']);
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('Sign-in to') });
    expect(wrong.stderr).toContain('401: Invalid username or password');
    expect(await tessera(['bundle', 'publish', PROJECT, '--server', server.url])).toMatchObject({ code: 2, stderr: expect.stringContaining('needs --server, --username and --password') });
  }, 60_000);
});

describe('tessera bundle dev', () => {
  it('publishes a new build on every save, and the tenant consoles hear of it', async () => {
    const stream = bundleEvents(server.url, tokens.customer);
    await stream.opened;
    const dev = spawn(process.execPath, [CLI, 'bundle', 'dev', PROJECT, '--server', server.url, '--username', 'tenant@tessera.io', '--password', 'tenant'], { cwd: WORK });
    let output = '';
    dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => dev.on('exit', resolve));
    const source = path.join(PROJECT, 'src/reading.ts');
    const original = await readFile(source, 'utf8');
    try {
      await until(() => output.includes('Watching'));
      expect(output).toMatch(/Published acme\.gauges@1\.0\.1-dev\.\d+ in \d+ ms/);
      await until(() => stream.received.length === 1);
      await writeFile(source, original.replace("'No data'", "'Waiting for data'"));
      await until(() => stream.received.length === 2);
      const [first, second] = stream.received;
      expect(second).toMatchObject({ type: 'installed', tenantId, id: 'acme.gauges', bundle: { version: expect.stringMatching(/^1\.0\.1-dev\.\d+$/) } });
      expect(second.bundle!.url).not.toBe(first.bundle!.url);
      const code = await (await fetch(`${server.url}/${second.bundle!.url}`)).text();
      expect(code).toContain('Waiting for data');
    } finally {
      dev.kill('SIGINT');
      stream.close();
      await writeFile(source, original);
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
