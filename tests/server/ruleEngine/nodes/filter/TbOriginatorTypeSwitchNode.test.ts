import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbOriginatorTypeSwitchNode } from '../../../../../server/ruleEngine/nodes/filter/TbOriginatorTypeSwitchNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

let server: RunningServer;
let tenantId: string;
const from = (entityType: string) => telemetryMsg({ entityType, id: '22222222-2222-4222-8222-222222222222' }, { t: 1 });

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbOriginatorTypeSwitchNode (filter "originator type switch")', () => {
  it('lists the ten relations of ThingsBoard 3.3 plus Failure, with no configuration', () => {
    expect(TbOriginatorTypeSwitchNode).toMatchObject({ name: 'originator type switch', type: 'FILTER', configDirective: 'tbNodeEmptyConfig', defaultConfiguration: { version: 0 } });
    expect(TbOriginatorTypeSwitchNode.relationTypes).toEqual([
      'Device', 'Asset', 'Alarm', 'Entity View', 'Tenant', 'Customer', 'User', 'Dashboard', 'Rule chain', 'Rule node', 'Failure',
    ]);
  });

  it.each([
    ['DEVICE', 'Device'],
    ['ASSET', 'Asset'],
    ['ALARM', 'Alarm'],
    ['ENTITY_VIEW', 'Entity View'],
    ['TENANT', 'Tenant'],
    ['CUSTOMER', 'Customer'],
    ['USER', 'User'],
    ['DASHBOARD', 'Dashboard'],
    ['RULE_CHAIN', 'Rule chain'],
    ['RULE_NODE', 'Rule node'],
    ['EDGE', 'Edge'],
  ])('routes a %s originator via %s', async (type, relation) => {
    const node = await startNode(server, tenantId, TbOriginatorTypeSwitchNode);
    expect((await node.run(from(type)))[0]!.relations).toEqual([relation]);
  });

  it('fails an originator of any other type', async () => {
    const node = await startNode(server, tenantId, TbOriginatorTypeSwitchNode);
    expect((await node.run(from('WIDGET_TYPE')))[0]).toMatchObject({ relations: ['Failure'], error: 'Unsupported originator type: WIDGET_TYPE' });
  });
});
