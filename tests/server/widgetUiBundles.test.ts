import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { UI_BUNDLE_MAX_FILE_SIZE } from '../../server/uiBundles/parseUiBundleFile';
import { newTenantAdmin } from './entityHelpers';
import { api, NULL_UUID, removeTempDirs, startTestServer } from './helpers';
import { demoContext, expectError, type Tokens } from './tenancyHelpers';
import { bundleEvents, until } from './uiBundleEvents';

/*
 * Native widget bundles (issue 16): a tenant admin installs for its tenant, the system
 * administrator for everyone; stored, served by content hash, listed, replaced, removed.
 * The same install path as the rule-node UI bundles (server/uiBundles/).
 */

let server: RunningServer;
let base: string;
let tokens: Tokens;
let tenantId: string;
let other: { tenantId: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  const demo = await demoContext(server);
  tokens = demo.tokens;
  tenantId = demo.tenantId;
  other = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const CODE = 'System.register(["react","@tessera/sdk"],function(_export){return{setters:[function(){},function(){}],execute:function(){_export("default",{})}}});\n';

let counter = 0;
/** A widget bundle file as `tessera bundle build` writes it, with a fresh id. */
function bundleFile(overrides: { manifest?: Record<string, unknown>; code?: unknown; id?: string } = {}) {
  const id = overrides.id ?? `acme.widgets-${++counter}`;
  return {
    manifest: {
      id, version: '1.0.0', name: `Widgets ${id}`, shared: ['react', '@tessera/sdk'],
      contributes: { widgets: [{ id: `${id}.gauge`, name: 'Gauge', kind: 'latest', description: 'A gauge' }] },
      ...overrides.manifest,
    },
    code: 'code' in overrides ? overrides.code : CODE,
  };
}

async function upload(content: unknown, token: string, fileName = 'bundle.tessera-bundle.json') {
  const form = new FormData();
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  form.append('file', new Blob([text], { type: 'application/json' }), fileName);
  const response = await fetch(`${base}/api/widgetUiBundle`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form });
  const body = await response.text();
  return { status: response.status, headers: response.headers, text: body, body: body ? JSON.parse(body) : undefined };
}

async function installed(token: string, file = bundleFile()) {
  const res = await upload(file, token);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const ids = async (token: string) => ((await api(base, '/api/widgetUiBundles', { token })).body as { id: string }[]).map((b) => b.id);
const remove = (id: string, token: string) => api(base, `/api/widgetUiBundle/${id}`, { method: 'DELETE', token });

describe('a tenant installing a widget bundle', () => {
  it('stores it for its tenant and serves the module by content hash, immutable', async () => {
    const file = bundleFile();
    const bundle = await installed(tokens.tenant, file);
    expect(bundle).toMatchObject({
      id: file.manifest.id, tenantId, kind: 'widget', version: '1.0.0',
      manifest: { ...file.manifest, main: `index-${bundle.codeHash}.js` },
      url: `api/widgetUiBundle/${tenantId}/${file.manifest.id}/index-${bundle.codeHash}.js`,
    });
    const code = await fetch(`${base}/${bundle.url}`);
    expect(code.status).toBe(200);
    expect(code.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(code.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await code.text()).toBe(CODE);
    expect((await api(base, `/api/widgetUiBundle/${file.manifest.id}`, { token: tokens.customer })).body).toEqual(bundle);
  });

  it('is listed for its own tenant admin and customers only', async () => {
    const { id } = await installed(tokens.tenant);
    expect(await ids(tokens.tenant)).toContain(id);
    expect(await ids(tokens.customer)).toContain(id);
    expect(await ids(tokens.sysadmin)).not.toContain(id);
    expect(await ids(other.token)).not.toContain(id);
    expectError(await api(base, `/api/widgetUiBundle/${id}`, { token: other.token }), 404, 32);
    expectError(await api(base, '/api/widgetUiBundles'), 401, 10);
  });

  it('is refused for a customer user', async () => {
    expectError(await upload(bundleFile(), tokens.customer), 403, 20, "You don't have permission to perform this operation!");
  });

  it('cannot be removed or replaced by another tenant, which may install the same id for itself', async () => {
    const file = bundleFile();
    const mine = await installed(tokens.tenant, file);
    expectError(await remove(mine.id, other.token), 404, 32);
    const theirs = await installed(other.token, { ...file, code: CODE.replace('{}', '{"x":1}') });
    expect(theirs.tenantId).toBe(other.tenantId);
    expect((await api(base, `/api/widgetUiBundle/${mine.id}`, { token: tokens.tenant })).body.codeHash).toBe(mine.codeHash);
    expect((await fetch(`${base}/api/widgetUiBundle/${other.tenantId}/${mine.id}/index-${mine.codeHash}.js`)).status).toBe(404);
    expect((await remove(mine.id, tokens.tenant)).status).toBe(200);
    expect(await ids(other.token)).toContain(mine.id);
    expect((await fetch(`${base}/${mine.url}`)).status).toBe(404);
  });

  it("is removed by neither one of the tenant's customers nor the system administrator", async () => {
    const { id } = await installed(tokens.tenant);
    expectError(await remove(id, tokens.customer), 403, 20);
    expectError(await remove(id, tokens.sysadmin), 404, 32);
    expect(await ids(tokens.tenant)).toContain(id);
  });
});

describe('the system administrator installing a widget bundle', () => {
  it('installs it for every tenant; tenants may neither remove it nor take its id', async () => {
    const file = bundleFile();
    const bundle = await installed(tokens.sysadmin, file);
    expect(bundle.url).toBe(`api/widgetUiBundle/${NULL_UUID}/${file.manifest.id}/index-${bundle.codeHash}.js`);
    for (const token of [tokens.sysadmin, tokens.tenant, tokens.customer, other.token]) expect(await ids(token)).toContain(bundle.id);
    expectError(await remove(bundle.id, tokens.tenant), 403, 20);
    expectError(await upload({ ...file, manifest: { ...file.manifest, version: '2.0.0' } }, tokens.tenant), 400, 31, `Bundle '${bundle.id}' is installed for all tenants by the system administrator!`);
    expect((await remove(bundle.id, tokens.sysadmin)).status).toBe(200);
    expect(await ids(tokens.tenant)).not.toContain(bundle.id);
  });

  it('is refused an id a tenant installed for itself', async () => {
    const { id } = await installed(tokens.tenant);
    expectError(await upload(bundleFile({ id }), tokens.sysadmin), 400, 31, /^Bundle '.*' is installed by 1 tenant\(s\) for themselves/);
  });

  it('is refused an id a rule-node UI bundle has', async () => {
    const id = `acme.rule-ui-${++counter}`;
    const form = new FormData();
    const ruleBundle = { manifest: { id, version: '1.0.0', name: id, contributes: { ruleNodeEditors: [{ clazz: `com.acme.Node${counter}` }] } }, code: CODE };
    form.append('file', new Blob([JSON.stringify(ruleBundle)]), 'rule.tessera-bundle.json');
    const res = await fetch(`${base}/api/ruleNodeUiBundle`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${tokens.sysadmin}` }, body: form });
    expect(res.status).toBe(200);
    expectError(await upload(bundleFile({ id }), tokens.tenant), 400, 31, `Bundle id '${id}' is already taken by an installed rule-node UI bundle!`);
  });
});

describe('versions', () => {
  it('replaces with a newer version only', async () => {
    const file = bundleFile();
    const first = await installed(tokens.tenant, file);
    expectError(await upload(file, tokens.tenant), 400, 31, `Bundle '${first.id}' version 1.0.0 is already installed; raise the version in its manifest to replace it!`);
    const newer = await installed(tokens.tenant, { manifest: { ...file.manifest, version: '1.1.0' }, code: CODE.replace('{}', '{"v":2}') });
    expect(newer.codeHash).not.toBe(first.codeHash);
    expect((await fetch(`${base}/${first.url}`)).status).toBe(404);
    expect((await fetch(`${base}/${newer.url}`)).status).toBe(200);
    expectError(await upload({ ...file, manifest: { ...file.manifest, version: '1.0.5' } }, tokens.tenant), 400, 31, /version 1\.1\.0 is installed, which is newer than 1\.0\.5/);
  });
});

describe('validation', () => {
  it('limits the file size', async () => {
    const big = JSON.stringify(bundleFile({ code: `System.register([],function(){return{execute:function(){}}});//${'x'.repeat(UI_BUNDLE_MAX_FILE_SIZE)}` }));
    expectError(await upload(big, tokens.tenant), 413, 31, 'The bundle file is larger than 2 MB!');
  });

  it('checks the manifest', async () => {
    const cases: [unknown, string | RegExp][] = [
      ['not json', /^The bundle file must be JSON/],
      [{ manifest: {} }, "The bundle file must hold a 'manifest' object and its 'code'!"],
      [bundleFile({ id: 'Bad Id' }), /^Bundle id 'Bad Id' must be lowercase and dotted/],
      [bundleFile({ id: 'tessera.mine' }), /reserved for the bundles shipped with Tessera/],
      [bundleFile({ manifest: { version: 'one' } }), "Bundle version 'one' must be a semantic version, e.g. '1.0.0'!"],
      [bundleFile({ manifest: { contributes: {} } }), "The bundle manifest lists no widgets ('contributes.widgets' is empty)!"],
      [bundleFile({ id: 'acme.w', manifest: { contributes: { widgets: [{ id: 'other.gauge', name: 'G', kind: 'latest' }] } } }), "Widget 1 of 'contributes.widgets' needs an 'id' starting with 'acme.w.', e.g. 'acme.w.gauge'!"],
      [bundleFile({ id: 'acme.w', manifest: { contributes: { widgets: [{ id: 'acme.w.g', name: 'G', kind: 'chart' }] } } }), "Widget 'acme.w.g' needs a 'kind': one of timeseries, latest, rpc, alarm, static!"],
      [bundleFile({ id: 'acme.w', manifest: { contributes: { widgets: [{ id: 'acme.w.g', kind: 'latest' }] } } }), "Widget 'acme.w.g' needs a 'name' of at most 255 characters!"],
      [bundleFile({ id: 'acme.w', manifest: { contributes: { widgets: [{ id: 'acme.w.g', name: 'G', kind: 'latest' }, { id: 'acme.w.g', name: 'H', kind: 'static' }] } } }), "The bundle manifest lists the widget 'acme.w.g' twice!"],
      [bundleFile({ id: 'acme.w', manifest: { contributes: { widgets: [{ id: 'acme.w.g', name: 'G', kind: 'latest' }], ruleNodeEditors: [{ clazz: 'a.B' }] } } }), "A widget bundle contributes widgets only, not 'ruleNodeEditors'!"],
      [bundleFile({ code: 'define([], function () {})' }), "The bundle's code must be a System.register module (built by 'tessera bundle build')!"],
    ];
    for (const [file, message] of cases) expectError(await upload(file, tokens.tenant), 400, 31, message);
    expect(await ids(tokens.tenant)).not.toContain('acme.w');
  });

  it('needs the file as the multipart part `file`', async () => {
    const form = new FormData();
    form.append('bundle', new Blob([JSON.stringify(bundleFile())]), 'bundle.tessera-bundle.json');
    const wrongPart = await fetch(`${base}/api/widgetUiBundle`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${tokens.tenant}` }, body: form });
    const text = await wrongPart.text();
    expectError({ status: wrongPart.status, headers: wrongPart.headers, text, body: JSON.parse(text) }, 400, 31, "Parameter 'file' can't be empty!");
    expectError(await api(base, '/api/widgetUiBundle', { method: 'POST', token: tokens.tenant, body: bundleFile() }), 400, 31, "Parameter 'file' can't be empty!");
  });

  it('refuses folders in file names and serves nothing outside the bundle', async () => {
    expectError(await upload(bundleFile(), tokens.tenant, '../../etc/evil.tessera-bundle.json'), 400, 31, "The bundle file name '../../etc/evil.tessera-bundle.json' must be a plain file name, without folders!");
    expectError(await upload(bundleFile(), tokens.tenant, '..\\evil.json'), 400, 31, /must be a plain file name/);
    expectError(await upload(bundleFile({ manifest: { main: '../../server/main.js' } }), tokens.tenant), 400, 31, "The manifest's 'main' '../../server/main.js' must be a plain file name, without folders!");
    const bundle = await installed(tokens.tenant);
    for (const path of [
      `api/widgetUiBundle/${tenantId}/${bundle.id}/..%2F..%2F..%2Fpackage.json`,
      `api/widgetUiBundle/${tenantId}/..%2F${bundle.id}/index-${bundle.codeHash}.js`,
      `api/widgetUiBundle/..%2F..%2F/${bundle.id}/index-${bundle.codeHash}.js`,
    ]) {
      const res = await fetch(`${base}/${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('"dependencies"');
    }
  });
});

describe('bundle change events', () => {
  it('tell each signed-in user about the installs and removals it can see', async () => {
    const tenant = bundleEvents(base, tokens.tenant);
    const customer = bundleEvents(base, tokens.customer, true);
    const stranger = bundleEvents(base, other.token);
    await Promise.all([tenant.opened, customer.opened, stranger.opened]);
    try {
      const file = bundleFile();
      const mine = await installed(tokens.tenant, file);
      await until(() => customer.received.length === 1 && tenant.received.length === 1);
      expect(tenant.received[0]).toEqual({ type: 'installed', tenantId, id: mine.id, bundle: mine });
      const newer = await installed(tokens.tenant, { manifest: { ...file.manifest, version: '1.0.1' }, code: CODE.replace('{}', '{"dev":1}') });
      await until(() => tenant.received.length === 2);
      expect(tenant.received[1].bundle).toMatchObject({ version: '1.0.1', url: newer.url });
      expect((await remove(mine.id, tokens.tenant)).status).toBe(200);
      await until(() => tenant.received.length === 3);
      expect(tenant.received[2]).toEqual({ type: 'removed', tenantId, id: mine.id });
      const system = await installed(tokens.sysadmin);
      await until(() => stranger.received.some((e) => e.id === system.id));
      // The other tenant heard of the system bundle only, never of the demo tenant's.
      expect(stranger.received.map((e) => e.id)).toEqual([system.id]);
    } finally {
      for (const stream of [tenant, customer, stranger]) stream.close();
    }
  });

  it('end when the server closes, so an open console never holds a shutdown', async () => {
    const second = await startTestServer();
    try {
      const stream = bundleEvents(second.url, (await demoContext(second)).tokens.tenant);
      await stream.opened;
    } finally {
      await second.close();
    }
  });

  it('need a valid token', async () => {
    expectError(await api(base, '/api/widgetUiBundles/events'), 401, 10);
    expectError(await api(base, '/api/widgetUiBundles/events?token=forged'), 401, 10);
  });
});
