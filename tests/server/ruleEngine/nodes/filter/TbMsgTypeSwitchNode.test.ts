import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { MSG_TYPE_NAMES } from '../../../../../server/ruleEngine/msg/msgTypes';
import { TbMsgTypeSwitchNode } from '../../../../../server/ruleEngine/nodes/filter/TbMsgTypeSwitchNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

let server: RunningServer;
let tenantId: string;
const ofType = (type: string) => ({ ...telemetryMsg({ entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' }, {}), type });

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbMsgTypeSwitchNode (filter "message type switch")', () => {
  it('lists the 29 display names, Other and Failure, with no configuration', () => {
    expect(TbMsgTypeSwitchNode).toMatchObject({ name: 'message type switch', type: 'FILTER', configDirective: 'tbNodeEmptyConfig', defaultConfiguration: { version: 0 } });
    expect(TbMsgTypeSwitchNode.relationTypes).toHaveLength(31);
    expect(TbMsgTypeSwitchNode.relationTypes.slice(-2)).toEqual(['Other', 'Failure']);
  });

  it('routes every built-in type by its display name and anything else via Other', async () => {
    const node = await startNode(server, tenantId, TbMsgTypeSwitchNode);
    for (const [type, name] of Object.entries(MSG_TYPE_NAMES)) expect((await node.run(ofType(type)))[0]!.relations).toEqual([name]);
    expect((await node.run(ofType('POST_TELEMETRY_REQUEST')))[0]!.relations).toEqual(['Post telemetry']);
    for (const type of ['ALARM', 'SEND_EMAIL', 'My type']) expect((await node.run(ofType(type)))[0]!.relations).toEqual(['Other']);
  });
});
