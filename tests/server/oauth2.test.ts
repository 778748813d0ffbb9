import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { api, ERROR_KEYS, errorShape, login, rawGet, removeTempDirs, startTestServer, type Role } from './helpers';
import { OAuth2Browser } from './oauth2Browser';
import { startOidcProvider, type TestIdp } from './oidcProvider';

let server: RunningServer;
let idp: TestIdp;
let sysadmin: string;

function registration(mapper: Record<string, unknown> = {}, basic: Record<string, unknown> = {}) {
  return {
    loginButtonLabel: 'Test IdP',
    loginButtonIcon: null,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    ...idp.uris,
    scope: ['openid', 'email', 'profile'],
    userNameAttributeName: 'email',
    clientAuthenticationMethod: 'BASIC',
    platforms: ['WEB'],
    additionalInfo: { providerName: 'Custom' },
    mapperConfig: {
      allowUserCreation: true,
      activateUser: true,
      type: 'BASIC',
      basic: {
        emailAttributeKey: 'email',
        firstNameAttributeKey: 'given_name',
        lastNameAttributeKey: 'family_name',
        tenantNameStrategy: 'CUSTOM',
        tenantNamePattern: 'Org of %{family_name}',
        customerNamePattern: null,
        defaultDashboardName: null,
        alwaysFullScreen: false,
        ...basic,
      },
      custom: null,
      ...mapper,
    },
  };
}

function config(reg: Record<string, unknown>, domain = '127.0.0.1') {
  return { enabled: true, oauth2ParamsInfos: [{ domainInfos: [{ name: domain, scheme: 'MIXED' }], mobileInfos: [], clientRegistrations: [reg] }] };
}

async function saveConfig(body: unknown) {
  const res = await api(server.url, '/api/oauth2/config', { token: sysadmin, body });
  expect(res.status, res.text).toBe(200);
  return res;
}

/** Clicks the login page's button, signs in at the provider as `loginName`, and returns where Tessera sends the browser. */
async function signIn(loginName: string): Promise<URL> {
  const clients = await api(server.url, '/api/noauth/oauth2Clients?platform=WEB', { method: 'POST', body: {} });
  expect(clients.body).toHaveLength(1);
  const browser = new OAuth2Browser({ name: loginName, password: 'any' });
  return browser.run(server.url + clients.body[0].url, (url) => url.origin === server.url && url.pathname === '/login');
}

beforeAll(async () => {
  server = await startTestServer();
  idp = await startOidcProvider({
    redirectUris: [`${server.url}/login/oauth2/code/`],
    accounts: {
      alice: { email: 'Alice@Example.test', given_name: 'Alice', family_name: 'Smith' },
      bob: { email: 'bob@example.test', given_name: 'Bob', family_name: 'Jones' },
      carol: { email: 'carol@example.test', given_name: 'Carol', family_name: 'Demo' },
    },
  });
  sysadmin = (await login(server.url, 'sysadmin')).token;
});

afterAll(async () => {
  await Promise.all([server?.close(), idp?.close()]);
  await removeTempDirs();
});

beforeEach(async () => {
  await saveConfig(config(registration()));
});

describe('/api/oauth2/config', () => {
  it('stores the configuration, gives each client an id and never returns the client secret', async () => {
    const res = await api(server.url, '/api/oauth2/config', { token: sysadmin });
    expect(res.status).toBe(200);
    const reg = res.body.oauth2ParamsInfos[0].clientRegistrations[0];
    expect(reg.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reg).not.toHaveProperty('clientSecret');
    expect(res.text).not.toContain(idp.clientSecret);
    // Saved back without the secret (as the console does), the stored secret stays.
    await saveConfig(res.body);
    const stored = await server.stores.settings.getJson<any>('oauth2');
    expect(stored.oauth2ParamsInfos[0].clientRegistrations[0]).toMatchObject({ id: reg.id, clientSecret: idp.clientSecret });
  });

  it.each<Role>(['tenant', 'customer'])('refuses %s with 403/20', async (role) => {
    const { token } = await login(server.url, role);
    expect((await api(server.url, '/api/oauth2/config', { token })).status).toBe(403);
    const res = await api(server.url, '/api/oauth2/config', { token, body: { enabled: false } });
    expect([res.status, res.body.errorCode]).toEqual([403, 20]);
  });

  it.each([
    ['no client id', () => config({ ...registration(), clientId: '' }), 'Client ID should be specified!'],
    ['no scope', () => config({ ...registration(), scope: [] }), 'Scope should be specified!'],
    ['no domain name', () => config(registration(), ''), 'Domain name should be specified!'],
    ['a javascript: URI', () => config({ ...registration(), authorizationUri: 'javascript:alert(1)' }), "Parameter 'authorizationUri' must be an http or https URL!"],
    ['CUSTOM tenant strategy without pattern', () => config(registration({}, { tenantNamePattern: '' })), 'Tenant name pattern should be specified!'],
    ['no mapper', () => config({ ...registration(), mapperConfig: null }), 'Mapper config should be specified!'],
  ] as const)('answers 400/31 for %s and keeps the stored configuration', async (_name, makeBody, message) => {
    const body = makeBody();
    const before = await server.stores.settings.getJson('oauth2');
    const res = await api(server.url, '/api/oauth2/config', { token: sysadmin, body });
    expect(errorShape(res.body)).toMatchObject({ keys: ERROR_KEYS, status: 400, errorCode: 31, message });
    expect(await server.stores.settings.getJson('oauth2')).toEqual(before);
  });
});

describe('/api/noauth/oauth2Clients', () => {
  it("lists the clients of the request's domain only, for POST with or without a body and GET", async () => {
    const expected = [{ name: 'Test IdP', icon: null, url: expect.stringMatching(/^\/oauth2\/authorization\/[0-9a-f-]{36}$/) }];
    expect((await api(server.url, '/api/noauth/oauth2Clients?platform=WEB', { method: 'POST' })).body).toEqual(expected);
    expect((await api(server.url, '/api/noauth/oauth2Clients?platform=WEB', { body: {} })).body).toEqual(expected);
    expect((await api(server.url, '/api/noauth/oauth2Clients')).body).toEqual(expected);
    expect((await api(server.url, '/api/noauth/oauth2Clients?platform=ANDROID')).body).toEqual([]);
    const otherHost = await rawGet(server.port, '/api/noauth/oauth2Clients', { host: `tessera.example.com:${server.port}` });
    expect(JSON.parse(otherHost.body)).toEqual([]);
    await saveConfig({ ...config(registration()), enabled: false });
    expect((await api(server.url, '/api/noauth/oauth2Clients')).body).toEqual([]);
  });
});

describe('OAuth2 sign-in through a real OpenID Connect provider', () => {
  it('creates the tenant and an active tenant admin, and signs the same user in again', async () => {
    const landed = await signIn('alice');
    const token = landed.searchParams.get('accessToken');
    expect(landed.searchParams.get('loginError')).toBeNull();
    expect(token).toBeTruthy();
    const me = await api(server.url, '/api/auth/user', { token: token! });
    expect(me.body).toMatchObject({ email: 'alice@example.test', authority: 'TENANT_ADMIN', firstName: 'Alice', lastName: 'Smith' });
    const tenant = await api(server.url, `/api/tenant/${me.body.tenantId.id}`, { token: sysadmin });
    expect(tenant.body.title).toBe('Org of Smith');

    const again = await signIn('alice');
    const second = await api(server.url, '/api/auth/user', { token: again.searchParams.get('accessToken')! });
    expect(second.body.id).toEqual(me.body.id);
    const tenants = await api(server.url, '/api/tenants?pageSize=100&page=0&textSearch=Org%20of%20Smith', { token: sysadmin });
    expect(tenants.body.totalElements).toBe(1);
  });

  it("gives a new user the mapper's default dashboard in full screen, in an existing tenant", async () => {
    await saveConfig(config(registration({}, { tenantNamePattern: 'Tessera Demo', defaultDashboardName: 'Thermostats', alwaysFullScreen: true })));
    const landed = await signIn('carol');
    const me = await api(server.url, '/api/auth/user', { token: landed.searchParams.get('accessToken')! });
    expect(me.body.additionalInfo).toMatchObject({ defaultDashboardFullscreen: true, defaultDashboardId: expect.any(String) });
    const dashboard = await api(server.url, `/api/dashboard/info/${me.body.additionalInfo.defaultDashboardId}`, { token: landed.searchParams.get('accessToken')! });
    expect(dashboard.body.title).toBe('Thermostats');
    const tenant = await login(server.url, 'tenant');
    expect(me.body.tenantId.id).toBe((await api(server.url, '/api/auth/user', { token: tenant.token })).body.tenantId.id);
  });

  it('answers with loginError when the mapper may not create the user', async () => {
    await saveConfig(config(registration({ allowUserCreation: false })));
    const landed = await signIn('bob');
    expect(landed.searchParams.get('accessToken')).toBeNull();
    expect(landed.searchParams.get('loginError')).toBe('User not found: bob@example.test');
  });

  it('accepts the answer as a form POST (response_mode=form_post, as Apple sends it)', async () => {
    await saveConfig(config({ ...registration(), authorizationUri: `${idp.uris.authorizationUri}?response_mode=form_post` }));
    const clients = await api(server.url, '/api/noauth/oauth2Clients');
    const start = await fetch(server.url + clients.body[0].url, { redirect: 'manual' });
    expect(new URL(start.headers.get('location')!).searchParams.get('response_mode')).toBe('form_post');
    const landed = await signIn('alice');
    expect(landed.searchParams.get('loginError')).toBeNull();
    const me = await api(server.url, '/api/auth/user', { token: landed.searchParams.get('accessToken')! });
    expect(me.body.email).toBe('alice@example.test');
  });

  it("passes the provider's error on, and refuses a callback from another browser", async () => {
    const denied = await fetch(`${server.url}/login/oauth2/code/?error=access_denied&error_description=End-User%20aborted%20interaction`, { redirect: 'manual' });
    expect(new URL(denied.headers.get('location')!).searchParams.get('loginError')).toBe('End-User aborted interaction');

    const clients = await api(server.url, '/api/noauth/oauth2Clients');
    const start = await fetch(server.url + clients.body[0].url, { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    expect(new URL(start.headers.get('location')!).searchParams.get('code_challenge_method')).toBe('S256');
    // Without the cookie of the browser that started the sign-in.
    const forged = await fetch(`${server.url}/login/oauth2/code/?code=stolen&state=${state}`, { redirect: 'manual' });
    expect(new URL(forged.headers.get('location')!).searchParams.get('loginError')).toMatch(/Authorization request not found/);
  });
});
