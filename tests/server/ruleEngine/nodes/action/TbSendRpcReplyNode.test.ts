import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbSendRpcReplyNode } from '../../../../../server/ruleEngine/nodes/action/TbSendRpcReplyNode';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';
import { create, msgOf, type Tenant } from './actionHelpers';

let server: RunningServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const rpc = () => ruleEngineOf(server.app)!.services.rpc;
const META = { requestId: '5', serviceId: 'tessera', sessionId: 's-1' };

describe('TbSendRpcReplyNode (action "rpc call reply")', () => {
  it('has the catalogue definition and defaults', () => {
    expect(TbSendRpcReplyNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.rpc.TbSendRPCReplyNode', type: 'ACTION', name: 'rpc call reply', configDirective: 'tbActionNodeRpcReplyConfig' });
    expect(TbSendRpcReplyNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbSendRpcReplyNode.defaultConfiguration).toEqual({ serviceIdMetaDataAttribute: 'serviceId', sessionIdMetaDataAttribute: 'sessionId', requestIdMetaDataAttribute: 'requestId' });
  });

  it('hands the data to the device request waiting under metadata requestId, then goes on Success', async () => {
    const device = await create(server, tenant, '/api/device', { name: 'Asking device' });
    const waiting = rpc().awaitClientReply(device.id, '5');
    const node = await startNode(server, tenant.tenantId, TbSendRpcReplyNode);
    const msg = msgOf(device, 'TO_SERVER_RPC_REQUEST', { time: 42 }, META);
    expect(await node.run(msg)).toEqual([{ relations: ['Success'], msg }]);
    expect(waiting.reply()).toEqual({ time: 42 });
    waiting.cancel();

    // Text that is not JSON is the reply as it is; a reply nobody waits for is dropped, the message still succeeds.
    const text = rpc().awaitClientReply(device.id, '6');
    await node.run(msgOf(device, 'TO_SERVER_RPC_REQUEST', 'plain text', { ...META, requestId: '6' }));
    expect(text.reply()).toBe('plain text');
    text.cancel();
    expect((await node.run(msgOf(device, 'TO_SERVER_RPC_REQUEST', {}, { ...META, requestId: '99' })))[0]!.relations).toEqual(['Success']);
  });

  it('reads the ids from the configured metadata keys', async () => {
    const device = await create(server, tenant, '/api/device', { name: 'Custom keys device' });
    const waiting = rpc().awaitClientReply(device.id, 'r-1');
    const node = await startNode(server, tenant.tenantId, TbSendRpcReplyNode, { requestIdMetaDataAttribute: 'rid', serviceIdMetaDataAttribute: 'sid', sessionIdMetaDataAttribute: 'ses' });
    await node.run(msgOf(device, 'X', { ok: true }, { rid: 'r-1', sid: 'a', ses: 'b' }));
    expect(waiting.reply()).toEqual({ ok: true });
    waiting.cancel();
  });

  it('fails non-device originators, missing ids and an empty body', async () => {
    const device = await create(server, tenant, '/api/device', { name: 'Failing device' });
    const node = await startNode(server, tenant.tenantId, TbSendRpcReplyNode);
    const cases: [typeof device, string, Record<string, string>, string][] = [
      [{ ...device, entityType: 'ASSET' }, '{}', META, 'Message originator is not a device entity!'],
      [device, '{}', { ...META, requestId: '' }, 'Request id is not present in the metadata!'],
      [device, '{}', { requestId: '1', sessionId: 's' }, 'Service id is not present in the metadata!'],
      [device, '{}', { requestId: '1', serviceId: 's' }, 'Session id is not present in the metadata!'],
      [device, '', META, 'Request body is empty!'],
    ];
    for (const [originator, data, metadata, error] of cases) {
      const [routed] = await node.run(msgOf(originator, 'X', data, metadata));
      expect(routed!.relations).toEqual(['Failure']);
      expect(routed!.error).toBe(error);
    }
  });

  it('refuses a bad configuration at init', async () => {
    await expect(startNode(server, tenant.tenantId, TbSendRpcReplyNode, { requestIdMetaDataAttribute: '' })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
