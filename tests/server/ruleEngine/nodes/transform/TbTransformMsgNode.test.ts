import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbTransformMsgNode } from '../../../../../server/ruleEngine/nodes/transform/TbTransformMsgNode';
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

describe('TbTransformMsgNode (transformation "script")', () => {
  it('by default passes the message on as it came', async () => {
    expect(TbTransformMsgNode).toMatchObject({ name: 'script', type: 'TRANSFORMATION', configDirective: 'tbTransformationNodeScriptConfig' });
    expect(TbTransformMsgNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbTransformMsgNode.defaultConfiguration).toEqual({ jsScript: 'return {msg: msg, metadata: metadata, msgType: msgType};' });
    const node = await startNode(server, tenantId, TbTransformMsgNode);
    const msg = telemetryMsg(device, { temperature: 21.5, nested: { a: [1, 2] } }, { zone: 'A' });
    const [routed] = await node.run(msg);
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg).toEqual(msg);
    await node.stop();
  });

  it('replaces what the script returns, keeps the rest, and never changes the originator or id', async () => {
    const node = await startNode(server, tenantId, TbTransformMsgNode, {
      jsScript: 'metadata.count = 3; metadata.ok = true; return {msg: {f: msg.temperature * 9 / 5 + 32}, metadata: metadata, msgType: "FAHRENHEIT"};',
    });
    const msg = telemetryMsg(device, { temperature: 20 }, { zone: 'A' });
    const [routed] = await node.run(msg);
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg).toMatchObject({ id: msg.id, originator: device, type: 'FAHRENHEIT', data: '{"f":68}', metadata: { ...msg.metadata, count: '3', ok: 'true' } });

    const partial = await startNode(server, tenantId, TbTransformMsgNode, { jsScript: 'return {msgType: "ONLY_TYPE"};' });
    const [kept] = await partial.run(msg);
    expect(kept!.msg).toEqual({ ...msg, type: 'ONLY_TYPE' });
    const text = await startNode(server, tenantId, TbTransformMsgNode, { jsScript: 'return {msg: "plain"};' });
    expect((await text.run(msg))[0]!.msg.data).toBe('plain');
    await Promise.all([node.stop(), partial.stop(), text.stop()]);
  });

  it('sends one message per object of a returned array, all via Success', async () => {
    const node = await startNode(server, tenantId, TbTransformMsgNode, {
      jsScript: 'return Object.keys(msg).map(function (key) { var m = {}; m[key] = msg[key]; return {msg: m, metadata: {key: key}}; });',
    });
    const msg = telemetryMsg(device, { temperature: 20, humidity: 40 });
    const routed = await node.run(msg);
    expect(routed.map((r) => [r.relations, r.msg.data, r.msg.metadata, r.msg.type, r.msg.originator])).toEqual([
      [['Success'], '{"temperature":20}', { key: 'temperature' }, 'POST_TELEMETRY_REQUEST', device],
      [['Success'], '{"humidity":40}', { key: 'humidity' }, 'POST_TELEMETRY_REQUEST', device],
    ]);
    await node.stop();
  });

  it.each([
    ['an empty array', 'return [];', 'Script returned no messages'],
    ['nothing', 'msg.x = 1;', 'Wrong result type: undefined'],
    ['a number', 'return 42;', 'Wrong result type: number'],
    ['metadata that is not an object', 'return {metadata: "x"};', 'Wrong metadata type: expected an object'],
    ['a thrown error', 'throw new Error("cannot transform");', 'cannot transform'],
  ])('fails the message for %s', async (_name, jsScript, error) => {
    const node = await startNode(server, tenantId, TbTransformMsgNode, { jsScript });
    const msg = telemetryMsg(device, { temperature: 20 });
    const routed = await node.run(msg);
    expect(routed).toHaveLength(1);
    expect(routed[0]!.relations).toEqual(['Failure']);
    expect(routed[0]!.error).toContain(error);
    expect(routed[0]!.msg.data).toBe(msg.data);
    await node.stop();
  });

  it('refuses an empty script and one that does not compile', async () => {
    await expect(startNode(server, tenantId, TbTransformMsgNode, { jsScript: '' })).rejects.toMatchObject({ name: 'RuleNodeConfigError', message: 'jsScript should be specified!' });
    await expect(startNode(server, tenantId, TbTransformMsgNode, { jsScript: 'return {' })).rejects.toThrow();
  });
});
