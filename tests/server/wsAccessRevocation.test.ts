import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { oldTokens } from './accountHelpers';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { loginAs } from './tenancyHelpers';
import { WsClient, type WsMessage } from './wsClient';

/*
 * An open telemetry WebSocket follows its user's access (issue 15): when a device leaves
 * the user's customer its v1 and v2 subscriptions end with errorCode 3 and new commands
 * for it are refused; when the user is disabled, deleted, changes or resets the password,
 * or the token expires, the socket closes with 1008 and answers nothing more. Each case
 * runs for v1 (tsSubCmds, historyCmds) and v2 (entityDataCmds) subscriptions.
 */

const FORBIDDEN = "You don't have permission to perform this operation!";
const CUSTOMER_PASSWORD = 'entities-user';
/** Access-token lifetime of the server the expiry cases run on, in seconds. */
const SHORT_TTL_S = 3;

type Generation = 'v1' | 'v2';
type Admin = { tenantId: string; token: string };
type Match = (message: WsMessage) => boolean;

let server: RunningServer;
let shortLived: RunningServer;
let admin: Admin;
let shortLivedAdmin: Admin;
let counter = 0;
let lastTs = Date.now();

beforeAll(async () => {
  server = await startTestServer();
  shortLived = await startTestServer({ jwtTokenExpirationTime: SHORT_TTL_S });
  admin = await newTenantAdmin(server);
  // The demo tenant admin with a token of the usual hour, so setup never races the short lifetime.
  const demoAdmin = (await shortLived.stores.users.findByEmail('tenant@tessera.io'))!;
  shortLivedAdmin = { tenantId: demoAdmin.tenantId.id, token: (await oldTokens(shortLived, demoAdmin.email)).access };
});

afterAll(async () => {
  await server?.close();
  await shortLived?.close();
  await removeTempDirs();
});

const query = (ids: string[]) => ({
  entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: ids },
  pageLink: { page: 0, pageSize: 10, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
  latestValues: [],
});

const ofCmd = (generation: Generation, cmdId: number): Match =>
  generation === 'v1' ? (message) => message.subscriptionId === cmdId : (message) => message.cmdId === cmdId;

/** Whether `message` carries the temperature `value` (v1 and v2 send values as strings). */
const carries = (message: WsMessage, value: number) => JSON.stringify(message).includes(`"${value}"`);

async function postTemperature(target: RunningServer, token: string, deviceId: string, value: number): Promise<void> {
  const res = await api(target.url, `/api/plugins/telemetry/DEVICE/${deviceId}/timeseries/ANY`, { method: 'POST', token, body: { ts: ++lastTs, values: { temperature: value } } });
  expect(res.status).toBe(200);
}

/** A customer user with two devices of its customer: one whose access changes, one as a control. */
async function fixture(target: RunningServer, owner: Admin) {
  const n = ++counter;
  const customer = await newCustomerUser(target, owner.tenantId, `Revocation ${n}`);
  const me = (await api(target.url, '/api/auth/user', { token: customer.token })).body;
  const device = (await saved(target.url, '/api/device', owner.token, { name: `revocation-${n}`, type: 'revocation' })).id.id as string;
  const control = (await saved(target.url, '/api/device', owner.token, { name: `revocation-${n}-control`, type: 'revocation' })).id.id as string;
  for (const id of [device, control]) expect((await api(target.url, `/api/customer/${customer.customerId}/device/${id}`, { method: 'POST', token: owner.token })).status).toBe(200);
  return { ...customer, userId: me.id.id as string, email: me.email as string, device, control };
}

/** Subscribes to the device's temperature as `cmdId` and waits for the first answer. */
async function subscribe(client: WsClient, generation: Generation, cmdId: number, deviceId: string): Promise<Match> {
  if (generation === 'v1') client.send({ tsSubCmds: [{ cmdId, entityType: 'DEVICE', entityId: deviceId, keys: 'temperature' }] });
  else client.send({ entityDataCmds: [{ cmdId, query: query([deviceId]), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] } }] });
  const mine = ofCmd(generation, cmdId);
  const first = await client.next(mine, `${generation} subscription ${cmdId}`);
  expect(first.errorCode).toBe(0);
  return mine;
}

/** A one-shot history request of the device's temperature as `cmdId`. */
function historyCommand(generation: Generation, cmdId: number, deviceId: string): object {
  const window = { startTs: 0, endTs: Date.now() + 60_000, interval: 0, limit: 100, agg: 'NONE' };
  if (generation === 'v1') return { historyCmds: [{ cmdId, entityType: 'DEVICE', entityId: deviceId, keys: 'temperature', ...window }] };
  return { entityDataCmds: [{ cmdId, query: query([deviceId]), historyCmd: { keys: ['temperature'], ...window } }] };
}

/** How the socket closed, with when; fails when it does not close within `ms`. */
function closing(client: WsClient): (ms?: number) => Promise<{ code: number; reason: string; at: number }> {
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) => {
    client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() }));
  });
  return (ms = 5000) =>
    Promise.race([closed, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`the socket stayed open for ${ms} ms`)), ms).unref())]);
}

describe.each(['v1', 'v2'] as const)('%s subscriptions on a device that leaves the customer', (generation) => {
  const unauthorized = (cmdId: number) =>
    generation === 'v1'
      ? { subscriptionId: cmdId, errorCode: 3, errorMsg: FORBIDDEN, data: null }
      : { cmdId, cmdUpdateType: 'ENTITY_DATA', errorCode: 3, errorMsg: FORBIDDEN, data: null, update: null, allowedEntities: 10000 };

  /** Live values flow, `change` takes the device away, then: the error update, no more values, new commands refused. */
  async function endsOn(change: (f: Awaited<ReturnType<typeof fixture>>) => Promise<void>) {
    const f = await fixture(server, admin);
    const client = await WsClient.open(server, f.token);
    const mine = await subscribe(client, generation, 1, f.device);
    const control = await subscribe(client, generation, 2, f.control);
    await postTemperature(server, admin.token, f.device, 1001);
    await client.next((message) => mine(message) && carries(message, 1001), 'the value before the change');

    await change(f);
    expect(await client.next(mine, 'the error update')).toEqual(unauthorized(1));
    await postTemperature(server, admin.token, f.device, 1002);

    // A new subscription and a history request for the device are refused.
    client.send(historyCommand(generation, 3, f.device));
    const history = await client.next(ofCmd(generation, 3), 'the history answer');
    if (generation === 'v1') expect(history).toEqual({ subscriptionId: 3, errorCode: 1, errorMsg: 'Failed to fetch data!', data: null });
    else expect(history.data).toMatchObject({ data: [], totalElements: 0 });
    if (generation === 'v1') client.send({ tsSubCmds: [{ cmdId: 4, entityType: 'DEVICE', entityId: f.device, keys: 'temperature' }] });
    else client.send({ entityDataCmds: [{ cmdId: 4, query: query([f.device]), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] } }] });
    const again = await client.next(ofCmd(generation, 4), 'the answer to a new subscription');
    if (generation === 'v1') expect(again).toEqual({ subscriptionId: 4, errorCode: 1, errorMsg: 'Failed to fetch data!', data: null });
    else expect(again.data).toMatchObject({ data: [], totalElements: 0 });

    // The control device still delivers, after the device's later value would have.
    await postTemperature(server, admin.token, f.control, 1003);
    await client.next((message) => control(message) && carries(message, 1003), 'the control value');
    expect(client.all.filter((message) => carries(message, 1002))).toEqual([]);
    expect(client.all.filter(mine)).toHaveLength(3);
    client.close();
  }

  it('ends with errorCode 3 when the device is unassigned from the customer', async () => {
    await endsOn(async (f) => {
      expect((await api(server.url, `/api/customer/device/${f.device}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    });
  });

  it('ends with errorCode 3 when the device is reassigned to another customer', async () => {
    await endsOn(async (f) => {
      const other = await server.stores.customers.create({ tenantId: admin.tenantId, title: `Other of ${f.customerId}` });
      expect((await api(server.url, `/api/customer/${other.id.id}/device/${f.device}`, { method: 'POST', token: admin.token })).status).toBe(200);
    });
  });
});

describe.each(['v1', 'v2'] as const)('%s subscriptions of a user who is no longer valid', (generation) => {
  type Fixture = Awaited<ReturnType<typeof fixture>>;

  /**
   * Live values flow on a socket opened with `socketToken` (default: the login token),
   * `change` invalidates the user, then: no more values, a history request is not
   * answered, and the socket closes with 1008 and `reason`.
   */
  async function closesOn(reason: string, change: (f: Fixture) => Promise<void>, socketToken?: (f: Fixture) => Promise<string>) {
    const f = await fixture(server, admin);
    const client = await WsClient.open(server, socketToken ? await socketToken(f) : f.token);
    const closed = closing(client);
    const mine = await subscribe(client, generation, 1, f.device);
    await postTemperature(server, admin.token, f.device, 2001);
    await client.next((message) => mine(message) && carries(message, 2001), 'the value before the change');

    await change(f);
    await postTemperature(server, admin.token, f.device, 2002);
    client.send(historyCommand(generation, 3, f.device));
    expect(await closed()).toMatchObject({ code: 1008, reason });
    expect(client.all.filter((message) => carries(message, 2002))).toEqual([]);
    expect(client.all.filter(ofCmd(generation, 3))).toEqual([]);
  }

  /** A token issued before the change's second: tokens of the same second as a password change stay valid. */
  const earlierToken = async (f: Fixture) => (await oldTokens(server, f.email)).access;

  it('closes with 1008 when the user is disabled', async () => {
    await closesOn('Token has expired', async (f) => {
      const res = await api(server.url, `/api/user/${f.userId}/userCredentialsEnabled?userCredentialsEnabled=false`, { method: 'POST', token: admin.token });
      expect(res.status).toBe(200);
    });
  });

  it('closes with 1008 when the user changes the password', async () => {
    await closesOn(
      'Token has expired',
      async (f) => {
        const body = { currentPassword: CUSTOMER_PASSWORD, newPassword: 'Revocation-changed-1' };
        expect((await api(server.url, '/api/auth/changePassword', { method: 'POST', token: f.token, body })).status).toBe(200);
      },
      earlierToken,
    );
  });

  it('closes with 1008 when the password is reset', async () => {
    await closesOn(
      'Token has expired',
      async (f) => {
        await server.stores.credentials.setResetToken(f.userId, `reset-${f.userId}`);
        const body = { resetToken: `reset-${f.userId}`, password: 'Revocation-reset-1' };
        expect((await api(server.url, '/api/noauth/resetPassword', { method: 'POST', body })).status).toBe(200);
      },
      earlierToken,
    );
  });

  it('closes with 1008 when the user is deleted', async () => {
    await closesOn('Authentication failed', async (f) => {
      expect((await api(server.url, `/api/user/${f.userId}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    });
  });

  it("closes with 1008 at the token's expiry", async () => {
    const f = await fixture(shortLived, shortLivedAdmin);
    const token = await loginAs(shortLived, f.email, CUSTOMER_PASSWORD);
    const expiresAt = decodeJwt(token).exp! * 1000;
    const client = await WsClient.open(shortLived, token);
    const closed = closing(client);
    const mine = await subscribe(client, generation, 1, f.device);
    await postTemperature(shortLived, shortLivedAdmin.token, f.device, 3001);
    await client.next((message) => mine(message) && carries(message, 3001), 'a value before the expiry');

    const { code, reason, at } = await closed(SHORT_TTL_S * 1000 + 3000);
    expect({ code, reason }).toEqual({ code: 1008, reason: 'Token has expired' });
    // Never before the token expired (timers do not fire early; the margin is the clocks' rounding).
    expect(at).toBeGreaterThanOrEqual(expiresAt - 5);
    expect((await api(shortLived.url, '/api/auth/user', { token })).status).toBe(401);
  });
});
