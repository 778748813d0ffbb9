import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbCopyAttributesToEntityViewNode } from '../../../../../server/ruleEngine/nodes/action/TbCopyAttributesToEntityViewNode';
import type { EntityId } from '../../../../../server/store/ids';
import type { AttributeScope } from '../../../../../server/store/TelemetryStore';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgOf, type Tenant } from './actionHelpers';

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

/** A device with an active view listing a/s/h, an expired one listing everything, and an active one listing b. */
async function scene() {
  const n = ++counter;
  const device = await create(server, tenant, '/api/device', { name: `Viewed ${n}` });
  const view = (name: string, attributes: object, window: object = {}) =>
    create(server, tenant, '/api/entityView', { type: 'default', name: `${name} ${n}`, entityId: device, keys: { timeseries: [], attributes }, ...window });
  const main = await view('Main', { cs: ['a'], ss: ['s'], sh: ['h'] });
  const expired = await view('Expired', { cs: ['a', 'b'], ss: ['s', 't'], sh: ['h'] }, { startTimeMs: 1000, endTimeMs: 2000 });
  const side = await view('Side', { cs: ['b'], ss: [], sh: [] });
  return { device, main, expired, side };
}

/** The view's own attributes (what the node saved on it), not those it shows of its device. */
async function own(view: EntityId, scope: AttributeScope): Promise<Record<string, unknown>> {
  return Object.fromEntries((await server.stores.telemetry.findAttributes(view.id, scope)).map((a) => [a.key, a.value.value]));
}

describe('TbCopyAttributesToEntityViewNode (action "copy to view")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbCopyAttributesToEntityViewNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.action.TbCopyAttributesToEntityViewNode',
      type: 'ACTION',
      name: 'copy to view',
      configDirective: 'tbNodeEmptyConfig',
    });
    expect(TbCopyAttributesToEntityViewNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbCopyAttributesToEntityViewNode.defaultConfiguration).toEqual({ version: 0 });
  });

  it('copies a device attribute post (client scope) to the active views listing the keys, one output per view', async () => {
    const { device, main, expired, side } = await scene();
    const node = await startNode(server, tenant.tenantId, TbCopyAttributesToEntityViewNode);
    const msg = msgOf(device, 'POST_ATTRIBUTES_REQUEST', { a: 1, b: '2', c: 3 }, { deviceName: 'Viewed' });
    const routed = await node.run(msg);
    expect(node.ctx.acked).toEqual([msg]);
    expect(routed.map((r) => [r.relations, r.msg.originator])).toEqual([
      [['Success'], main],
      [['Success'], side],
    ]);
    for (const { msg: out } of routed) expect(out).toMatchObject({ type: msg.type, data: msg.data, metadata: msg.metadata });
    expect(routed[0]!.msg.id).not.toBe(msg.id);
    expect(await own(main, 'CLIENT_SCOPE')).toEqual({ a: 1 });
    expect(await own(side, 'CLIENT_SCOPE')).toEqual({ b: 2 });
    expect(await own(expired, 'CLIENT_SCOPE')).toEqual({});
  });

  it('copies updates in the metadata scope exactly as typed, and deletions of listed keys', async () => {
    const { device, main, side } = await scene();
    const node = await startNode(server, tenant.tenantId, TbCopyAttributesToEntityViewNode);
    await node.run(msgOf(device, 'ATTRIBUTES_UPDATED', { s: '42', t: 'x' }, { scope: 'SERVER_SCOPE' }));
    expect(await own(main, 'SERVER_SCOPE')).toEqual({ s: '42' });
    // ThingsBoard sends an update on for every active view, copied or not.
    expect(node.ctx.routed.map((r) => r.msg.originator)).toEqual([main, side]);

    node.ctx.clear();
    await node.run(msgOf(device, 'ATTRIBUTES_DELETED', { attributes: ['s', 'zzz'] }, { scope: 'SERVER_SCOPE' }));
    expect(await own(main, 'SERVER_SCOPE')).toEqual({});
    expect(node.ctx.routed.map((r) => r.msg.originator)).toEqual([main]);
  });

  it('fails other message types, empty metadata and an unknown scope', async () => {
    const { device, main } = await scene();
    const node = await startNode(server, tenant.tenantId, TbCopyAttributesToEntityViewNode);
    const cases: [string, Record<string, string>, string][] = [
      ['POST_TELEMETRY_REQUEST', { x: '1' }, 'Unsupported msg type [POST_TELEMETRY_REQUEST]'],
      ['ATTRIBUTES_UPDATED', {}, 'Message metadata is empty'],
      ['ATTRIBUTES_UPDATED', { scope: 'ANY' }, 'Unsupported attribute scope: ANY'],
    ];
    for (const [type, metadata, error] of cases) {
      const [routed] = await node.run(msgOf(device, type, { s: 1 }, metadata));
      expect(routed!.relations).toEqual(['Failure']);
      expect(routed!.error).toBe(error);
    }
    expect(await own(main, 'SERVER_SCOPE')).toEqual({});
  });
});
