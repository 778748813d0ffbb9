import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmChangeEvent } from '../../../../../server/alarms/types';
import type { RunningServer } from '../../../../../server/main';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { DEFAULT_ALARM_DETAILS_SCRIPT } from '../../../../../server/ruleEngine/nodes/profile/alarmNodeMessages';
import { PROFILE_NODES } from '../../../../../server/ruleEngine/nodes/profile';
import { TbClearAlarmNode } from '../../../../../server/ruleEngine/nodes/profile/TbClearAlarmNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let other: Awaited<ReturnType<typeof newTenantAdmin>>;
const events: AlarmChangeEvent[] = [];
let stopListening: () => void;

const device = (id: string) => ({ entityType: 'DEVICE' as const, id });
async function newDevice(name: string, token = admin.token) {
  return device((await saved(server.url, '/api/device', token, { name })).id.id);
}
async function raise(originator: { entityType: string; id: string }, type = 'General Alarm', token = admin.token, details: unknown = { note: 'hot' }) {
  return saved(server.url, '/api/alarm', token, { type, originator, severity: 'MAJOR', status: 'ACTIVE_UNACK', details });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  other = await newTenantAdmin(server);
  stopListening = ruleEngineOf(server.app)!.services.alarmBus.onAlarm((event) => events.push(event));
});

afterAll(async () => {
  stopListening?.();
  await server?.close();
  await removeTempDirs();
});

describe('action.TbClearAlarmNode', () => {
  it('is listed with the catalogue defaults and relations', () => {
    expect(PROFILE_NODES).toContain(TbClearAlarmNode);
    expect(TbClearAlarmNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.action.TbClearAlarmNode', type: 'ACTION', name: 'clear alarm', configDirective: 'tbActionNodeClearAlarmConfig' });
    expect(TbClearAlarmNode.relationTypes).toEqual(['Cleared', 'False', 'Failure']);
    expect(TbClearAlarmNode.defaultConfiguration).toEqual({ alarmType: 'General Alarm', alarmDetailsBuildJs: DEFAULT_ALARM_DETAILS_SCRIPT });
  });

  it('goes on False when there is no open alarm of the type', async () => {
    const originator = await newDevice('Clear alarm none');
    const node = await startNode(server, admin.tenantId, TbClearAlarmNode);
    try {
      const input = telemetryMsg(originator, { temperature: 20 });
      expect(await node.run(input)).toEqual([{ relations: ['False'], msg: input }]);
      await raise(originator, 'Another type');
      expect((await node.run(input))[0]!.relations).toEqual(['False']);
      expect(node.ctx.enqueued).toEqual([]);
    } finally {
      await node.stop();
    }
  });

  it('clears the open alarm (Cleared, isClearedAlarm, ALARM_CLEAR enqueued, announced), keeping its details by default', async () => {
    const originator = await newDevice('Clear alarm d1');
    const alarm = await raise(originator);
    const node = await startNode(server, admin.tenantId, TbClearAlarmNode);
    try {
      const input = telemetryMsg(originator, { temperature: 20 });
      const [out] = await node.run(input);
      expect(out!.relations).toEqual(['Cleared']);
      expect(out!.msg).toMatchObject({ id: input.id, type: 'ALARM', metadata: { ...input.metadata, isClearedAlarm: 'true' } });
      const cleared = JSON.parse(out!.msg.data);
      expect(cleared).toMatchObject({ id: alarm.id, status: 'CLEARED_UNACK', details: { note: 'hot' } });
      expect(cleared.clearTs).toBeGreaterThan(0);
      expect((await api(server.url, `/api/alarm/${alarm.id.id}`, { token: admin.token })).body).toEqual(cleared);
      expect(node.ctx.enqueued).toHaveLength(1);
      expect(node.ctx.enqueued[0]).toMatchObject({ type: 'ALARM_CLEAR', originator: alarm.id, metadata: { ruleNodeId: node.ctx.self.id } });
      expect(events.filter((e) => e.alarm.id.id === alarm.id.id).map((e) => e.kind)).toEqual(['CREATED', 'CLEARED']);
      // Cleared already: nothing more to do.
      expect((await node.run(input))[0]!.relations).toEqual(['False']);
    } finally {
      await node.stop();
    }
  });

  it('keeps the acknowledgement and sets details from the script', async () => {
    const originator = await newDevice('Clear alarm acked');
    const alarm = await raise(originator, 'Acked');
    expect((await api(server.url, `/api/alarm/${alarm.id.id}/ack`, { method: 'POST', token: admin.token })).status).toBe(200);
    const node = await startNode(server, admin.tenantId, TbClearAlarmNode, {
      alarmType: '${kind}',
      alarmDetailsBuildJs: 'var d = JSON.parse(metadata.prevAlarmDetails); d.clearedAt = msg.temperature; return d;',
    });
    try {
      const [out] = await node.run(telemetryMsg(originator, { temperature: 19 }, { kind: 'Acked' }));
      expect(JSON.parse(out!.msg.data)).toMatchObject({ status: 'CLEARED_ACK', details: { note: 'hot', clearedAt: 19 } });
    } finally {
      await node.stop();
    }
  });

  it('clears the alarm itself when the originator is an alarm, only of its own tenant', async () => {
    const originator = await newDevice('Clear alarm by id');
    const alarm = await raise(originator, 'Whatever type');
    const foreign = await raise(await newDevice('Foreign clear', other.token), 'Whatever type', other.token);
    const node = await startNode(server, admin.tenantId, TbClearAlarmNode);
    try {
      const [out] = await node.run(newMsg({ type: 'ALARM', originator: alarm.id, data: JSON.stringify(alarm) }));
      expect(out!.relations).toEqual(['Cleared']);
      expect(JSON.parse(out!.msg.data).status).toBe('CLEARED_UNACK');
      const [refused] = await node.run(newMsg({ type: 'ALARM', originator: foreign.id, data: '{}' }));
      expect(refused!.relations).toEqual(['False']);
      expect((await api(server.url, `/api/alarm/${foreign.id.id}`, { token: other.token })).body.status).toBe('ACTIVE_UNACK');
    } finally {
      await node.stop();
    }
  });

  it('fails the message when the details script fails', async () => {
    const originator = await newDevice('Clear alarm script error');
    await raise(originator);
    const node = await startNode(server, admin.tenantId, TbClearAlarmNode, { alarmDetailsBuildJs: 'return nope.x;' });
    try {
      const [out] = await node.run(telemetryMsg(originator, { t: 1 }));
      expect(out!.relations).toEqual(['Failure']);
      expect(out!.error).toMatch(/nope/);
    } finally {
      await node.stop();
    }
  });

  it('refuses a bad configuration', async () => {
    await expect(startNode(server, admin.tenantId, TbClearAlarmNode, { alarmType: '' })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, admin.tenantId, TbClearAlarmNode, { alarmDetailsBuildJs: ' ' })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
