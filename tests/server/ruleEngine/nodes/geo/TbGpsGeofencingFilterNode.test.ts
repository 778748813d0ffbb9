import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGpsGeofencingFilterNode } from '../../../../../server/ruleEngine/nodes/geo/TbGpsGeofencingFilterNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';

let server: RunningServer;
let tenantId: string;
let deviceId: string;

/** Lviv's market square and a point about 1.1 km north of it. */
const CENTER = { lat: 49.8419, lon: 24.0315 };
const NORTH = { lat: 49.8519, lon: 24.0315 };

const position = (data: unknown, metadata: Record<string, string> = {}) =>
  newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: deviceId }, data: typeof data === 'string' ? data : JSON.stringify(data), metadata });

const at = (p: { lat: number; lon: number }, metadata: Record<string, string> = {}) => position({ latitude: p.lat, longitude: p.lon }, metadata);

async function relationOf(config: Record<string, unknown>, msg: ReturnType<typeof position>) {
  const node = await startNode(server, tenantId, TbGpsGeofencingFilterNode, config);
  const [routed] = await node.run(msg);
  return routed!.error ? `Failure: ${routed!.error}` : routed!.relations.join();
}

beforeAll(async () => {
  server = await startTestServer();
  const tenant = await newTenantAdmin(server);
  tenantId = tenant.tenantId;
  deviceId = (await saved(server.url, '/api/device', tenant.token, { name: 'Tracker' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const circle = (range: number, rangeUnit: string) => ({
  fetchPerimeterInfoFromMessageMetadata: false,
  perimeterType: 'CIRCLE',
  centerLatitude: CENTER.lat,
  centerLongitude: CENTER.lon,
  range,
  rangeUnit,
});

describe('TbGpsGeofencingFilterNode (filter "gps geofencing filter")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGpsGeofencingFilterNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.geo.TbGpsGeofencingFilterNode',
      type: 'FILTER',
      name: 'gps geofencing filter',
      configDirective: 'tbFilterNodeGpsGeofencingConfig',
    });
    expect(TbGpsGeofencingFilterNode.relationTypes).toEqual(['True', 'False', 'Failure']);
    expect(TbGpsGeofencingFilterNode.defaultConfiguration).toEqual({
      latitudeKeyName: 'latitude',
      longitudeKeyName: 'longitude',
      fetchPerimeterInfoFromMessageMetadata: true,
      perimeterType: 'POLYGON',
      polygonsDefinition: null,
      centerLatitude: null,
      centerLongitude: null,
      range: null,
      rangeUnit: null,
    });
  });

  it('checks a configured circle in each range unit', async () => {
    expect(await relationOf(circle(500, 'METER'), at(CENTER))).toBe('True');
    expect(await relationOf(circle(500, 'METER'), at(NORTH))).toBe('False');
    expect(await relationOf(circle(1.2, 'KILOMETER'), at(NORTH))).toBe('True');
    expect(await relationOf(circle(3000, 'FOOT'), at(NORTH))).toBe('False');
    expect(await relationOf(circle(4000, 'FOOT'), at(NORTH))).toBe('True');
    expect(await relationOf(circle(0.7, 'MILE'), at(NORTH))).toBe('True');
    expect(await relationOf(circle(0.5, 'NAUTICAL_MILE'), at(NORTH))).toBe('False');
  });

  it('checks configured polygons', async () => {
    const polygon = { fetchPerimeterInfoFromMessageMetadata: false, perimeterType: 'POLYGON', polygonsDefinition: '[[49.84,24.03],[49.84,24.04],[49.845,24.04],[49.845,24.03]]' };
    expect(await relationOf(polygon, at(CENTER))).toBe('True');
    expect(await relationOf(polygon, at(NORTH))).toBe('False');
    const two = { ...polygon, polygonsDefinition: '[[[49.84,24.03],[49.845,24.04]],[[49.85,24.03],[49.855,24.04]]]' };
    expect(await relationOf(two, at(NORTH))).toBe('True');
  });

  it('reads the perimeter from metadata by default: a polygon, else a circle', async () => {
    expect(await relationOf({}, at(CENTER, { perimeter: '[[49.84,24.03],[49.845,24.04]]' }))).toBe('True');
    const circleMetadata = { centerLatitude: String(CENTER.lat), centerLongitude: String(CENTER.lon), range: '2', rangeUnit: 'KILOMETER' };
    expect(await relationOf({}, at(NORTH, circleMetadata))).toBe('True');
    expect(await relationOf({}, at(NORTH, { ...circleMetadata, range: '1' }))).toBe('False');
    expect(await relationOf({}, at(NORTH))).toBe('Failure: Missing perimeter definition!');
    expect(await relationOf({}, at(NORTH, { ...circleMetadata, rangeUnit: 'YARD' }))).toMatch(/^Failure: Metadata rangeUnit should be one of/);
  });

  it('reads coordinates from data, then metadata, under the configured key names', async () => {
    const config = { ...circle(500, 'METER'), latitudeKeyName: 'lat', longitudeKeyName: 'lng' };
    expect(await relationOf(config, position({ lat: CENTER.lat, lng: String(CENTER.lon) }))).toBe('True');
    expect(await relationOf(config, position({ lat: CENTER.lat }, { lng: String(CENTER.lon) }))).toBe('True');
    expect(await relationOf(config, position({ lat: CENTER.lat, lng: null }, { lng: String(NORTH.lon + 1) }))).toBe('False');
    expect(await relationOf(config, position({ lat: CENTER.lat }))).toBe('Failure: Incoming Message has no lng in data or metadata!');
    expect(await relationOf(config, position({ lat: 'north', lng: 1 }))).toMatch(/^Failure: Can't parse lat value/);
    expect(await relationOf(config, position('[1,2]'))).toBe('Failure: Incoming Message is not a valid JSON object');
  });

  it('refuses configurations it cannot check against', async () => {
    const start = (config: Record<string, unknown>) => startNode(server, tenantId, TbGpsGeofencingFilterNode, config);
    await expect(start({ latitudeKeyName: '' })).rejects.toThrow('latitudeKeyName should be specified!');
    await expect(start({ fetchPerimeterInfoFromMessageMetadata: false, perimeterType: null })).rejects.toThrow('perimeterType should be one of CIRCLE, POLYGON!');
    await expect(start({ fetchPerimeterInfoFromMessageMetadata: false })).rejects.toThrow(/^polygonsDefinition: /);
    await expect(start({ ...circle(1, 'YARD') })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ ...circle(1, 'METER'), centerLatitude: null })).rejects.toThrow('centerLatitude should be a number!');
    await expect(start({ ...circle(-1, 'METER') })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
