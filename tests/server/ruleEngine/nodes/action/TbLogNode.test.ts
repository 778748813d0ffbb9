import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { DEFAULT_LOG_SCRIPT, TbLogNode } from '../../../../../server/ruleEngine/nodes/action/TbLogNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { msgOf, startTimed, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;
const device = { entityType: 'DEVICE' as const, id: '00000000-0000-4000-8000-00000000abcd' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbLogNode (action "log")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbLogNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.action.TbLogNode', type: 'ACTION', name: 'log', configDirective: 'tbActionNodeLogConfig' });
    expect(TbLogNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbLogNode.defaultConfiguration).toEqual({ jsScript: DEFAULT_LOG_SCRIPT });
  });

  it('logs the default script text (message and metadata as JSON) at info and passes the message on', async () => {
    const node = await startTimed(server, tenant.tenantId, TbLogNode);
    const msg = msgOf(device, 'POST_TELEMETRY_REQUEST', { temperature: 21 }, { deviceName: 'D1' });
    const routed = await node.run(msg);
    expect(routed.map((r) => r.relations)).toEqual([['Success']]);
    expect(routed[0]!.msg).toBe(msg);
    expect(node.ctx.logLines).toEqual([
      { level: 'info', bindings: expect.objectContaining({ tenantId: tenant.tenantId, msgId: msg.id }), text: '\nIncoming message:\n{"temperature":21}\nIncoming metadata:\n{"deviceName":"D1"}' },
    ]);
    await node.stop();
  });

  it('logs what a custom script returns, with msgType', async () => {
    const node = await startTimed(server, tenant.tenantId, TbLogNode, { jsScript: "return msgType + ': t=' + msg.t + ' by ' + metadata.deviceName;" });
    await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', { t: 5 }, { deviceName: 'D2' }));
    expect(node.ctx.logLines.map((line) => line.text)).toEqual(['POST_TELEMETRY_REQUEST: t=5 by D2']);
    await node.stop();
  });

  it('fails the message when the script throws or returns no string, logging nothing', async () => {
    for (const jsScript of ["throw new Error('boom');", 'return 42;', 'while (true) {}']) {
      const node = await startTimed(server, tenant.tenantId, TbLogNode, { jsScript });
      const [routed] = await node.run(msgOf(device, 'POST_TELEMETRY_REQUEST', {}));
      expect(routed!.relations).toEqual(['Failure']);
      expect(routed!.error).toBeTruthy();
      expect(node.ctx.logLines).toEqual([]);
      await node.stop();
    }
  });

  it('refuses an empty or uncompilable script at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbLogNode, { jsScript: '  ' })).rejects.toThrow('jsScript should be specified!');
    await expect(startNode(server, tenant.tenantId, TbLogNode, { jsScript: 'return (;' })).rejects.toThrow();
  });
});
