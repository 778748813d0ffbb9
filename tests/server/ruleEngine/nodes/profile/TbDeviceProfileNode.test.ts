import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmChangeEvent } from '../../../../../server/alarms/types';
import type { RunningServer } from '../../../../../server/main';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { RuleNodeConfigError } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { PROFILE_NODES } from '../../../../../server/ruleEngine/nodes/profile';
import { TbDeviceProfileNode } from '../../../../../server/ruleEngine/nodes/profile/TbDeviceProfileNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg, type StartedNode } from '../../nodeHarness';
import { alarmsOf, eventually, newProfile, newProfileDevice } from './profileTestHelpers';
import { duration, numeric, profileAlarm, repeating, rule } from './ruleFixtures';

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let node: StartedNode;
const events: AlarmChangeEvent[] = [];
let stopListening: () => void;

const HOT = profileAlarm(
  'High Temperature',
  { CRITICAL: rule([numeric('temperature', 'GREATER', 30)], undefined, { alarmDetails: 'Temperature is ${temperature}' }) },
  rule([numeric('temperature', 'LESS', 25)]),
);

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  stopListening = ruleEngineOf(server.app)!.services.alarmBus.onAlarm((event) => events.push(event));
  node = await startNode(server, admin.tenantId, TbDeviceProfileNode);
});

afterAll(async () => {
  await node?.stop();
  stopListening?.();
  await server?.close();
  await removeTempDirs();
});

const relationsOf = (routed: { relations: string[] }[]) => routed.map((r) => r.relations.join('|'));

describe('profile.TbDeviceProfileNode', () => {
  it('is listed with the catalogue defaults and relations', () => {
    expect(PROFILE_NODES[0]).toBe(TbDeviceProfileNode);
    expect(TbDeviceProfileNode).toMatchObject({
      clazz: 'org.thingsboard.rule.engine.profile.TbDeviceProfileNode',
      name: 'device profile',
      customRelations: true,
      configDirective: 'tbDeviceProfileConfig',
      defaultConfiguration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
    });
    expect(TbDeviceProfileNode.relationTypes).toEqual(['Alarm Created', 'Alarm Updated', 'Alarm Severity Updated', 'Alarm Cleared', 'Success', 'Failure']);
  });

  it('passes other originators, and devices whose profile has no alarms, on Success', async () => {
    const asset = { entityType: 'ASSET' as const, id: (await saved(server.url, '/api/asset', admin.token, { name: 'Profile node asset', type: 'a' })).id.id };
    const plain = await newProfileDevice(server, admin.token, 'No alarms device', admin.defaultProfileId);
    for (const originator of [asset, plain]) {
      const input = telemetryMsg(originator, { temperature: 99 });
      expect(await node.run(input)).toEqual([{ relations: ['Success'], msg: input }]);
    }
    expect(await alarmsOf(server, admin.token, plain)).toEqual([]);
  });

  it('acknowledges the message of a device that does not exist', async () => {
    const ghost = telemetryMsg({ entityType: 'DEVICE', id: '00000000-0000-4000-8000-00000000dead' }, { temperature: 1 });
    expect(await node.run(ghost)).toEqual([]);
    expect(node.ctx.acked).toContainEqual(ghost);
  });

  it('creates, updates and clears the alarm of a SIMPLE rule; the input always goes on Success', async () => {
    const profile = await newProfile(server, admin.token, 'Simple alarms', [HOT]);
    const device = await newProfileDevice(server, admin.token, 'Simple device', profile.id.id);
    const input = telemetryMsg(device, { temperature: 35 }, { ts: '1700000000000' });
    const created = await node.run(input);
    expect(relationsOf(created)).toEqual(['Alarm Created', 'Success']);
    expect(created[1]!.msg).toBe(input);
    const alarmMsg = created[0]!.msg;
    expect(alarmMsg).toMatchObject({ type: 'ALARM', originator: device, metadata: { ...input.metadata, isNewAlarm: 'true' } });
    expect(alarmMsg.id).not.toBe(input.id);
    const alarm = JSON.parse(alarmMsg.data);
    expect(alarm).toMatchObject({ type: 'High Temperature', severity: 'CRITICAL', status: 'ACTIVE_UNACK', startTs: 1700000000000, details: { data: 'Temperature is 35' }, originator: device });
    expect((await alarmsOf(server, admin.token, device)).map((a) => a.id.id)).toEqual([alarm.id.id]);

    const updated = await node.run(telemetryMsg(device, { temperature: 36 }));
    expect(relationsOf(updated)).toEqual(['Alarm Updated', 'Success']);
    expect(updated[0]!.msg.metadata.isExistingAlarm).toBe('true');
    expect(JSON.parse(updated[0]!.msg.data)).toMatchObject({ id: alarm.id, details: { data: 'Temperature is 36' } });

    // Between the thresholds nothing happens; below the clear threshold the alarm clears.
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 27 })))).toEqual(['Success']);
    const cleared = await node.run(telemetryMsg(device, { temperature: 20 }));
    expect(relationsOf(cleared)).toEqual(['Alarm Cleared', 'Success']);
    expect(cleared[0]!.msg.metadata.isClearedAlarm).toBe('true');
    expect(JSON.parse(cleared[0]!.msg.data)).toMatchObject({ id: alarm.id, status: 'CLEARED_UNACK' });
    expect(events.filter((e) => e.alarm.id.id === alarm.id.id).map((e) => e.kind)).toEqual(['CREATED', 'UPDATED', 'CLEARED']);
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 20 })))).toEqual(['Success']);
  });

  it('escalates to the highest matching severity and never lowers it', async () => {
    const profile = await newProfile(server, admin.token, 'Severity alarms', [
      profileAlarm('Heat', { WARNING: rule([numeric('temperature', 'GREATER', 30)]), CRITICAL: rule([numeric('temperature', 'GREATER', 50)]) }),
    ]);
    const device = await newProfileDevice(server, admin.token, 'Severity device', profile.id.id);
    const first = await node.run(telemetryMsg(device, { temperature: 35 }));
    expect(relationsOf(first)).toEqual(['Alarm Created', 'Success']);
    expect(JSON.parse(first[0]!.msg.data).severity).toBe('WARNING');
    const escalated = await node.run(telemetryMsg(device, { temperature: 55 }));
    expect(relationsOf(escalated)).toEqual(['Alarm Severity Updated', 'Success']);
    expect(escalated[0]!.msg.metadata).toMatchObject({ isExistingAlarm: 'true', isSeverityUpdated: 'true' });
    expect(JSON.parse(escalated[0]!.msg.data).severity).toBe('CRITICAL');
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 35 })))).toEqual(['Success']);
    expect((await alarmsOf(server, admin.token, device)).map((a) => a.severity)).toEqual(['CRITICAL']);
  });

  it('REPEATING raises after the count of consecutive matches; unrelated keys neither count nor reset', async () => {
    const profile = await newProfile(server, admin.token, 'Repeating alarms', [profileAlarm('Repeated heat', { MAJOR: rule([numeric('temperature', 'GREATER', 30)], repeating(3)) })]);
    const device = await newProfileDevice(server, admin.token, 'Repeating device', profile.id.id);
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 31 })))).toEqual(['Success']);
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 32 })))).toEqual(['Success']);
    expect(relationsOf(await node.run(telemetryMsg(device, { humidity: 50 })))).toEqual(['Success']);
    const third = await node.run(telemetryMsg(device, { temperature: 33 }));
    expect(relationsOf(third)).toEqual(['Alarm Created', 'Success']);
    expect(third[0]!.msg.metadata.alarmConditionRepeats).toBe('3');
    // A non-matching value resets the count.
    const other = await newProfileDevice(server, admin.token, 'Repeating reset device', profile.id.id);
    for (const temperature of [31, 32, 20, 31, 32]) expect(relationsOf(await node.run(telemetryMsg(other, { temperature })))).toEqual(['Success']);
  });

  it('DURATION raises once the duration passed: on the next message, or by the periodic check without one', async () => {
    const profile = await newProfile(server, admin.token, 'Duration alarms', [profileAlarm('Long heat', { MAJOR: rule([numeric('temperature', 'GREATER', 30)], duration(1)) })]);
    const byMessage = await newProfileDevice(server, admin.token, 'Duration by message', profile.id.id);
    const t0 = 1_700_000_000_000;
    expect(relationsOf(await node.run(telemetryMsg(byMessage, { temperature: 35 }, { ts: String(t0) })))).toEqual(['Success']);
    expect(relationsOf(await node.run(telemetryMsg(byMessage, { temperature: 35 }, { ts: String(t0 + 900) })))).toEqual(['Success']);
    const late = await node.run(telemetryMsg(byMessage, { temperature: 36 }, { ts: String(t0 + 1500) }));
    expect(relationsOf(late)).toEqual(['Alarm Created', 'Success']);
    expect(late[0]!.msg.metadata.alarmConditionDuration).toBe('1500');

    const byTimer = await newProfileDevice(server, admin.token, 'Duration by timer', profile.id.id);
    const started = Date.now();
    const input = telemetryMsg(byTimer, { temperature: 35 }, { ts: String(started), marker: 'last' });
    expect(relationsOf(await node.run(input))).toEqual(['Success']);
    const raised = await eventually(() => node.ctx.on('Alarm Created').find((msg) => msg.originator.id === byTimer.id), 4000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(raised.metadata).toMatchObject({ marker: 'last', isNewAlarm: 'true' });
    expect(Number(raised.metadata.alarmConditionDuration)).toBeGreaterThan(1000);
    expect(JSON.parse(raised.data)).toMatchObject({ type: 'Long heat', severity: 'MAJOR' });
    // The periodic check does not re-save the same alarm every second.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(node.ctx.routed.filter((r) => r.msg.originator.id === byTimer.id && r.relations[0] !== 'Success')).toHaveLength(1);
  });

  it('fails a malformed telemetry payload of a device with alarm rules', async () => {
    const profile = await newProfile(server, admin.token, 'Malformed alarms', [HOT]);
    const device = await newProfileDevice(server, admin.token, 'Malformed device', profile.id.id);
    const [out] = await node.run(newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: device, data: '{not json' }));
    expect(out!.relations).toEqual(['Failure']);
    expect(out!.error).toMatch(/Invalid JSON/);
  });

  it('refuses a bad configuration', async () => {
    await expect(startNode(server, admin.tenantId, TbDeviceProfileNode, { persistAlarmRulesState: 'yes' as never })).rejects.toBeInstanceOf(RuleNodeConfigError);
  });
});
