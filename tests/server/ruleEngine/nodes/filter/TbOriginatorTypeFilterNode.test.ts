import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbOriginatorTypeFilterNode } from '../../../../../server/ruleEngine/nodes/filter/TbOriginatorTypeFilterNode';
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

describe('TbOriginatorTypeFilterNode (filter "originator type")', () => {
  it('passes devices only by default', async () => {
    expect(TbOriginatorTypeFilterNode).toMatchObject({ name: 'originator type', type: 'FILTER', configDirective: 'tbFilterNodeOriginatorTypeConfig' });
    expect(TbOriginatorTypeFilterNode.relationTypes).toEqual(['True', 'False', 'Failure']);
    expect(TbOriginatorTypeFilterNode.defaultConfiguration).toEqual({ originatorTypes: ['DEVICE'] });
    const node = await startNode(server, tenantId, TbOriginatorTypeFilterNode);
    expect((await node.run(from('DEVICE')))[0]!.relations).toEqual(['True']);
    expect((await node.run(from('ASSET')))[0]!.relations).toEqual(['False']);
  });

  it('passes every configured type and no other', async () => {
    const node = await startNode(server, tenantId, TbOriginatorTypeFilterNode, { originatorTypes: ['ASSET', 'ALARM', 'ENTITY_VIEW'] });
    for (const type of ['ASSET', 'ALARM', 'ENTITY_VIEW']) expect((await node.run(from(type)))[0]!.relations).toEqual(['True']);
    for (const type of ['DEVICE', 'TENANT', 'CUSTOMER']) expect((await node.run(from(type)))[0]!.relations).toEqual(['False']);
  });

  it('refuses a configuration without a list of types', async () => {
    await expect(startNode(server, tenantId, TbOriginatorTypeFilterNode, { originatorTypes: null as never })).rejects.toThrow('originatorTypes should be a list of strings!');
  });
});
