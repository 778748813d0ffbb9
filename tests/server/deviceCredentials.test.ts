import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createOtherTenant } from './accountHelpers';
import { saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { demoContext, eid, expectError, UNKNOWN_UUID, type Tokens } from './tenancyHelpers';

/* GET /api/device/{id}/credentials and POST /api/device/credentials (contract §10). */

let server: RunningServer;
let base: string;
let tokens: Tokens;
let customerId: string;
let device: any;
let neighbour: any;

const sha3 = (text: string) => createHash('sha3-256').update(text).digest('hex');
// An independent check of the hash itself: the published SHA3-256 test vector of "abc".
const SHA3_ABC = '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532';
const CERT_BODY = 'MIIBszCCAVmgAwIBAgIUTesseraTestCertificate0123456789+/ABCDEFGHIJ==';
const PEM = `-----BEGIN CERTIFICATE-----\r\n${CERT_BODY.slice(0, 30)}\n  ${CERT_BODY.slice(30)}\n-----END CERTIFICATE-----\n`;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  ({ tokens, customerId } = await demoContext(server));
  device = await saved(base, '/api/device', tokens.tenant, { name: 'Creds device' });
  neighbour = await saved(base, '/api/device?accessToken=neighbour-token', tokens.tenant, { name: 'Creds neighbour' });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const current = async () => (await api(base, `/api/device/${device.id.id}/credentials`, { token: tokens.tenant })).body;
const post = (body: unknown, token = tokens.tenant) => api(base, '/api/device/credentials', { token, body });
const update = async (fields: Record<string, unknown>) => post({ ...(await current()), credentialsValue: null, ...fields });

describe('reading credentials', () => {
  it('answers the device’s credentials to its tenant administrator and its customer’s users', async () => {
    const credentials = await current();
    expect(credentials).toMatchObject({ id: { id: expect.any(String) }, deviceId: device.id, credentialsType: 'ACCESS_TOKEN', credentialsValue: null });
    expect(Object.keys(credentials.id)).toEqual(['id']);
    expectError(await api(base, `/api/device/${device.id.id}/credentials`, { token: tokens.customer }), 403, 20);
    await saved(base, `/api/customer/${customerId}/device/${device.id.id}`, tokens.tenant, undefined);
    expect((await api(base, `/api/device/${device.id.id}/credentials`, { token: tokens.customer })).body).toEqual(credentials);
    expectError(await api(base, `/api/device/${UNKNOWN_UUID}/credentials`, { token: tokens.tenant }), 404, 32);
    expectError(await api(base, '/api/device/x/credentials', { token: tokens.tenant }), 400, 31);
    expectError(await api(base, `/api/device/${device.id.id}/credentials`, { token: tokens.sysadmin }), 403, 20);
  });
});

describe('ACCESS_TOKEN', () => {
  it('replaces the token, keeping the credentials id, and refuses one another device has', async () => {
    const before = await current();
    const res = await update({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'fresh-token-1', credentialsValue: 'ignored' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, credentialsId: 'fresh-token-1', credentialsValue: null });
    expect(await server.stores.devices.findCredentialsById(before.credentialsId)).toBeUndefined();
    expectError(await update({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'neighbour-token' }), 400, 31, 'Device credentials are already assigned to another device!');
    for (const credentialsId of ['', 'with space', 'x'.repeat(256), 42]) expectError(await update({ credentialsType: 'ACCESS_TOKEN', credentialsId }), 400, 31);
    expect((await current()).credentialsId).toBe('fresh-token-1');
  });
});

describe('MQTT_BASIC', () => {
  const mqtt = (value: unknown) => update({ credentialsType: 'MQTT_BASIC', credentialsId: 'client-sent-ignored', credentialsValue: typeof value === 'string' ? value : JSON.stringify(value) });

  it('hashes the client id alone, the client id and user name joined with |, and keeps a user name alone as is', async () => {
    const clientOnly = await mqtt({ clientId: 'abc' });
    expect(clientOnly.body).toMatchObject({ credentialsType: 'MQTT_BASIC', credentialsId: SHA3_ABC });
    expect(JSON.parse(clientOnly.body.credentialsValue)).toEqual({ clientId: 'abc', userName: null, password: null });
    expect((await mqtt({ clientId: 'client-7', userName: 'user-7', password: 'pw' })).body.credentialsId).toBe(sha3('client-7|user-7'));
    expect((await mqtt({ userName: 'only-user', password: 'pw' })).body.credentialsId).toBe('only-user');
    expect((await current()).credentialsValue).toBe(JSON.stringify({ clientId: null, userName: 'only-user', password: 'pw' }));
  });

  it.each([
    ['neither client id nor user name', { password: 'pw' }, 'Both mqtt client id and user name are empty!'],
    ['a password with a client id only', { clientId: 'c', password: 'pw' }, 'Password cannot be specified along with client id'],
    ['a numeric client id', { clientId: 5 }, 'Invalid credentials body for simple mqtt credentials!'],
    ['text that is not JSON', 'clientId=abc', 'Invalid credentials body for simple mqtt credentials!'],
    ['a JSON array', '[]', 'Invalid credentials body for simple mqtt credentials!'],
  ])('refuses %s', async (_name, value, message) => {
    const before = await current();
    expectError(await mqtt(value), 400, 31, message);
    expect(await current()).toEqual(before);
  });

  it('refuses a value sent as an object instead of a JSON string', async () => {
    expectError(await update({ credentialsType: 'MQTT_BASIC', credentialsValue: { clientId: 'abc' } }), 400, 31);
  });
});

describe('X509_CERTIFICATE', () => {
  it('hashes the certificate body without header, footer and whitespace, and refuses it on a second device', async () => {
    const res = await update({ credentialsType: 'X509_CERTIFICATE', credentialsValue: PEM });
    expect(res.body).toMatchObject({ credentialsType: 'X509_CERTIFICATE', credentialsId: sha3(CERT_BODY), credentialsValue: CERT_BODY });
    const other = (await api(base, `/api/device/${neighbour.id.id}/credentials`, { token: tokens.tenant })).body;
    const clash = await post({ ...other, credentialsType: 'X509_CERTIFICATE', credentialsValue: `\n${CERT_BODY}\n` });
    expectError(clash, 400, 31, 'Device credentials are already assigned to another device!');
    for (const value of ['', '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----', 'not base64 !', 7]) {
      expectError(await update({ credentialsType: 'X509_CERTIFICATE', credentialsValue: value }), 400, 31);
    }
  });
});

describe('LWM2M_CREDENTIALS', () => {
  it('uses the endpoint as the id', async () => {
    const value = { client: { securityConfigClientMode: 'NO_SEC', endpoint: 'urn:imei:123' }, bootstrap: {} };
    const res = await update({ credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: JSON.stringify(value) });
    expect(res.body).toMatchObject({ credentialsId: 'urn:imei:123' });
    expect(JSON.parse(res.body.credentialsValue)).toEqual(value);
    for (const bad of ['{}', JSON.stringify({ client: { endpoint: '' } }), 'nope']) {
      expectError(await update({ credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: bad }), 400, 31, 'Invalid credentials body for LwM2M credentials!');
    }
  });
});

describe('POST /api/device/credentials checks', () => {
  it('refuses bad types, ids and devices', async () => {
    const base_ = await current();
    expectError(await post({ ...base_, credentialsType: 'PASSWORD' }), 400, 31);
    expectError(await post({ ...base_, credentialsType: undefined }), 400, 31);
    expectError(await post({ ...base_, id: { id: UNKNOWN_UUID } }), 400, 31, 'Unable to update non-existent device credentials!');
    expectError(await post({ ...base_, id: { id: 'x' } }), 400, 31);
    expectError(await post({ ...base_, deviceId: undefined }), 400, 31);
    expectError(await post({ ...base_, deviceId: eid('ASSET', device.id.id) }), 400, 31);
    expectError(await post({ ...base_, deviceId: eid('DEVICE', 'bad') }), 400, 31);
    expectError(await post({ ...base_, deviceId: eid('DEVICE', UNKNOWN_UUID) }), 404, 32);
    expectError(await post(null), 400, 31);
    // The neighbour's credentials id on this device: credentials are replaced, never moved.
    const other = (await api(base, `/api/device/${neighbour.id.id}/credentials`, { token: tokens.tenant })).body;
    expectError(await post({ ...base_, id: other.id, credentialsId: 'moved' }), 400, 31);
    expect(await current()).toEqual(base_);
  });

  it('answers another tenant’s device as unknown and refuses customer users', async () => {
    const other = await createOtherTenant(server, 'creds');
    const profile = (await server.stores.deviceProfiles.findDefault(other.tenant.id.id))!;
    const foreign = await server.stores.devices.create({ tenantId: other.tenant.id.id, name: 'Foreign', type: 'default', deviceProfileId: profile.id.id });
    const stored = (await server.stores.devices.findCredentials(foreign.id.id))!;
    const res = await post({ ...stored, credentialsId: 'stolen' });
    expectError(res, 404, 32);
    expect(res.text).not.toContain(stored.credentialsId);
    expectError(await api(base, `/api/device/${foreign.id.id}/credentials`, { token: tokens.tenant }), 404, 32);
    expectError(await post({ ...(await current()), credentialsId: 'by-customer' }, tokens.customer), 403, 20);
    expect((await server.stores.devices.findCredentials(foreign.id.id))!.credentialsId).toBe(stored.credentialsId);
  });
});
