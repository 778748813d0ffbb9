import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbCheckMessageNode } from '../../../../../server/ruleEngine/nodes/filter/TbCheckMessageNode';
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

describe('TbCheckMessageNode (filter "check existence fields")', () => {
  it('has the catalogue defaults, which pass every message', async () => {
    expect(TbCheckMessageNode).toMatchObject({ name: 'check existence fields', type: 'FILTER', configDirective: 'tbFilterNodeCheckMessageConfig' });
    expect(TbCheckMessageNode.relationTypes).toEqual(['True', 'False', 'Failure']);
    expect(TbCheckMessageNode.defaultConfiguration).toEqual({ messageNames: [], metadataNames: [], checkAllKeys: true });
    const node = await startNode(server, tenantId, TbCheckMessageNode);
    expect((await node.run(telemetryMsg(device, {})))[0]!.relations).toEqual(['True']);
  });

  it('with all keys: True only when every data and metadata key is present (null values count)', async () => {
    const node = await startNode(server, tenantId, TbCheckMessageNode, { messageNames: ['temperature', 'humidity'], metadataNames: ['deviceName', 'zone'] });
    expect((await node.run(telemetryMsg(device, { temperature: 1, humidity: null }, { zone: 'A' })))[0]!.relations).toEqual(['True']);
    expect((await node.run(telemetryMsg(device, { temperature: 1 }, { zone: 'A' })))[0]!.relations).toEqual(['False']);
    expect((await node.run(telemetryMsg(device, { temperature: 1, humidity: 2 })))[0]!.relations).toEqual(['False']);
    // Keys are looked for in their own place only.
    expect((await node.run(telemetryMsg(device, { temperature: 1, humidity: 2, zone: 'A' })))[0]!.relations).toEqual(['False']);
  });

  it('with at least one: True when any listed data or metadata key is present', async () => {
    const node = await startNode(server, tenantId, TbCheckMessageNode, { messageNames: ['temperature'], metadataNames: ['zone'], checkAllKeys: false });
    expect((await node.run(telemetryMsg(device, { temperature: 1 })))[0]!.relations).toEqual(['True']);
    expect((await node.run(telemetryMsg(device, {}, { zone: 'A' })))[0]!.relations).toEqual(['True']);
    expect((await node.run(telemetryMsg(device, { humidity: 1 })))[0]!.relations).toEqual(['False']);
    const empty = await startNode(server, tenantId, TbCheckMessageNode, { checkAllKeys: false });
    expect((await empty.run(telemetryMsg(device, { temperature: 1 })))[0]!.relations).toEqual(['False']);
  });

  it('fails a message whose data is not a JSON object when data keys are checked', async () => {
    const node = await startNode(server, tenantId, TbCheckMessageNode, { messageNames: ['temperature'] });
    for (const data of ['[1,2]', 'plain text', '42']) {
      expect((await node.run({ ...telemetryMsg(device, {}), data }))[0]).toMatchObject({ relations: ['Failure'], error: 'Message data is not a JSON object' });
    }
    const metadataOnly = await startNode(server, tenantId, TbCheckMessageNode, { metadataNames: ['deviceName'] });
    expect((await metadataOnly.run({ ...telemetryMsg(device, {}), data: 'plain text' }))[0]!.relations).toEqual(['True']);
  });

  it('refuses key lists that are not lists of strings and a non-boolean checkAllKeys', async () => {
    await expect(startNode(server, tenantId, TbCheckMessageNode, { messageNames: 'temperature' as never })).rejects.toThrow('messageNames should be a list of strings!');
    await expect(startNode(server, tenantId, TbCheckMessageNode, { metadataNames: [null] as never })).rejects.toThrow('metadataNames should be a list of strings!');
    await expect(startNode(server, tenantId, TbCheckMessageNode, { checkAllKeys: 'yes' as never })).rejects.toMatchObject({ name: 'RuleNodeConfigError' });
  });
});
