import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { CalculateDeltaNode } from '../../../../../server/ruleEngine/nodes/enrichment/CalculateDeltaNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgFrom, postTimeseries, type Entity, type Tenant } from './enrichmentHelpers';

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

const newDevice = (): Promise<Entity> => create(server, tenant, '/api/device', { name: `Meter ${++counter}` });
const reading = (device: Entity, data: unknown, ts?: number) => msgFrom(device.id, data, ts === undefined ? {} : { ts: String(ts) });

describe('CalculateDeltaNode (enrichment "calculate delta")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(CalculateDeltaNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.metadata.CalculateDeltaNode',
      type: 'ENRICHMENT',
      name: 'calculate delta',
      configDirective: 'tbEnrichmentNodeCalculateDeltaConfig',
    });
    expect(CalculateDeltaNode.relationTypes).toEqual(['Success', 'Failure', 'Other']);
    expect(CalculateDeltaNode.defaultConfiguration).toEqual({
      inputValueKey: 'pulseCounter',
      outputValueKey: 'delta',
      useCache: true,
      addPeriodBetweenMsgs: false,
      periodValueKey: 'periodInMs',
      round: null,
      tellFailureIfDeltaIsNegative: true,
    });
  });

  it('starts at 0, then adds the difference to the cached previous reading, other data kept exactly', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, CalculateDeltaNode);
    const first = await node.run(reading(device, '{"pulseCounter":100,"t":3.0}'));
    expect([first[0]!.relations, first[0]!.msg.data]).toEqual([['Success'], '{"pulseCounter":100,"t":3.0,"delta":0}']);
    const second = await node.run(reading(device, { pulseCounter: 112.5 }));
    expect(second[0]!.msg.data).toBe('{"pulseCounter":112.5,"delta":12.5}');
    const third = await node.run(reading(device, { pulseCounter: '120' }));
    expect(third[0]!.msg.data).toBe('{"pulseCounter":"120","delta":7.5}');
  });

  it('without the cache (or on its first message) compares with the latest stored value', async () => {
    const device = await newDevice();
    await postTimeseries(server, tenant, device.id, { ts: 1000, values: { pulseCounter: 40 } });
    const node = await startNode(server, tenant.tenantId, CalculateDeltaNode, { useCache: false, addPeriodBetweenMsgs: true });
    const [routed] = await node.run(reading(device, { pulseCounter: 45 }, 61_000));
    expect(routed!.msg.data).toBe('{"pulseCounter":45,"delta":5,"periodInMs":60000}');
    // Nothing was cached: the stored value is still the reference.
    expect((await node.run(reading(device, { pulseCounter: 50 }, 121_000)))[0]!.msg.data).toBe('{"pulseCounter":50,"delta":10,"periodInMs":120000}');

    const cached = await startNode(server, tenant.tenantId, CalculateDeltaNode, { addPeriodBetweenMsgs: true, periodValueKey: 'gap' });
    expect((await cached.run(reading(device, { pulseCounter: 41 }, 2000)))[0]!.msg.data).toBe('{"pulseCounter":41,"delta":1,"gap":1000}');
    expect((await cached.run(reading(device, { pulseCounter: 44 }, 5000)))[0]!.msg.data).toBe('{"pulseCounter":44,"delta":3,"gap":3000}');
  });

  it('fails a stored value that cannot be a number', async () => {
    const device = await newDevice();
    await postTimeseries(server, tenant, device.id, '{"ts":1000,"values":{"pulseCounter":true,"counter":"abc","state":{"a":1}}}');
    const node = await startNode(server, tenant.tenantId, CalculateDeltaNode);
    expect((await node.run(reading(device, { pulseCounter: 1 })))[0]!.error).toBe('Calculation failed. Boolean values are not supported!');
    const text = await startNode(server, tenant.tenantId, CalculateDeltaNode, { inputValueKey: 'counter' });
    expect((await text.run(reading(device, { counter: 1 })))[0]!.error).toBe('Calculation failed. Unable to parse value [abc] of telemetry [counter] to Double');
    const json = await startNode(server, tenant.tenantId, CalculateDeltaNode, { inputValueKey: 'state' });
    expect((await json.run(reading(device, { state: 1 })))[0]!.error).toBe('Calculation failed. JSON values are not supported!');
  });

  it('fails a negative delta unless allowed; a failed reading does not become the reference', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, CalculateDeltaNode);
    await node.run(reading(device, { pulseCounter: 10 }));
    const [negative] = await node.run(reading(device, { pulseCounter: 4 }));
    expect([negative!.relations, negative!.error]).toEqual([['Failure'], 'Delta value is negative!']);
    expect((await node.run(reading(device, { pulseCounter: 11 })))[0]!.msg.data).toBe('{"pulseCounter":11,"delta":1}');

    const allowing = await startNode(server, tenant.tenantId, CalculateDeltaNode, { tellFailureIfDeltaIsNegative: false, inputValueKey: 'energy', outputValueKey: 'used' });
    await allowing.run(reading(device, { energy: 10 }));
    expect((await allowing.run(reading(device, { energy: 7.5 })))[0]!.msg.data).toBe('{"energy":7.5,"used":-2.5}');
  });

  it('rounds half up to the configured scale', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, CalculateDeltaNode, { round: 2 });
    await node.run(reading(device, { pulseCounter: 0.1 }));
    expect((await node.run(reading(device, { pulseCounter: 0.4 })))[0]!.msg.data).toBe('{"pulseCounter":0.4,"delta":0.3}');
    expect((await node.run(reading(device, { pulseCounter: 1.405 })))[0]!.msg.data).toBe('{"pulseCounter":1.405,"delta":1.01}');
    const whole = await startNode(server, tenant.tenantId, CalculateDeltaNode, { round: 0 });
    await whole.run(reading(device, { pulseCounter: 1 }));
    expect((await whole.run(reading(device, { pulseCounter: 3.5 })))[0]!.msg.data).toBe('{"pulseCounter":3.5,"delta":3}');
  });

  it('sends other messages to Other and fails data that is not JSON', async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, CalculateDeltaNode);
    for (const msg of [reading(device, { other: 1 }), reading(device, [1, 2]), msgFrom(device.id, { pulseCounter: 1 }, {}, 'POST_ATTRIBUTES_REQUEST')]) {
      expect(await node.run(msg)).toEqual([{ relations: ['Other'], msg }]);
    }
    expect((await node.run(reading(device, '{"pulseCounter":')))[0]!.relations).toEqual(['Failure']);
  });

  it("keeps one originator's messages in order when they arrive together", async () => {
    const device = await newDevice();
    const node = await startNode(server, tenant.tenantId, CalculateDeltaNode);
    await Promise.all([node.run(reading(device, { pulseCounter: 5 })), node.run(reading(device, { pulseCounter: 8 })), node.run(reading(device, { pulseCounter: 20 }))]);
    expect(node.ctx.routed.map((r) => JSON.parse(r.msg.data).delta)).toEqual([0, 3, 12]);
  });

  it('refuses bad configurations', async () => {
    const start = (config: Record<string, unknown>) => startNode(server, tenant.tenantId, CalculateDeltaNode, config);
    await expect(start({ inputValueKey: '' })).rejects.toThrow('inputValueKey should be specified!');
    await expect(start({ outputValueKey: null })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ round: -1 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ round: 1.5 })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(start({ addPeriodBetweenMsgs: true, periodValueKey: ' ' })).rejects.toThrow('periodValueKey should be specified!');
  });
});
