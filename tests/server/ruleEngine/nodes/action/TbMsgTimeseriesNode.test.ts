import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbMsgTimeseriesNode } from '../../../../../server/ruleEngine/nodes/action/TbMsgTimeseriesNode';
import type { EntityId } from '../../../../../server/store/ids';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgOf, startTimed, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const newDevice = () => create(server, tenant, '/api/device', { name: `TS device ${++counter}` });
const telemetry = () => server.stores.telemetry;

async function history(id: EntityId, key: string): Promise<{ ts: number; value: unknown }[]> {
  const points = await telemetry().findHistory(id.id, key, 0, Number.MAX_SAFE_INTEGER, 'asc', 1000);
  return points.map((point) => ({ ts: point.ts, value: point.value.value }));
}

async function latest(id: EntityId): Promise<Record<string, { ts: number; value: unknown }>> {
  return Object.fromEntries((await telemetry().findLatest(id.id)).map((point) => [point.key, { ts: point.ts, value: point.value.value }]));
}

describe('TbMsgTimeseriesNode (action "save timeseries")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbMsgTimeseriesNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode',
      type: 'ACTION',
      name: 'save timeseries',
      configDirective: 'tbActionNodeTimeseriesConfig',
    });
    expect(TbMsgTimeseriesNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbMsgTimeseriesNode.defaultConfiguration).toEqual({ defaultTTL: 0, skipLatestPersistence: false, useServerTs: false });
  });

  it('stores a flat payload at the metadata ts before Success, typed as the device transport types it', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, TbMsgTimeseriesNode);
    const msg = msgOf(device, 'POST_TELEMETRY_REQUEST', '{"temperature":22.5,"count":"7","on":true,"mode":"eco","n":null}', { ts: '1700000000000' });
    const routed = await node.run(msg);
    expect(routed.map((r) => r.relations)).toEqual([['Success']]);
    expect(routed[0]!.msg).toBe(msg);
    // Read right after Success: the save was awaited.
    expect(await latest(device)).toEqual({
      temperature: { ts: 1700000000000, value: 22.5 },
      count: { ts: 1700000000000, value: 7 },
      on: { ts: 1700000000000, value: true },
      mode: { ts: 1700000000000, value: 'eco' },
    });
    await node.stop();
  });

  it('uses msg.ts without metadata ts, the payload ts when it has one, and server time with useServerTs', async () => {
    const device = await newDevice();
    const plain = await startNode(server, tenant.tenantId, TbMsgTimeseriesNode);
    const noTs = { ...msgOf(device, 'POST_TELEMETRY_REQUEST', { a: 1 }), ts: 1600000000000 };
    await plain.run(noTs);
    expect(await history(device, 'a')).toEqual([{ ts: 1600000000000, value: 1 }]);

    await plain.run(msgOf(device, 'POST_TELEMETRY_REQUEST', [{ ts: 1000, values: { b: 1 } }, { ts: 2000, values: { b: 2 } }], { ts: '5000' }));
    expect(await history(device, 'b')).toEqual([
      { ts: 1000, value: 1 },
      { ts: 2000, value: 2 },
    ]);

    const server_ = await startNode(server, tenant.tenantId, TbMsgTimeseriesNode, { useServerTs: true });
    const before = Date.now();
    await server_.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { c: 3 }, { ts: '1000' }));
    const [point] = await history(device, 'c');
    expect(point!.ts).toBeGreaterThanOrEqual(before);
    // A payload's own ts still wins over server time.
    await server_.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { ts: 3000, values: { d: 4 } }));
    expect(await history(device, 'd')).toEqual([{ ts: 3000, value: 4 }]);
    await plain.stop();
    await server_.stop();
  });

  it('fails other message types, empty and malformed bodies, and entity views, storing nothing', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, TbMsgTimeseriesNode);
    const cases: [string, string, string][] = [
      ['POST_ATTRIBUTES_REQUEST', '{"x":1}', 'Unsupported msg type: POST_ATTRIBUTES_REQUEST'],
      ['POST_TELEMETRY_REQUEST', '{}', 'Msg body is empty: {}'],
      ['POST_TELEMETRY_REQUEST', '{"x":', 'Invalid JSON'],
      ['POST_TELEMETRY_REQUEST', '[1,2]', 'Expected a JSON object or an array of objects'],
    ];
    for (const [type, data, error] of cases) {
      const [routed] = await node.run(msgOf(device, type, data));
      expect(routed!.relations).toEqual(['Failure']);
      expect(routed!.error).toContain(error);
      expect(routed!.msg.metadata.error).toContain(error);
    }
    expect(await latest(device)).toEqual({});
    const view = { entityType: 'ENTITY_VIEW', id: device.id } as EntityId;
    const [viewRouted] = await node.run(msgOf(view, 'POST_TELEMETRY_REQUEST', { x: 1 }));
    expect(viewRouted!.error).toBe("Telemetry data can't be stored for entity view. Read only");
    await node.stop();
  });

  it('skipLatestPersistence writes history only', async () => {
    const device = await newDevice();
    const normal = await startNode(server, tenant.tenantId, TbMsgTimeseriesNode);
    const skipping = await startNode(server, tenant.tenantId, TbMsgTimeseriesNode, { skipLatestPersistence: true });
    await normal.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { t: 1 }, { ts: '1000' }));
    const [routed] = await skipping.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { t: 2, u: 5 }, { ts: '2000' }));
    expect(routed!.relations).toEqual(['Success']);
    expect(await history(device, 't')).toEqual([
      { ts: 1000, value: 1 },
      { ts: 2000, value: 2 },
    ]);
    expect(await history(device, 'u')).toEqual([{ ts: 2000, value: 5 }]);
    expect(await latest(device)).toEqual({ t: { ts: 1000, value: 1 } });
    await normal.stop();
    await skipping.stop();
  });

  it('expires points older than the TTL on its sweep and keeps the latest one; metadata TTL overrides defaultTTL', async () => {
    const device = await newDevice();
    const node = await startTimed(server, tenant.tenantId, TbMsgTimeseriesNode, { defaultTTL: 3600 });
    const now = Date.now();
    // Two hours and two minutes old with a one-hour TTL: both expire except the key's latest point.
    for (const ago of [7_200_000, 120_000]) await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { h: ago }, { ts: String(now - ago) }));
    await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { m: 1 }, { ts: String(now - 7_200_000) }));
    await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { m: 2 }, { ts: String(now - 3_000_000) }));
    // 60 s TTL from metadata: the point two minutes old expires too (it is not m's latest).
    await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { s: 1 }, { ts: String(now - 120_000), TTL: '60' }));
    await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { s: 2 }, { ts: String(now), TTL: '60' }));
    await node.ctx.tick();
    expect(await history(device, 'h')).toEqual([{ ts: now - 120_000, value: 120_000 }]);
    expect(await history(device, 'm')).toEqual([{ ts: now - 3_000_000, value: 2 }]);
    expect(await history(device, 's')).toEqual([{ ts: now, value: 2 }]);
    expect(Object.keys(await latest(device)).sort()).toEqual(['h', 'm', 's']);

    const [bad] = await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { x: 1 }, { TTL: 'soon' }));
    expect(bad!.error).toBe('Invalid TTL in metadata: soon');
    await node.stop();
  });

  it('keeps points forever without a TTL, and takes the tenant profile default (defaultStorageTtlDays) for TTL 0', async () => {
    const device = await newDevice();
    const forever = await startTimed(server, tenant.tenantId, TbMsgTimeseriesNode);
    const now = Date.now();
    await forever.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { k: 1 }, { ts: String(now - 10 * 86_400_000) }));
    await forever.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { k: 2 }, { ts: String(now) }));
    await forever.ctx.tick();
    expect(await history(device, 'k')).toHaveLength(2);
    await forever.stop();

    const limited = await newTenantAdmin(server, { defaultStorageTtlDays: 1 });
    const other = await create(server, limited, '/api/device', { name: 'TTL profile device' });
    const node = await startTimed(server, limited.tenantId, TbMsgTimeseriesNode);
    await node.run(msgOf(other, 'POST_TELEMETRY_REQUEST', { k: 1 }, { ts: String(now - 2 * 86_400_000) }));
    await node.run(msgOf(other, 'POST_TELEMETRY_REQUEST', { k: 2 }, { ts: String(now - 3_600_000) }));
    await node.ctx.tick();
    expect(await history(other, 'k')).toEqual([{ ts: now - 3_600_000, value: 2 }]);
    await node.stop();
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbMsgTimeseriesNode, { defaultTTL: -1 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, tenant.tenantId, TbMsgTimeseriesNode, { skipLatestPersistence: 'yes' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
