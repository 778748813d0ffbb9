import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbAckNode } from '../../../../../server/ruleEngine/nodes/flow/TbAckNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

let server: RunningServer;
let tenantId: string;

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbAckNode (flow "acknowledge")', () => {
  it('has no configuration and the standard relations', () => {
    expect(TbAckNode).toMatchObject({ name: 'acknowledge', type: 'FLOW', configDirective: 'tbNodeEmptyConfig', defaultConfiguration: { version: 0 } });
    expect(TbAckNode.relationTypes).toEqual(['Success', 'Failure']);
  });

  it('acknowledges the message and passes it on unchanged via Success', async () => {
    const node = await startNode(server, tenantId, TbAckNode);
    const msg = telemetryMsg({ entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' }, { temperature: 35 });
    expect(await node.run(msg)).toEqual([{ relations: ['Success'], msg }]);
    expect(node.ctx.acked).toEqual([msg]);
  });
});
