import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbSynchronizationBeginNode, TbSynchronizationEndNode } from '../../../../../server/ruleEngine/nodes/action/TbSynchronizationNodes';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { msgOf, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
const device = { entityType: 'DEVICE' as const, id: '00000000-0000-4000-8000-000000005c00' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('synchronization start / end (deprecated)', () => {
  it('are listed with the catalogue definitions', () => {
    expect(TbSynchronizationBeginNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.transaction.TbSynchronizationBeginNode', type: 'ACTION', name: 'synchronization start', configDirective: 'tbNodeEmptyConfig' });
    expect(TbSynchronizationEndNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.transaction.TbSynchronizationEndNode', type: 'ACTION', name: 'synchronization end', configDirective: 'tbNodeEmptyConfig' });
    for (const node of [TbSynchronizationBeginNode, TbSynchronizationEndNode]) {
      expect(node.relationTypes).toEqual(['Success', 'Failure']);
      expect(node.defaultConfiguration).toEqual({ version: 0 });
      expect(node.description).toContain('deprecated');
    }
  });

  it('pass every message on Success unchanged', async () => {
    for (const definition of [TbSynchronizationBeginNode, TbSynchronizationEndNode]) {
      const node = await startNode(server, tenant.tenantId, definition);
      const msg = msgOf(device, 'ANY_TYPE', { x: 1 }, { k: 'v' });
      expect(await node.run(msg)).toEqual([{ relations: ['Success'], msg }]);
    }
  });
});
