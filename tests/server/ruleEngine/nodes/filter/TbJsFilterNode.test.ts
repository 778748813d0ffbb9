import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbJsFilterNode } from '../../../../../server/ruleEngine/nodes/filter/TbJsFilterNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

let server: RunningServer;
let tenantId: string;
const device = { entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' };

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbJsFilterNode (filter "script")', () => {
  it('checks msg.temperature > 20 by default, True or False', async () => {
    expect(TbJsFilterNode).toMatchObject({ name: 'script', type: 'FILTER', configDirective: 'tbFilterNodeScriptConfig', defaultConfiguration: { jsScript: 'return msg.temperature > 20;' } });
    expect(TbJsFilterNode.relationTypes).toEqual(['True', 'False', 'Failure']);
    const node = await startNode(server, tenantId, TbJsFilterNode);
    const warm = telemetryMsg(device, { temperature: 25 });
    expect(await node.run(warm)).toEqual([{ relations: ['True'], msg: warm }]);
    expect((await node.run(telemetryMsg(device, { temperature: 15 })))[0]!.relations).toEqual(['False']);
    await node.stop();
  });

  it('sees metadata and the message type', async () => {
    const node = await startNode(server, tenantId, TbJsFilterNode, { jsScript: 'return metadata.zone === "A" && msgType === "POST_TELEMETRY_REQUEST";' });
    expect((await node.run(telemetryMsg(device, {}, { zone: 'A' })))[0]!.relations).toEqual(['True']);
    expect((await node.run(telemetryMsg(device, {}, { zone: 'B' })))[0]!.relations).toEqual(['False']);
    await node.stop();
  });

  it('fails the message when the script throws or does not return a boolean', async () => {
    const node = await startNode(server, tenantId, TbJsFilterNode, { jsScript: 'if (msg.bad) throw new Error("bad reading"); return msg.temperature;' });
    expect((await node.run(telemetryMsg(device, { bad: true })))[0]).toMatchObject({ relations: ['Failure'], error: expect.stringContaining('bad reading') });
    expect((await node.run(telemetryMsg(device, { temperature: 1 })))[0]).toMatchObject({ relations: ['Failure'], error: 'Wrong result type: number' });
    await node.stop();
  });

  it('refuses an empty script', async () => {
    await expect(startNode(server, tenantId, TbJsFilterNode, { jsScript: '' })).rejects.toMatchObject({ name: 'RuleNodeConfigError', message: 'jsScript should be specified!' });
  });
});
