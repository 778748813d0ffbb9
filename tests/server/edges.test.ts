import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { newCustomerUser, newTenantAdmin, saved } from './entityHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { countRows, expectError, pageQuery, UNKNOWN_UUID } from './tenancyHelpers';

/* Edges (contract §2, §10, §12): saves, lists, assignment of entities, events, sync and access. */

let server: RunningServer;
let base: string;
let a: Awaited<ReturnType<typeof newTenantAdmin>>;
let b: Awaited<ReturnType<typeof newTenantAdmin>>;
let userA: Awaited<ReturnType<typeof newCustomerUser>>;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  a = await newTenantAdmin(server);
  b = await newTenantAdmin(server);
  userA = await newCustomerUser(server, a.tenantId, 'Edge customer A');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const edgeBody = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: 'gateway-edge', routingKey: `rk-${name}`, secret: `secret-${name}`, ...extra });

describe('edge saves', () => {
  it('creates, reads and updates an edge with the contract shape', async () => {
    const edge = await saved(base, '/api/edge', a.token, edgeBody('Edge 1', { label: 'L1', cloudEndpoint: 'http://cloud', additionalInfo: { description: 'd' } }));
    expect(edge).toMatchObject({
      id: { entityType: 'EDGE' },
      tenantId: { entityType: 'TENANT', id: a.tenantId },
      customerId: { entityType: 'CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' },
      rootRuleChainId: { entityType: 'RULE_CHAIN', id: expect.any(String) },
      name: 'Edge 1',
      type: 'gateway-edge',
      label: 'L1',
      routingKey: 'rk-Edge 1',
      secret: 'secret-Edge 1',
      edgeLicenseKey: null,
      cloudEndpoint: 'http://cloud',
      additionalInfo: { description: 'd' },
    });
    const info = await api(base, `/api/edge/info/${edge.id.id}`, { token: a.token });
    expect(info.body).toMatchObject({ name: 'Edge 1', customerTitle: null, customerIsPublic: false });
    // A body's root chain is ignored: it moves only through the root endpoint.
    const updated = await saved(base, '/api/edge', a.token, { ...edge, label: 'L2', rootRuleChainId: null });
    expect(updated).toMatchObject({ label: 'L2', rootRuleChainId: edge.rootRuleChainId });
    const types = await api(base, '/api/edge/types', { token: a.token });
    expect(types.body).toEqual([{ tenantId: { entityType: 'TENANT', id: a.tenantId }, entityType: 'EDGE', type: 'gateway-edge' }]);
  });

  it.each([
    [{ type: 'x', routingKey: 'k', secret: 's' }, 'Edge name should be specified!'],
    [{ name: 'No type', routingKey: 'k', secret: 's' }, 'Edge type should be specified!'],
    [{ name: 'No key', type: 'x', secret: 's' }, 'Edge routing key should be specified!'],
    [{ name: 'No secret', type: 'x', routingKey: 'k-no-secret' }, 'Edge secret should be specified!'],
    [edgeBody('Dup key', { routingKey: 'rk-Edge 1' }), 'Edge with such routingKey already exists!'],
    [edgeBody('Edge 1', { routingKey: 'fresh' }), 'Edge with such name already exists!'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const before = countRows(server, 'edge');
    expectError(await api(base, '/api/edge', { token: a.token, body }), 400, 31, message);
    expect(countRows(server, 'edge')).toBe(before);
  });

  it('routing keys are unique across tenants too', async () => {
    expectError(await api(base, '/api/edge', { token: b.token, body: edgeBody('Other', { routingKey: 'rk-Edge 1' }) }), 400, 31, 'Edge with such routingKey already exists!');
  });

  it('lists, finds by ids and by name', async () => {
    const edge = await saved(base, '/api/edge', a.token, edgeBody('Edge list'));
    const page = await api(base, `/api/tenant/edgeInfos?${pageQuery({ textSearch: 'edge list' })}`, { token: a.token });
    expect(page.body.data.map((e: { name: string }) => e.name)).toEqual(['Edge list']);
    const byIds = await api(base, `/api/edges?edgeIds=${edge.id.id},${UNKNOWN_UUID}`, { token: a.token });
    expect(byIds.body.map((e: { name: string }) => e.name)).toEqual(['Edge list']);
    expect((await api(base, '/api/tenant/edges?edgeName=Edge%20list', { token: a.token })).body.id).toEqual(edge.id);
  });
});

describe('assignment, events and sync', () => {
  it('assigns devices, assets and entity views, lists them, records events and syncs', async () => {
    const edge = await saved(base, '/api/edge', a.token, edgeBody('Edge assign'));
    const device = await saved(base, '/api/device', a.token, { name: 'Edge device', type: 'thermo' });
    const other = await saved(base, '/api/device', a.token, { name: 'Other device' });
    const asset = await saved(base, '/api/asset', a.token, { type: 'default', name: 'Edge asset' });
    const view = await saved(base, '/api/entityView', a.token, { type: 'default', name: 'Edge view', entityId: device.id });
    expect((await saved(base, `/api/edge/${edge.id.id}/device/${device.id.id}`, a.token, undefined)).id).toEqual(device.id);
    await saved(base, `/api/edge/${edge.id.id}/asset/${asset.id.id}`, a.token, undefined);
    await saved(base, `/api/edge/${edge.id.id}/entityView/${view.id.id}`, a.token, undefined);

    const devices = await api(base, `/api/edge/${edge.id.id}/devices?${pageQuery()}`, { token: a.token });
    expect(devices.body.data.map((d: { name: string }) => d.name)).toEqual(['Edge device']);
    expect(devices.body.data[0].deviceProfileName).toBe('thermo');
    expect((await api(base, `/api/edge/${edge.id.id}/devices?${pageQuery({ type: 'default' })}`, { token: a.token })).body.totalElements).toBe(0);
    expect((await api(base, `/api/edge/${edge.id.id}/assets?${pageQuery({ textSearch: 'edge a' })}`, { token: a.token })).body.totalElements).toBe(1);
    expect((await api(base, `/api/edge/${edge.id.id}/entityViews?${pageQuery()}`, { token: a.token })).body.totalElements).toBe(1);
    // The three, and the edge root rule chain a new edge starts with.
    expect(countRows(server, 'relation', "from_id = ? and relation_type_group = 'EDGE' and relation_type = 'Contains'", edge.id.id)).toBe(4);

    // An update of an assigned device is an event; an unassigned device's is not.
    await saved(base, '/api/device', a.token, { ...device, label: 'changed' });
    await saved(base, '/api/device', a.token, { ...other, label: 'changed' });
    const unassign = await api(base, `/api/edge/${edge.id.id}/asset/${asset.id.id}`, { method: 'DELETE', token: a.token });
    expect(unassign.status).toBe(200);
    const events = await api(base, `/api/edge/${edge.id.id}/events?${pageQuery({ sortProperty: 'createdTime', sortOrder: 'ASC' })}`, { token: a.token });
    expect(events.body.data.map((e: { type: string; action: string }) => `${e.type}:${e.action}`)).toEqual([
      'RULE_CHAIN:ASSIGNED_TO_EDGE',
      'DEVICE:ASSIGNED_TO_EDGE',
      'ASSET:ASSIGNED_TO_EDGE',
      'ENTITY_VIEW:ASSIGNED_TO_EDGE',
      'DEVICE:UPDATED',
      'ASSET:UNASSIGNED_FROM_EDGE',
    ]);
    expect(events.body.data[1]).toMatchObject({ id: { id: expect.any(String) }, tenantId: { entityType: 'TENANT', id: a.tenantId }, edgeId: edge.id, entityId: device.id.id, uid: null, body: null });

    const sync = await api(base, `/api/edge/sync/${edge.id.id}`, { method: 'POST', token: a.token });
    expect([sync.status, sync.text]).toEqual([200, '']);
    const afterSync = await api(base, `/api/edge/${edge.id.id}/events?${pageQuery({ textSearch: 'added' })}`, { token: a.token });
    expect(afterSync.body.data.map((e: { type: string }) => e.type).sort()).toEqual(['DEVICE', 'EDGE', 'ENTITY_VIEW', 'RULE_CHAIN']);
    const missing = await api(base, `/api/edge/missingToRelatedRuleChains/${edge.id.id}`, { token: a.token });
    expect([missing.status, missing.text]).toEqual([200, '{}']);

    // Deleting the view records DELETED and drops its edge relation; deleting the edge drops its events.
    expect((await api(base, `/api/entityView/${view.id.id}`, { method: 'DELETE', token: a.token })).status).toBe(200);
    expect(countRows(server, 'edge_event', "edge_id = ? and action = 'DELETED'", edge.id.id)).toBe(1);
    expect((await api(base, `/api/edge/${edge.id.id}`, { method: 'DELETE', token: a.token })).status).toBe(200);
    expect(countRows(server, 'edge_event', 'edge_id = ?', edge.id.id)).toBe(0);
    expect(countRows(server, 'relation', 'from_id = ?', edge.id.id)).toBe(0);
  });

  it('refuses unknown kinds, bad ids and bad time bounds', async () => {
    const edge = await saved(base, '/api/edge', a.token, edgeBody('Edge bad'));
    expect((await api(base, `/api/edge/${edge.id.id}/widget/${UNKNOWN_UUID}`, { method: 'POST', token: a.token })).status).toBe(404);
    expectError(await api(base, `/api/edge/${edge.id.id}/device/not-a-uuid`, { method: 'POST', token: a.token }), 400, 31);
    expectError(await api(base, `/api/edge/${edge.id.id}/device/${UNKNOWN_UUID}`, { method: 'POST', token: a.token }), 404, 32);
    expectError(await api(base, `/api/edge/${edge.id.id}/events?${pageQuery({ startTime: 'soon' })}`, { token: a.token }), 400, 31);
    expect(countRows(server, 'relation', "from_id = ? and to_type != 'RULE_CHAIN'", edge.id.id)).toBe(0);
  });
});

describe('access matrix', () => {
  it('other tenants get 403 on edges (404 on devices), customer users read only their own edges', async () => {
    const edge = await saved(base, '/api/edge', a.token, edgeBody('Edge matrix'));
    const device = await saved(base, '/api/device', a.token, { name: 'Matrix device' });
    const deviceB = await saved(base, '/api/device', b.token, { name: 'Matrix device B' });
    await saved(base, `/api/edge/${edge.id.id}/device/${device.id.id}`, a.token, undefined);
    const E = edge.id.id;
    for (const [method, path] of [
      ['GET', `/api/edge/${E}`],
      ['GET', `/api/edge/info/${E}`],
      ['DELETE', `/api/edge/${E}`],
      ['GET', `/api/edge/${E}/devices?${pageQuery()}`],
      ['GET', `/api/edge/${E}/events?${pageQuery()}`],
      ['POST', `/api/edge/sync/${E}`],
      ['GET', `/api/edge/missingToRelatedRuleChains/${E}`],
      ['POST', `/api/edge/${E}/device/${deviceB.id.id}`],
    ]) {
      expectError(await api(base, path, { method, token: b.token }), 403, 20);
    }
    // Own edge, another tenant's device: the device answers as unknown.
    const edgeB = await saved(base, '/api/edge', b.token, edgeBody('Edge matrix B'));
    expectError(await api(base, `/api/edge/${edgeB.id.id}/device/${device.id.id}`, { method: 'POST', token: b.token }), 404, 32);

    // Customer users: not before assignment, read after; never write or see events.
    expectError(await api(base, `/api/edge/${E}`, { token: userA.token }), 403, 20);
    await saved(base, `/api/customer/${userA.customerId}/edge/${E}`, a.token, undefined);
    expect((await api(base, `/api/edge/${E}`, { token: userA.token })).status).toBe(200);
    expect((await api(base, `/api/customer/${userA.customerId}/edgeInfos?${pageQuery()}`, { token: userA.token })).body.totalElements).toBe(1);
    // The device is not the customer's, so the edge's list shows it nothing.
    expect((await api(base, `/api/edge/${E}/devices?${pageQuery()}`, { token: userA.token })).body.totalElements).toBe(0);
    await saved(base, `/api/customer/${userA.customerId}/device/${device.id.id}`, a.token, undefined);
    expect((await api(base, `/api/edge/${E}/devices?${pageQuery()}`, { token: userA.token })).body.totalElements).toBe(1);
    for (const [method, path] of [
      ['POST', '/api/edge'],
      ['DELETE', `/api/edge/${E}`],
      ['POST', `/api/edge/${E}/device/${device.id.id}`],
      ['GET', `/api/edge/${E}/events?${pageQuery()}`],
      ['POST', `/api/edge/sync/${E}`],
    ]) {
      expectError(await api(base, path, { method, token: userA.token, body: method === 'POST' ? {} : undefined }), 403, 20);
    }
    const sys = (await api(base, '/api/auth/login', { body: { username: 'sysadmin@tessera.io', password: 'sysadmin' } })).body.token;
    expectError(await api(base, `/api/edge/${E}`, { token: sys }), 403, 20);
  });

  it('edges are relatable, and so are users', async () => {
    const edge = await saved(base, '/api/edge', a.token, edgeBody('Edge relation'));
    const asset = await saved(base, '/api/asset', a.token, { type: 'default', name: 'Rel asset' });
    const user = await server.stores.users.findByEmail('admin' + '1@entities.test');
    const rel = await api(base, '/api/relation', { token: a.token, body: { from: edge.id, to: asset.id, type: 'Manages' } });
    expect(rel.status).toBe(200);
    const info = await api(base, `/api/relations/info?fromId=${edge.id.id}&fromType=EDGE`, { token: a.token });
    expect(info.body.map((r: { toName: string }) => r.toName)).toEqual(['Rel asset']);
    expect((await api(base, '/api/relation', { token: a.token, body: { from: user!.id, to: asset.id, type: 'Owns' } })).status).toBe(200);
    // Another tenant reads neither end.
    expectError(await api(base, `/api/relations?fromId=${edge.id.id}&fromType=EDGE`, { token: b.token }), 403, 20);
    expectError(await api(base, `/api/relations?fromId=${user!.id.id}&fromType=USER`, { token: b.token }), 403, 20);
  });
});
