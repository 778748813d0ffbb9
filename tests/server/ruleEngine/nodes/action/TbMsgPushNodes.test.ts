import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { PUSH_TO_CLOUD_UNAVAILABLE, PUSH_TO_EDGE_UNAVAILABLE, TbMsgPushToCloudNode, TbMsgPushToEdgeNode } from '../../../../../server/ruleEngine/nodes/action/TbMsgPushNodes';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { msgOf, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
const device = { entityType: 'DEVICE' as const, id: '00000000-0000-4000-8000-0000000ed9e0' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('push to edge / push to cloud (not available in this build)', () => {
  it('are listed with the catalogue definitions, chain types and defaults', () => {
    expect(TbMsgPushToEdgeNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.edge.TbMsgPushToEdgeNode', type: 'ACTION', name: 'push to edge', ruleChainTypes: ['CORE'], configDirective: 'tbActionNodePushToEdgeConfig' });
    expect(TbMsgPushToCloudNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.edge.TbMsgPushToCloudNode', type: 'ACTION', name: 'push to cloud', ruleChainTypes: ['EDGE'], configDirective: 'tbActionNodePushToCloudConfig' });
    for (const node of [TbMsgPushToEdgeNode, TbMsgPushToCloudNode]) {
      expect(node.relationTypes).toEqual(['Success', 'Failure']);
      expect(node.defaultConfiguration).toEqual({ scope: 'SERVER_SCOPE' });
    }
  });

  it('fail every message with "not available in this build"', async () => {
    for (const [definition, error] of [
      [TbMsgPushToEdgeNode, PUSH_TO_EDGE_UNAVAILABLE],
      [TbMsgPushToCloudNode, PUSH_TO_CLOUD_UNAVAILABLE],
    ] as const) {
      const node = await startNode(server, tenant.tenantId, definition);
      const msg = msgOf(device, 'POST_TELEMETRY_REQUEST', { t: 1 });
      const [routed] = await node.run(msg);
      expect(routed).toMatchObject({ relations: ['Failure'], error, msg: { id: msg.id, metadata: { error } } });
    }
    expect(PUSH_TO_EDGE_UNAVAILABLE).toBe('Push to edge is not available in this build');
    expect(PUSH_TO_CLOUD_UNAVAILABLE).toBe('Push to cloud is not available in this build');
  });
});
