import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbJsSwitchNode } from '../../../../../server/ruleEngine/nodes/filter/TbJsSwitchNode';
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

describe('TbJsSwitchNode (filter "switch")', () => {
  it('is a FILTER with custom relations and the catalogue default script', async () => {
    expect(TbJsSwitchNode).toMatchObject({ name: 'switch', type: 'FILTER', customRelations: true, configDirective: 'tbFilterNodeSwitchConfig' });
    expect(TbJsSwitchNode.relationTypes).toEqual(['Failure']);
    const node = await startNode(server, tenantId, TbJsSwitchNode);
    expect((await node.run(telemetryMsg(device, { temperature: 1 })))[0]!.relations).toEqual(['two']);
    const other = await node.run({ ...telemetryMsg(device, {}), type: 'POST_ATTRIBUTES_REQUEST' });
    expect(other[0]!.relations).toEqual(['one', 'nine']);
    await node.stop();
  });

  it('follows a single returned name, every name of an array, and nothing for an empty array', async () => {
    const node = await startNode(server, tenantId, TbJsSwitchNode, {
      jsScript: 'if (msg.t > 30) return "Hot"; if (msg.t < 0) return ["Cold", metadata.zone]; return [];',
    });
    const hot = await node.run(telemetryMsg(device, { t: 35 }));
    expect(hot).toHaveLength(1);
    expect(hot[0]!.relations).toEqual(['Hot']);
    expect(hot[0]!.msg.data).toBe('{"t":35}');
    expect((await node.run(telemetryMsg(device, { t: -5 }, { zone: 'North' })))[0]!.relations).toEqual(['Cold', 'North']);
    expect((await node.run(telemetryMsg(device, { t: 20 })))[0]!.relations).toEqual([]);
    await node.stop();
  });

  it('fails the message when the script throws or returns something that is not names', async () => {
    const node = await startNode(server, tenantId, TbJsSwitchNode, { jsScript: 'if (msg.bad) throw new Error("bad input"); return msg.n > 0 ? 42 : [1, 2];' });
    const thrown = await node.run(telemetryMsg(device, { bad: true }));
    expect(thrown[0]!.relations).toEqual(['Failure']);
    expect(thrown[0]!.error).toContain('bad input');
    expect((await node.run(telemetryMsg(device, { n: 1 })))[0]).toMatchObject({ relations: ['Failure'], error: 'Wrong result type: number' });
    expect((await node.run(telemetryMsg(device, { n: 0 })))[0]).toMatchObject({ relations: ['Failure'], error: 'Wrong result type: array' });
    await node.stop();
  });

  it('refuses an empty script and one that does not compile', async () => {
    await expect(startNode(server, tenantId, TbJsSwitchNode, { jsScript: ' ' })).rejects.toThrow('jsScript should be specified!');
    await expect(startNode(server, tenantId, TbJsSwitchNode, { jsScript: 'return [' })).rejects.toThrow();
  });
});
