import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbMsgTypeFilterNode } from '../../../../../server/ruleEngine/nodes/filter/TbMsgTypeFilterNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

let server: RunningServer;
let tenantId: string;
const device = { entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' };
const ofType = (type: string) => ({ ...telemetryMsg(device, { t: 1 }), type });

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbMsgTypeFilterNode (filter "message type")', () => {
  it('passes the three device message types by default, True or False', async () => {
    expect(TbMsgTypeFilterNode).toMatchObject({ name: 'message type', type: 'FILTER', configDirective: 'tbFilterNodeMessageTypeConfig' });
    expect(TbMsgTypeFilterNode.relationTypes).toEqual(['True', 'False', 'Failure']);
    expect(TbMsgTypeFilterNode.defaultConfiguration).toEqual({ messageTypes: ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST'] });
    const node = await startNode(server, tenantId, TbMsgTypeFilterNode);
    for (const type of ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST']) {
      expect((await node.run(ofType(type)))[0]!.relations).toEqual(['True']);
    }
    for (const type of ['CONNECT_EVENT', 'ENTITY_CREATED', 'custom']) expect((await node.run(ofType(type)))[0]!.relations).toEqual(['False']);
  });

  it('matches the configured types exactly, custom ones included', async () => {
    const node = await startNode(server, tenantId, TbMsgTypeFilterNode, { messageTypes: ['ALARM', 'My type'] });
    expect((await node.run(ofType('My type')))[0]!.relations).toEqual(['True']);
    expect((await node.run(ofType('my type')))[0]!.relations).toEqual(['False']);
    expect((await node.run(ofType('POST_TELEMETRY_REQUEST')))[0]!.relations).toEqual(['False']);
    const none = await startNode(server, tenantId, TbMsgTypeFilterNode, { messageTypes: [] });
    expect((await none.run(ofType('ALARM')))[0]!.relations).toEqual(['False']);
  });

  it('refuses a configuration without a list of types', async () => {
    await expect(startNode(server, tenantId, TbMsgTypeFilterNode, { messageTypes: 'ALARM' as never })).rejects.toThrow('messageTypes should be a list of strings!');
    await expect(startNode(server, tenantId, TbMsgTypeFilterNode, { messageTypes: [1] as never })).rejects.toMatchObject({ name: 'RuleNodeConfigError' });
  });
});
