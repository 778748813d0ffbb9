import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmChangeEvent } from '../../../../../server/alarms/types';
import type { RunningServer } from '../../../../../server/main';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { DEFAULT_ALARM_DETAILS_SCRIPT } from '../../../../../server/ruleEngine/nodes/profile/alarmNodeMessages';
import { PROFILE_NODES } from '../../../../../server/ruleEngine/nodes/profile';
import { TbCreateAlarmNode } from '../../../../../server/ruleEngine/nodes/profile/TbCreateAlarmNode';
import { newCustomerUser, newTenantAdmin, saved } from '../../../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
const events: AlarmChangeEvent[] = [];
let stopListening: () => void;

const device = (id: string) => ({ entityType: 'DEVICE' as const, id });
async function newDevice(name: string): Promise<{ entityType: 'DEVICE'; id: string }> {
  return device((await saved(server.url, '/api/device', admin.token, { name, type: 'thermostat' })).id.id);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  stopListening = ruleEngineOf(server.app)!.services.alarmBus.onAlarm((event) => events.push(event));
});

afterAll(async () => {
  stopListening?.();
  await server?.close();
  await removeTempDirs();
});

describe('action.TbCreateAlarmNode', () => {
  it('is listed with the catalogue defaults and relations', () => {
    expect(PROFILE_NODES).toContain(TbCreateAlarmNode);
    expect(TbCreateAlarmNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.action.TbCreateAlarmNode', type: 'ACTION', name: 'create alarm', configDirective: 'tbActionNodeCreateAlarmConfig' });
    expect(TbCreateAlarmNode.relationTypes).toEqual(['Created', 'Updated', 'False', 'Failure']);
    expect(TbCreateAlarmNode.defaultConfiguration).toEqual({
      alarmType: 'General Alarm',
      alarmDetailsBuildJs: DEFAULT_ALARM_DETAILS_SCRIPT,
      severity: 'CRITICAL',
      dynamicSeverity: false,
      propagate: false,
      propagateToOwner: false,
      propagateToTenant: false,
      useMessageAlarmData: false,
      relationTypes: [],
    });
  });

  it('creates an alarm (Created, isNewAlarm, ENTITY_CREATED enqueued, announced on the alarm bus), then updates it', async () => {
    const originator = await newDevice('Create alarm d1');
    const node = await startNode(server, admin.tenantId, TbCreateAlarmNode);
    try {
      const input = telemetryMsg(originator, { temperature: 42 }, { ts: '1700000000000' });
      const [created] = await node.run(input);
      expect(created!.relations).toEqual(['Created']);
      expect(created!.msg).toMatchObject({ id: input.id, type: 'ALARM', originator, metadata: { ...input.metadata, isNewAlarm: 'true' } });
      const alarm = JSON.parse(created!.msg.data);
      expect(alarm).toMatchObject({
        type: 'General Alarm',
        name: 'General Alarm',
        originator,
        severity: 'CRITICAL',
        status: 'ACTIVE_UNACK',
        startTs: 1700000000000,
        endTs: 1700000000000,
        details: {},
        propagate: false,
        tenantId: { entityType: 'TENANT', id: admin.tenantId },
      });
      expect((await api(server.url, `/api/alarm/${alarm.id.id}`, { token: admin.token })).body).toEqual(alarm);
      expect(node.ctx.enqueued).toHaveLength(1);
      expect(node.ctx.enqueued[0]).toMatchObject({ type: 'ENTITY_CREATED', originator: alarm.id, metadata: { ruleNodeId: node.ctx.self.id } });
      expect(JSON.parse(node.ctx.enqueued[0]!.data)).toEqual(alarm);
      expect(events.filter((e) => e.alarm.id.id === alarm.id.id).map((e) => e.kind)).toEqual(['CREATED']);

      const [updated] = await node.run(telemetryMsg(originator, { temperature: 43 }));
      expect(updated!.relations).toEqual(['Updated']);
      expect(updated!.msg.metadata.isExistingAlarm).toBe('true');
      const again = JSON.parse(updated!.msg.data);
      expect(again.id).toEqual(alarm.id);
      expect(again.endTs).toBeGreaterThan(alarm.endTs);
      expect(node.ctx.enqueued[1]).toMatchObject({ type: 'ENTITY_UPDATED', originator: alarm.id });
      expect(events.filter((e) => e.alarm.id.id === alarm.id.id).map((e) => e.kind)).toEqual(['CREATED', 'UPDATED']);
    } finally {
      await node.stop();
    }
  });

  it('gives the details script the previous details in metadata.prevAlarmDetails', async () => {
    const originator = await newDevice('Create alarm details');
    const script = 'var d = metadata.prevAlarmDetails ? JSON.parse(metadata.prevAlarmDetails) : {count: 0};\nd.count = d.count + 1; d.t = msg.temperature;\nreturn d;';
    const node = await startNode(server, admin.tenantId, TbCreateAlarmNode, { alarmDetailsBuildJs: script });
    try {
      await node.run(telemetryMsg(originator, { temperature: 31 }));
      const [second] = await node.run(telemetryMsg(originator, { temperature: 32 }));
      expect(JSON.parse(second!.msg.data).details).toEqual({ count: 2, t: 32 });
      // The script's metadata change is not the output's: the input metadata goes on.
      expect(second!.msg.metadata.prevAlarmDetails).toBeUndefined();
    } finally {
      await node.stop();
    }
  });

  it('takes the type from ${metadata} and $[data] patterns and a dynamic severity pattern', async () => {
    const originator = await newDevice('Create alarm patterns');
    const node = await startNode(server, admin.tenantId, TbCreateAlarmNode, { alarmType: '${deviceType} $[sensor]', severity: '${level}', dynamicSeverity: true });
    try {
      const [out] = await node.run(telemetryMsg(originator, { sensor: 'overheat' }, { deviceType: 'boiler', level: 'MINOR' }));
      expect(JSON.parse(out!.msg.data)).toMatchObject({ type: 'boiler overheat', severity: 'MINOR' });
      const [failed] = await node.run(telemetryMsg(originator, { sensor: 'other' }, { deviceType: 'boiler', level: 'HUGE' }));
      expect(failed!.relations).toEqual(['Failure']);
      expect(failed!.error).toBe('Used incorrect pattern or Alarm Severity not included in message');
    } finally {
      await node.stop();
    }
  });

  it('propagates to related entities of the chosen relation types, the owner and the tenant', async () => {
    const originator = await newDevice('Create alarm propagation');
    const customer = await newCustomerUser(server, admin.tenantId, 'Alarm node customer');
    expect((await api(server.url, `/api/customer/${customer.customerId}/device/${originator.id}`, { method: 'POST', token: admin.token })).status).toBe(200);
    const building = (await saved(server.url, '/api/asset', admin.token, { name: 'Alarm node building', type: 'building' })).id;
    const yard = (await saved(server.url, '/api/asset', admin.token, { name: 'Alarm node yard', type: 'yard' })).id;
    await saved(server.url, '/api/relation', admin.token, { from: building, to: originator, type: 'Contains' });
    await saved(server.url, '/api/relation', admin.token, { from: yard, to: originator, type: 'Manages' });
    const node = await startNode(server, admin.tenantId, TbCreateAlarmNode, { propagate: true, relationTypes: ['Contains'], propagateToOwner: true, propagateToTenant: true, alarmType: 'Propagated' });
    try {
      const [out] = await node.run(telemetryMsg(originator, { temperature: 50 }));
      const alarm = JSON.parse(out!.msg.data);
      expect(alarm).toMatchObject({ propagate: true, propagateToOwner: true, propagateToTenant: true, propagateRelationTypes: ['Contains'], customerId: { id: customer.customerId } });
      const shownOn = events.find((e) => e.alarm.id.id === alarm.id.id)!.shownOn.map((id) => id.id);
      expect(shownOn.sort()).toEqual([originator.id, building.id, customer.customerId, admin.tenantId].sort());
      const onBuilding = await api(server.url, `/api/alarm/ASSET/${building.id}?pageSize=10&page=0`, { token: admin.token });
      expect(onBuilding.body.data.map((a: { id: { id: string } }) => a.id.id)).toEqual([alarm.id.id]);
      const onYard = await api(server.url, `/api/alarm/ASSET/${yard.id}?pageSize=10&page=0`, { token: admin.token });
      expect(onYard.body.data).toEqual([]);
    } finally {
      await node.stop();
    }
  });

  it('with useMessageAlarmData takes the alarm from the message data', async () => {
    const originator = await newDevice('Create alarm from message');
    const node = await startNode(server, admin.tenantId, TbCreateAlarmNode, { useMessageAlarmData: true });
    try {
      const msg = newMsg({ type: 'ALARM_REQUEST', originator, data: JSON.stringify({ type: 'From message', severity: 'MAJOR', details: { x: 1 }, propagateToTenant: true }) });
      const [created] = await node.run(msg);
      expect(created!.relations).toEqual(['Created']);
      expect(JSON.parse(created!.msg.data)).toMatchObject({ type: 'From message', severity: 'MAJOR', status: 'ACTIVE_UNACK', details: { x: 1 }, propagateToTenant: true, originator });
      const [updated] = await node.run(newMsg({ ...msg, data: JSON.stringify({ type: 'From message', severity: 'WARNING' }) }));
      expect(updated!.relations).toEqual(['Updated']);
      expect(JSON.parse(updated!.msg.data)).toMatchObject({ severity: 'WARNING', details: { x: 1 }, propagateToTenant: false });
      const [bad] = await node.run(newMsg({ ...msg, data: '"just text"' }));
      expect(bad!.relations).toEqual(['Failure']);
    } finally {
      await node.stop();
    }
  });

  it('creates a new alarm once the previous one was cleared', async () => {
    const originator = await newDevice('Create alarm after clear');
    const node = await startNode(server, admin.tenantId, TbCreateAlarmNode);
    try {
      const first = JSON.parse((await node.run(telemetryMsg(originator, { t: 1 })))[0]!.msg.data);
      expect((await api(server.url, `/api/alarm/${first.id.id}/clear`, { method: 'POST', token: admin.token })).status).toBe(200);
      const [second] = await node.run(telemetryMsg(originator, { t: 2 }));
      expect(second!.relations).toEqual(['Created']);
      expect(JSON.parse(second!.msg.data).id.id).not.toBe(first.id.id);
    } finally {
      await node.stop();
    }
  });

  it('fails the message when the details script fails', async () => {
    const originator = await newDevice('Create alarm script error');
    const node = await startNode(server, admin.tenantId, TbCreateAlarmNode, { alarmDetailsBuildJs: 'throw new Error("boom");' });
    try {
      const [out] = await node.run(telemetryMsg(originator, { t: 1 }));
      expect(out!.relations).toEqual(['Failure']);
      expect(out!.error).toContain('boom');
    } finally {
      await node.stop();
    }
  });

  it('refuses a bad configuration', async () => {
    await expect(startNode(server, admin.tenantId, TbCreateAlarmNode, { severity: 'HUGE' })).rejects.toThrow(new RuleNodeConfigError('Incorrect Alarm Severity value: HUGE'));
    await expect(startNode(server, admin.tenantId, TbCreateAlarmNode, { alarmType: ' ' })).rejects.toBeInstanceOf(RuleNodeConfigError);
    await expect(startNode(server, admin.tenantId, TbCreateAlarmNode, { alarmDetailsBuildJs: '' })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
