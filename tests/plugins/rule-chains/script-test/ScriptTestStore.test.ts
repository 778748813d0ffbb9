import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../server/main';
import { RuleChainApi } from '../../../../plugins/rule-chains/api/ruleChainApi';
import { defaultArgNames, sampleMessage, ScriptTestStore } from '../../../../plugins/rule-chains/script-test/ScriptTestStore';
import { messageOfDebugIn, ScriptTestService } from '../../../../plugins/rule-chains/script-test/ScriptTestService';
import { SCRIPT_TEST_SPLIT } from '../../../../plugins/rule-chains/script-test/ScriptTestDialog';
import { messageTypeName, messageTypeOf } from '../../../../plugins/rule-chains/script-test/messageTypes';
import { serverHttp } from '../../../dashboard/serverHttp';
import { newTenantAdmin } from '../../../server/entityHelpers';
import { removeTempDirs, startTestServer } from '../../../server/helpers';
import { chainWithDebugFilter, pushThrough, recordingNotifications } from '../consoleHarness';

/*
 * The script test dialog's state (seed 001 §2.2, §4, §5, §8) against the real server's
 * testScript: output or an error toast, validation, Save only for a valid changed script
 * and only after a passing test, and the node's last input as the opening message.
 */

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let api: RuleChainApi;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  api = new RuleChainApi(serverHttp(server.url, admin.token), admin.tenantId);
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const storeFor = (script: string, scriptType: 'filter' | 'update' | 'generate' = 'filter') => {
  const notifications = recordingNotifications();
  const store = new ScriptTestStore({ testScript: (r) => api.testScript(r), notifications }, { script, scriptType, functionTitle: 'Filter' }, sampleMessage(1700000000000));
  return { store, notifications };
};

describe('ScriptTestStore', () => {
  it('opens with ThingsBoard’s sample message and the argument names of the script type', () => {
    const { store } = storeFor('return true;');
    expect(store.msgType).toBe('POST_TELEMETRY_REQUEST');
    expect(JSON.parse(store.message)).toEqual({ temperature: 22.4, humidity: 78 });
    expect(store.metadata).toEqual([{ key: 'deviceName', value: 'Test Device' }, { key: 'deviceType', value: 'default' }, { key: 'ts', value: '1700000000000' }]);
    expect(store.argNames).toEqual(['msg', 'metadata', 'msgType']);
    expect(defaultArgNames('generate')).toEqual(['prevMsg', 'prevMetadata', 'prevMsgType']);
    expect(SCRIPT_TEST_SPLIT).toEqual({ columns: 35, rows: 50, gutter: 8 });
  });

  it('shows the server’s output of a test, tidied', async () => {
    const { store, notifications } = storeFor('return msg.temperature > 20;');
    expect(await store.runTest()).toBe(true);
    expect(store.output).toBe('true');
    const update = storeFor('return {msg: {t: msg.temperature}, metadata: metadata, msgType: "CUSTOM"};', 'update').store;
    expect(await update.runTest()).toBe(true);
    expect(JSON.parse(update.output)).toEqual({ msg: { t: 22.4 }, metadata: { deviceName: 'Test Device', deviceType: 'default', ts: '1700000000000' }, msgType: 'CUSTOM' });
    expect(update.output).toContain('\n    "msg"');
    expect(notifications.shown).toEqual([]);
  });

  it('shows a script error as an error toast and clears the output', async () => {
    const { store, notifications } = storeFor('return msg.temperature > 20;');
    await store.runTest();
    store.setScript('return msg.nothing.here;');
    expect(await store.runTest()).toBe(false);
    expect(store.output).toBe('');
    expect(notifications.shown).toEqual([{ message: expect.stringMatching(/undefined/), type: 'error' }]);
  });

  it('requires a message type, metadata with keys and values, and message JSON that parses', async () => {
    const { store } = storeFor('return true;');
    store.setMsgType(' ');
    expect(store.msgTypeError).toBe('rulenode.message-type-required');
    store.setMsgType(messageTypeOf('Post attributes'));
    expect(store.msgType).toBe('POST_ATTRIBUTES_REQUEST');
    expect(messageTypeName('MY_TYPE')).toBe('MY_TYPE');
    store.setMessage('{"a": ');
    expect(store.messageError).toBe('rulenode.script-test.message-json-invalid');
    store.setMessage('{"a": 1}');
    store.addMetadataRow();
    expect(store.metadataError).toBe('rulenode.script-test.metadata-row-required');
    store.setMetadataRow(3, { key: 'k', value: 'v' });
    expect(store.metadataError).toBeNull();
    for (let i = 3; i >= 0; i -= 1) store.removeMetadataRow(i);
    expect(store.metadataError).toBe('rulenode.script-test.metadata-required');
    expect(store.isValid).toBe(false);
    expect(await store.runTest()).toBe(false);
  });

  it('saves only a valid, changed script, and only after a test without error', async () => {
    const { store } = storeFor('return true;');
    expect(store.canSave).toBe(false);
    store.setScript('return msg.humidity > 50;');
    expect(store.canSave).toBe(true);
    expect(await store.save()).toBe('return msg.humidity > 50;');
    store.setScript('return msg.humidity.x.y;');
    expect(await store.save()).toBeUndefined();
    store.setScript('return true;');
    expect(store.canSave).toBe(false);
  });
});

describe('ScriptTestService', () => {
  it('opens with the node’s last input message and resolves with the saved script', async () => {
    const { chainId, nodeId } = await chainWithDebugFilter(server, admin.token, 'Script source');
    await pushThrough(server, admin.tenantId, chainId, [{ temperature: 41, unit: 'C' }], { deviceName: 'Boiler', attempt: '2' });
    const service = new ScriptTestService({ testScript: (r) => api.testScript(r), debugIn: (id) => api.debugIn(id), notifications: recordingNotifications(), ruleNodeId: nodeId });
    const result = service.open({ script: 'return msg.temperature > 30;', scriptType: 'filter' });
    await expect.poll(() => service.current).not.toBeNull();
    const store = service.current!.store;
    expect(JSON.parse(store.message)).toEqual({ temperature: 41, unit: 'C' });
    expect(store.metadata).toEqual([{ key: 'deviceName', value: 'Boiler' }, { key: 'attempt', value: '2' }]);
    store.setScript('return msg.temperature > 40;');
    const saved = await store.save();
    service.close(saved);
    expect(await result).toBe('return msg.temperature > 40;');
    expect(service.current).toBeNull();
  });

  it('answers undefined to a test closed without saving, and falls back to the sample without a debug input', async () => {
    const service = new ScriptTestService({ testScript: (r) => api.testScript(r), debugIn: async () => null, notifications: recordingNotifications() });
    const result = service.open({ script: 'return true;', scriptType: 'filter' });
    await expect.poll(() => service.current).not.toBeNull();
    expect(service.current!.store.msgType).toBe('POST_TELEMETRY_REQUEST');
    service.close(undefined);
    expect(await result).toBeUndefined();
    expect(messageOfDebugIn({ type: 'IN', msgType: '', relationType: null, data: 'not json', metadata: '', error: null }, 5).msg).toBe('not json');
  });
});
