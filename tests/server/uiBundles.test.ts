import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api } from './helpers';
import { demoServer, demoContext, expectError, type Tokens } from './tenancyHelpers';

/* Rule-node UI bundles (issue 14, the integrator path): install, list, fetch, replace, remove. */

let server: RunningServer;
let base: string;
let tokens: Tokens;

demoServer((suite) => ({ server, base, tokens } = suite));

const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';
const CODE = 'System.register(["react"],function(_export){return{setters:[function(){}],execute:function(){_export("default",{})}}});\n';

let counter = 0;
/** A bundle file as `node rule-node-ui/examples/build.mjs` writes it, with a fresh id. */
function bundleFile(overrides: { manifest?: Record<string, unknown>; code?: unknown } = {}) {
  counter++;
  return {
    manifest: {
      id: `acme.test-${counter}`, version: '1.0.0', name: `Test bundle ${counter}`, shared: ['react'],
      contributes: { ruleNodeEditors: [{ clazz: `com.acme.rule.TestNode${counter}` }] },
      ...overrides.manifest,
    },
    code: 'code' in overrides ? overrides.code : CODE,
  };
}

/** Multipart upload of one file part, as the console's install page sends it. */
async function upload(content: unknown, token = tokens.sysadmin, field = 'file') {
  const form = new FormData();
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  form.append(field, new Blob([text], { type: 'application/json' }), 'bundle.tessera-bundle.json');
  const response = await fetch(`${base}/api/ruleNodeUiBundle`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form });
  const body = await response.text();
  return { status: response.status, headers: response.headers, text: body, body: body ? JSON.parse(body) : undefined };
}

async function installed(file = bundleFile()) {
  const res = await upload(file);
  expect(res.status).toBe(200);
  return res.body;
}

const list = async (token = tokens.tenant) => (await api(base, '/api/ruleNodeUiBundles', { token })).body as { id: string; version: string }[];

describe('installing a bundle', () => {
  it('stores the manifest and names the code by its content hash', async () => {
    const file = bundleFile();
    const res = await upload(file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: file.manifest.id,
      version: '1.0.0',
      name: file.manifest.name,
      codeHash: expect.stringMatching(/^[0-9a-f]{20}$/),
      manifest: { ...file.manifest, main: `index-${res.body.codeHash}.js` },
    });
    expect(res.body.url).toBe(`api/ruleNodeUiBundle/${file.manifest.id}/index-${res.body.codeHash}.js`);
  });

  it('is listed for every signed-in user, and only for them', async () => {
    const bundle = await installed();
    for (const role of ['sysadmin', 'tenant', 'customer'] as const) {
      expect((await list(tokens[role])).map((b) => b.id)).toContain(bundle.id);
    }
    expect((await api(base, `/api/ruleNodeUiBundle/${bundle.id}`, { token: tokens.customer })).body).toEqual(bundle);
    expectError(await api(base, '/api/ruleNodeUiBundles'), 401, 10);
    expectError(await api(base, `/api/ruleNodeUiBundle/${bundle.id}`), 401, 10);
    expectError(await api(base, '/api/ruleNodeUiBundle/acme.unknown', { token: tokens.tenant }), 404, 32);
  });

  it('serves the code at its hashed URL with immutable cache headers, to script elements without a token', async () => {
    const bundle = await installed();
    const response = await fetch(`${base}/${bundle.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(CODE);
    expect((await fetch(`${base}/api/ruleNodeUiBundle/${bundle.id}/index-00000000000000000000.js`)).status).toBe(404);
    expect((await fetch(`${base}/api/ruleNodeUiBundle/${bundle.id}/index.js`)).status).toBe(404);
    expect((await fetch(`${base}/api/ruleNodeUiBundle/acme.unknown/index-${bundle.codeHash}.js`)).status).toBe(404);
  });
});

describe('versions', () => {
  it('refuses the installed version again, with a message that says what to do', async () => {
    const file = bundleFile();
    await installed(file);
    expectError(
      await upload({ ...file, code: CODE + '// changed\n' }), 400, 31,
      `Bundle '${file.manifest.id}' version 1.0.0 is already installed; raise the version in its manifest to replace it!`,
    );
  });

  it('replaces the bundle with a newer version; the old code URL is gone', async () => {
    const file = bundleFile();
    const first = await installed(file);
    const newer = await installed({ manifest: { ...file.manifest, version: '1.1.0' }, code: CODE + '// 1.1.0\n' });
    expect(newer.version).toBe('1.1.0');
    expect(newer.codeHash).not.toBe(first.codeHash);
    expect((await list()).filter((b) => b.id === file.manifest.id)).toEqual([expect.objectContaining({ version: '1.1.0' })]);
    expect((await fetch(`${base}/${first.url}`)).status).toBe(404);
    expect(await (await fetch(`${base}/${newer.url}`)).text()).toBe(CODE + '// 1.1.0\n');
  });

  it('refuses an older version than the installed one', async () => {
    const file = bundleFile({ manifest: { version: '2.0.0' } });
    await installed(file);
    expectError(await upload({ ...file, manifest: { ...file.manifest, version: '2.0.0-beta.1' } }), 400, 31, /version 2\.0\.0 is installed, which is newer than 2\.0\.0-beta\.1/);
  });
});

describe('checks', () => {
  const cases: [string, unknown, RegExp][] = [
    ['not JSON', 'System.register([], function () {})', /must be JSON/],
    ['no manifest', { code: CODE }, /must hold a 'manifest' object and its 'code'/],
    ['no code', { manifest: bundleFile().manifest }, /must hold a 'manifest' object and its 'code'/],
    ['no id', bundleFile({ manifest: { id: undefined } }), /has no 'id'/],
    ['an id that is not dotted', bundleFile({ manifest: { id: 'Hello' } }), /must be lowercase and dotted/],
    ['a reserved id', bundleFile({ manifest: { id: 'tessera.rule-node-ui.action' } }), /reserved for the bundles shipped with Tessera/],
    ['no version', bundleFile({ manifest: { version: undefined } }), /has no 'version'/],
    ['a version that is not semantic', bundleFile({ manifest: { version: 'latest' } }), /must be a semantic version/],
    ['no rule-node editors', bundleFile({ manifest: { contributes: {} } }), /lists no rule-node editors/],
    ['an editor without a class', bundleFile({ manifest: { contributes: { ruleNodeEditors: [{}] } } }), /needs a 'clazz'/],
    ['other contributions', bundleFile({ manifest: { contributes: { ruleNodeEditors: [{ clazz: 'a.B' }], routes: [{ id: 'x', path: 'x' }] } } }), /not 'routes'/],
    ['code that is not a System.register module', bundleFile({ code: 'export default {}' }), /must be a System\.register module/],
  ];
  it.each(cases)('refuses a file with %s and stores nothing', async (_label, content, message) => {
    const before = await list();
    expectError(await upload(content), 400, 31, message);
    expect(await list()).toEqual(before);
  });

  it('refuses a class whose editor another installed bundle provides', async () => {
    const first = await installed(bundleFile({ manifest: { contributes: { ruleNodeEditors: [{ clazz: LOG_NODE }] } } }));
    expectError(
      await upload(bundleFile({ manifest: { contributes: { ruleNodeEditors: [{ clazz: LOG_NODE }] } } })), 400, 31,
      `The rule-node editor for '${LOG_NODE}' is already provided by the installed bundle '${first.id}'!`,
    );
  });

  it('refuses a file over the size limit and an upload without the file part', async () => {
    expectError(await upload(bundleFile({ code: `System.register([],function(){});//${'x'.repeat(2 * 1024 * 1024)}` })), 413, 31, 'The bundle file is larger than 2 MB!');
    expectError(await upload(bundleFile(), tokens.sysadmin, 'other'), 400, 31, "Parameter 'file' can't be empty!");
    expectError(await api(base, '/api/ruleNodeUiBundle', { token: tokens.sysadmin, body: bundleFile() }), 400, 31);
  });
});

describe('who may change bundles', () => {
  it('lets only the system administrator install and remove', async () => {
    const bundle = await installed();
    expectError(await upload(bundleFile(), tokens.tenant), 403, 20);
    expectError(await upload(bundleFile(), tokens.customer), 403, 20);
    expectError(await api(base, `/api/ruleNodeUiBundle/${bundle.id}`, { method: 'DELETE', token: tokens.tenant }), 403, 20);
    expectError(await api(base, `/api/ruleNodeUiBundle/${bundle.id}`, { method: 'DELETE', token: tokens.customer }), 403, 20);
    expect((await list()).map((b) => b.id)).toContain(bundle.id);
  });
});

describe('removing a bundle', () => {
  it('deletes it from the list and its code URL; an unknown id is 404', async () => {
    const bundle = await installed();
    const res = await api(base, `/api/ruleNodeUiBundle/${bundle.id}`, { method: 'DELETE', token: tokens.sysadmin });
    expect(res.status).toBe(200);
    expect((await list()).map((b) => b.id)).not.toContain(bundle.id);
    expect((await fetch(`${base}/${bundle.url}`)).status).toBe(404);
    expectError(await api(base, `/api/ruleNodeUiBundle/${bundle.id}`, { method: 'DELETE', token: tokens.sysadmin }), 404, 32);
  });

  it('frees the id for any version and the classes for other bundles', async () => {
    const file = bundleFile({ manifest: { version: '3.0.0', contributes: { ruleNodeEditors: [{ clazz: 'com.acme.Shared' }] } } });
    await installed(file);
    await api(base, `/api/ruleNodeUiBundle/${file.manifest.id}`, { method: 'DELETE', token: tokens.sysadmin });
    await installed({ ...file, manifest: { ...file.manifest, version: '1.0.0' } });
    await api(base, `/api/ruleNodeUiBundle/${file.manifest.id}`, { method: 'DELETE', token: tokens.sysadmin });
    await installed(bundleFile({ manifest: { contributes: { ruleNodeEditors: [{ clazz: 'com.acme.Shared' }] } } }));
  });
});
