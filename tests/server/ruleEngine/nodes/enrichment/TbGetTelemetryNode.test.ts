import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbGetTelemetryNode } from '../../../../../server/ruleEngine/nodes/enrichment/TbGetTelemetryNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgFrom, postTimeseries, type Entity, type Tenant } from './enrichmentHelpers';

let server: RunningServer;
let tenant: Tenant;
let device: Entity;
let now: number;
/** Timestamps of the points inside the default window [now − 2 min, now − 1 min). */
let t1: number;
let t2: number;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  device = await create(server, tenant, '/api/device', { name: 'History device' });
  now = Date.now();
  t1 = now - 100_000;
  t2 = now - 90_000;
  await postTimeseries(server, tenant, device.id, [
    { ts: now - 150_000, values: { temp: 100 } },
    { ts: t1, values: { temp: 110, mode: 'eco', cfg: { a: 1 } } },
    { ts: t2, values: { temp: 120.5, mode: 'boost' } },
    { ts: now - 30_000, values: { temp: 999 } },
  ]);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const run = async (config: Record<string, unknown>, metadata: Record<string, string> = {}, data: unknown = {}) => {
  const node = await startNode(server, tenant.tenantId, TbGetTelemetryNode, config);
  const [routed] = await node.run(msgFrom(device.id, data, metadata));
  return routed!;
};

describe('TbGetTelemetryNode (enrichment "originator telemetry")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbGetTelemetryNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.TbGetTelemetryNode',
      type: 'ENRICHMENT',
      name: 'originator telemetry',
      configDirective: 'tbEnrichmentNodeGetTelemetryFromDatabase',
    });
    expect(TbGetTelemetryNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbGetTelemetryNode.defaultConfiguration).toEqual({
      latestTsKeyNames: [],
      fetchMode: 'FIRST',
      orderBy: 'ASC',
      aggregation: 'NONE',
      limit: 1000,
      startInterval: 2,
      startIntervalTimeUnit: 'MINUTES',
      endInterval: 1,
      endIntervalTimeUnit: 'MINUTES',
      useMetadataIntervalPatterns: false,
      startIntervalPattern: '',
      endIntervalPattern: '',
    });
  });

  it('fails every message while no key is selected (the default)', async () => {
    const routed = await run({});
    expect([routed.relations, routed.error]).toEqual([['Failure'], 'Telemetry is not selected!']);
  });

  it('FIRST and LAST give one value of the window per key, as ThingsBoard 3.3 prints it (a JSON string)', async () => {
    const first = await run({ latestTsKeyNames: ['temp', 'mode', 'cfg', 'none'] }, { kept: 'yes' });
    expect(first.relations).toEqual(['Success']);
    expect(first.msg.metadata).toEqual({ kept: 'yes', temp: '"110"', mode: '"eco"', cfg: '"{\\"a\\":1}"' });
    const last = await run({ latestTsKeyNames: ['temp', 'mode'], fetchMode: 'LAST' });
    expect(last.msg.metadata).toEqual({ temp: '"120.5"', mode: '"boost"' });
  });

  it('ALL gives a {ts, value} array, ordered and limited as configured', async () => {
    const asc = await run({ latestTsKeyNames: ['temp', 'cfg'], fetchMode: 'ALL' });
    expect(asc.msg.metadata).toEqual({ temp: `[{"ts":${t1},"value":110},{"ts":${t2},"value":120.5}]`, cfg: `[{"ts":${t1},"value":{"a":1}}]` });
    const desc = await run({ latestTsKeyNames: ['temp'], fetchMode: 'ALL', orderBy: 'DESC', limit: 1 });
    expect(desc.msg.metadata).toEqual({ temp: `[{"ts":${t2},"value":120.5}]` });
  });

  it('aggregates ALL over the whole window into one value; FIRST ignores aggregation', async () => {
    const avg = await run({ latestTsKeyNames: ['temp'], fetchMode: 'ALL', aggregation: 'AVG' });
    const [point] = JSON.parse(avg.msg.metadata.temp!);
    expect(point.value).toBe(115.25);
    const count = await run({ latestTsKeyNames: ['temp'], fetchMode: 'ALL', aggregation: 'COUNT' });
    expect(JSON.parse(count.msg.metadata.temp!)[0].value).toBe(2);
    const first = await run({ latestTsKeyNames: ['temp'], aggregation: 'MAX' });
    expect(first.msg.metadata.temp).toBe('"110"');
  });

  it('moves the window with the intervals and their units', async () => {
    const wide = await run({ latestTsKeyNames: ['temp'], startInterval: 200, startIntervalTimeUnit: 'SECONDS', endInterval: 10, endIntervalTimeUnit: 'SECONDS', fetchMode: 'ALL' });
    expect(JSON.parse(wide.msg.metadata.temp!).map((p: { value: number }) => p.value)).toEqual([100, 110, 120.5, 999]);
    const recent = await run({ latestTsKeyNames: ['temp'], startInterval: 40_000, startIntervalTimeUnit: 'MILLISECONDS', endInterval: 0 });
    expect(recent.msg.metadata.temp).toBe('"999"');
  });

  it('takes key names and the window from templates', async () => {
    const patterns = { latestTsKeyNames: ['${key}'], useMetadataIntervalPatterns: true, startIntervalPattern: '${from}', endIntervalPattern: '$[to]', fetchMode: 'ALL' };
    const routed = await run(patterns, { key: 'temp', from: String(now - 95_000) }, { to: now - 80_000 });
    expect(routed.msg.metadata.temp).toBe(`[{"ts":${t2},"value":120.5}]`);

    const undefinedBoth = await run({ ...patterns, endIntervalPattern: '${to}' }, { key: 'temp' });
    expect(undefinedBoth.error).toBe("Message metadata values: 'from' and 'to' are undefined");
    const invalidEnd = await run({ ...patterns, endIntervalPattern: '${to}' }, { key: 'temp', from: '1', to: 'yesterday' });
    expect(invalidEnd.error).toBe("Message metadata value: 'to' has invalid format");
  });

  it('refuses bad configurations', async () => {
    const start = (config: Record<string, unknown>) => startNode(server, tenant.tenantId, TbGetTelemetryNode, config);
    await expect(start({ fetchMode: 'MIDDLE' })).rejects.toThrow('fetchMode should be one of FIRST, LAST, ALL!');
    await expect(start({ aggregation: 'MEDIAN' })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ orderBy: 'RANDOM' })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ startIntervalTimeUnit: 'WEEKS' })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ limit: -1 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ useMetadataIntervalPatterns: true })).rejects.toThrow('startIntervalPattern should be specified!');
    await expect(start({ latestTsKeyNames: 'temp' })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
