import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGpsGeofencingActionNode, type GeofencingActionConfig, type GeofencingState } from '../../../../../server/ruleEngine/nodes/geo/TbGpsGeofencingActionNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { RecordingContext, startNode } from '../../nodeHarness';

let server: RunningServer;
let tenant: Awaited<ReturnType<typeof newTenantAdmin>>;
let counter = 0;

const INSIDE = { latitude: 49.8419, longitude: 24.0315 };
const OUTSIDE = { latitude: 49.8519, longitude: 24.0315 };

/** A 500 m circle around INSIDE; stays count after 300 ms inside and 800 ms outside (wide margins for a busy machine). */
const CONFIG: Partial<GeofencingActionConfig> = {
  fetchPerimeterInfoFromMessageMetadata: false,
  perimeterType: 'CIRCLE',
  centerLatitude: INSIDE.latitude,
  centerLongitude: INSIDE.longitude,
  range: 500,
  rangeUnit: 'METER',
  minInsideDuration: 300,
  minInsideDurationTimeUnit: 'MILLISECONDS',
  minOutsideDuration: 800,
  minOutsideDurationTimeUnit: 'MILLISECONDS',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newDevice(): Promise<string> {
  return (await saved(server.url, '/api/device', tenant.token, { name: `Tracker ${++counter}` })).id.id;
}

const position = (deviceId: string, point: object) =>
  newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: deviceId }, data: JSON.stringify(point) });

/** A node that keeps its id across "restarts", as a saved chain's node does. */
async function nodeWithId(id: string) {
  const self = { id, name: 'geofencing', ruleChainId: '00000000-0000-4000-8000-0000000000aa', clazz: TbGpsGeofencingActionNode.clazz, debugMode: false };
  const ctx = new RecordingContext(server, tenant.tenantId, self);
  const node = await TbGpsGeofencingActionNode.init(ctx, { ...TbGpsGeofencingActionNode.defaultConfiguration, ...CONFIG });
  return async (deviceId: string, point: object) => {
    const before = ctx.routed.length;
    await node.onMsg(ctx, position(deviceId, point));
    return ctx.routed.slice(before).map((r) => r.relations.join());
  };
}

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbGpsGeofencingActionNode (action "gps geofencing events")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGpsGeofencingActionNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.geo.TbGpsGeofencingActionNode',
      type: 'ACTION',
      name: 'gps geofencing events',
      configDirective: 'tbActionNodeGpsGeofencingConfig',
    });
    expect(TbGpsGeofencingActionNode.relationTypes).toEqual(['Success', 'Entered', 'Left', 'Inside', 'Outside', 'Failure']);
    expect(TbGpsGeofencingActionNode.defaultConfiguration).toEqual({
      latitudeKeyName: 'latitude',
      longitudeKeyName: 'longitude',
      fetchPerimeterInfoFromMessageMetadata: true,
      perimeterType: 'POLYGON',
      polygonsDefinition: null,
      centerLatitude: null,
      centerLongitude: null,
      range: null,
      rangeUnit: null,
      minInsideDuration: 1,
      minInsideDurationTimeUnit: 'MINUTES',
      minOutsideDuration: 1,
      minOutsideDurationTimeUnit: 'MINUTES',
    });
  });

  it('tells Entered and Left on each crossing, Inside and Outside once after the minimum stay, Success otherwise', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, TbGpsGeofencingActionNode, CONFIG);
    const run = async (point: object) => (await node.run(position(device, point))).map((r) => r.relations.join());
    expect(await run(INSIDE)).toEqual(['Entered']);
    expect(await run(INSIDE)).toEqual(['Success']);
    await sleep(400);
    expect(await run(INSIDE)).toEqual(['Inside']);
    expect(await run(INSIDE)).toEqual(['Success']);
    expect(await run(OUTSIDE)).toEqual(['Left']);
    await sleep(400);
    // The outside minimum is longer.
    expect(await run(OUTSIDE)).toEqual(['Success']);
    await sleep(500);
    expect(await run(OUTSIDE)).toEqual(['Outside']);
    expect(await run(OUTSIDE)).toEqual(['Success']);
    expect(await run(INSIDE)).toEqual(['Entered']);
  });

  it("tells Left for a first message outside, and keeps each originator's presence apart", async () => {
    const [a, b] = [await newDevice(), await newDevice()];
    const node = await startNode(server, tenant.tenantId, TbGpsGeofencingActionNode, CONFIG);
    expect((await node.run(position(a, OUTSIDE)))[0]!.relations).toEqual(['Left']);
    expect((await node.run(position(b, INSIDE)))[0]!.relations).toEqual(['Entered']);
    expect((await node.run(position(a, OUTSIDE)))[0]!.relations).toEqual(['Success']);
  });

  it('keeps presence in the rule node state store, so it survives a restart of the node', async () => {
    const device = await newDevice();
    const nodeId = '00000000-0000-4000-8000-0000000000bb';
    const first = await nodeWithId(nodeId);
    expect(await first(device, INSIDE)).toEqual(['Entered']);
    const stored = await server.stores.ruleNodeStates.find<GeofencingState>(nodeId, device);
    expect(stored).toMatchObject({ inside: true, stayed: false });

    await sleep(400);
    const restarted = await nodeWithId(nodeId);
    expect(await restarted(device, INSIDE)).toEqual(['Inside']);
    expect(await server.stores.ruleNodeStates.find<GeofencingState>(nodeId, device)).toEqual({ ...stored, stayed: true });
    const again = await nodeWithId(nodeId);
    expect(await again(device, INSIDE)).toEqual(['Success']);
  });

  it('takes the perimeter from metadata like the filter, and fails what it cannot place', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, TbGpsGeofencingActionNode);
    const msg = newMsg({
      type: 'POST_TELEMETRY_REQUEST',
      originator: { entityType: 'DEVICE', id: device },
      data: JSON.stringify(INSIDE),
      metadata: { perimeter: '[[49.84,24.03],[49.845,24.04]]' },
    });
    expect((await node.run(msg))[0]!.relations).toEqual(['Entered']);
    const [failed] = await node.run(position(device, INSIDE));
    expect([failed!.relations, failed!.error]).toEqual([['Failure'], 'Missing perimeter definition!']);
  });

  it('refuses bad durations and perimeters', async () => {
    const start = (config: Partial<GeofencingActionConfig>) => startNode(server, tenant.tenantId, TbGpsGeofencingActionNode, { ...CONFIG, ...config });
    await expect(start({ minInsideDurationTimeUnit: 'WEEKS' })).rejects.toThrow(/^minInsideDurationTimeUnit should be one of/);
    await expect(start({ minOutsideDuration: -1 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ rangeUnit: null })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
