import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import type { KvValue } from '../../../../../server/store/TelemetryStore';
import { ruleEngineOf } from '../../../../../server/ruleEngine/createRuleEngine';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { TbDeviceProfileNode } from '../../../../../server/ruleEngine/nodes/profile/TbDeviceProfileNode';
import { newCustomerUser, newTenantAdmin, saved } from '../../../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg, type StartedNode } from '../../nodeHarness';
import { alarmsOf, changeProfileAlarms, newProfile, newProfileDevice, type DeviceRef } from './profileTestHelpers';
import { bool, duration, numeric, profileAlarm, rule, text } from './ruleFixtures';

/*
 * Where alarm rules read their values from (attributes, entity fields, dynamic values of
 * device, customer and tenant), schedules, propagation, and how the node follows
 * changes made elsewhere: profile edits, alarms cleared by a user, deleted devices.
 */

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let node: StartedNode;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  node = await startNode(server, admin.tenantId, TbDeviceProfileNode, { persistAlarmRulesState: true });
});

afterAll(async () => {
  await node?.stop();
  await server?.close();
  await removeTempDirs();
});

const relationsOf = (routed: { relations: string[] }[]) => routed.map((r) => r.relations.join('|'));
const services = () => ruleEngineOf(server.app)!.services;
/** Stored through the telemetry service: REST would also run the tenant's root chain, whose own device profile node would see it. */
const saveAttribute = (device: DeviceRef, key: string, value: KvValue) => services().telemetry.saveAttributes(admin.tenantId, device, 'SERVER_SCOPE', [{ key, value }]);
const attributesUpdated = (device: DeviceRef, data: unknown, scope = 'SHARED_SCOPE') => newMsg({ type: 'ATTRIBUTES_UPDATED', originator: device, data: JSON.stringify(data), metadata: { scope } });

describe('profile.TbDeviceProfileNode rules', () => {
  it('reads stored attributes at the first message and attribute updates from messages', async () => {
    const profile = await newProfile(server, admin.token, 'Attribute alarms', [
      profileAlarm('Door open', { MINOR: rule([bool('open', 'EQUAL', true, 'ATTRIBUTE'), text('name', 'STARTS_WITH', 'Door', 'ENTITY_FIELD')]) }, rule([bool('open', 'EQUAL', false, 'ATTRIBUTE')])),
    ]);
    const device = await newProfileDevice(server, admin.token, 'Door sensor', profile.id.id);
    await saveAttribute(device, 'open', { type: 'BOOLEAN', value: true });
    // The stored attribute counts once the rule is evaluated, which an attribute message triggers.
    expect(relationsOf(await node.run(attributesUpdated(device, { other: 1 }, 'SERVER_SCOPE')))).toEqual(['Success']);
    expect(relationsOf(await node.run(attributesUpdated(device, { open: true }, 'SERVER_SCOPE')))).toEqual(['Alarm Created', 'Success']);
    expect(relationsOf(await node.run(attributesUpdated(device, { open: false })))).toEqual(['Alarm Cleared', 'Success']);
    const deleted = newMsg({ type: 'ATTRIBUTES_DELETED', originator: device, data: JSON.stringify({ attributes: ['open'] }) });
    expect(relationsOf(await node.run(deleted))).toEqual(['Success']);
  });

  it('compares with dynamic values of the device, and of its customer and tenant when inherited', async () => {
    const dynamic = (sourceType: string, inherit: boolean) => ({ sourceType, sourceAttribute: 'limit', inherit });
    const profile = await newProfile(server, admin.token, 'Dynamic alarms', [
      profileAlarm('Over limit', { MAJOR: rule([numeric('temperature', 'GREATER', 100, 'TIME_SERIES', dynamic('CURRENT_DEVICE', true))]) }),
    ]);
    const own = await newProfileDevice(server, admin.token, 'Dynamic own limit', profile.id.id);
    await saveAttribute(own, 'limit', { type: 'LONG', value: 40 });
    expect(relationsOf(await node.run(telemetryMsg(own, { temperature: 45 })))).toEqual(['Alarm Created', 'Success']);

    const customer = await newCustomerUser(server, admin.tenantId, 'Dynamic customer');
    const inherited = await newProfileDevice(server, admin.token, 'Dynamic customer limit', profile.id.id);
    expect((await api(server.url, `/api/customer/${customer.customerId}/device/${inherited.id}`, { method: 'POST', token: admin.token })).status).toBe(200);
    await services().telemetry.saveAttributes(admin.tenantId, { entityType: 'TENANT', id: admin.tenantId }, 'SERVER_SCOPE', [{ key: 'limit', value: { type: 'LONG', value: 10 } }]);
    await services().telemetry.saveAttributes(admin.tenantId, { entityType: 'CUSTOMER', id: customer.customerId }, 'SERVER_SCOPE', [{ key: 'limit', value: { type: 'LONG', value: 60 } }]);
    // The customer's 60 wins over the tenant's 10.
    expect(relationsOf(await node.run(telemetryMsg(inherited, { temperature: 45 })))).toEqual(['Success']);
    expect(relationsOf(await node.run(telemetryMsg(inherited, { temperature: 65 })))).toEqual(['Alarm Created', 'Success']);
    // Unassigned, only the tenant's limit is left.
    const tenantOnly = await newProfileDevice(server, admin.token, 'Dynamic tenant limit', profile.id.id);
    expect(relationsOf(await node.run(telemetryMsg(tenantOnly, { temperature: 15 })))).toEqual(['Alarm Created', 'Success']);
  });

  it('reads a dynamic duration from a device attribute', async () => {
    const wait = { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'wait', inherit: false };
    const profile = await newProfile(server, admin.token, 'Dynamic duration', [profileAlarm('Slow heat', { MAJOR: rule([numeric('temperature', 'GREATER', 30)], duration(100, 'SECONDS', wait)) })]);
    const device = await newProfileDevice(server, admin.token, 'Dynamic duration device', profile.id.id);
    await saveAttribute(device, 'wait', { type: 'LONG', value: 1 });
    const t0 = 1_700_000_000_000;
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 35 }, { ts: String(t0) })))).toEqual(['Success']);
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 35 }, { ts: String(t0 + 1001) })))).toEqual(['Alarm Created', 'Success']);
  });

  it('does not raise outside the schedule', async () => {
    const now = new Date();
    const today = now.getUTCDay() === 0 ? 7 : now.getUTCDay();
    const notToday = (today % 7) + 1;
    const schedule = { type: 'SPECIFIC_TIME', timezone: 'UTC', daysOfWeek: [notToday], startsOn: 0, endsOn: 0 };
    const profile = await newProfile(server, admin.token, 'Scheduled alarms', [profileAlarm('Night heat', { MAJOR: rule([numeric('temperature', 'GREATER', 30)], undefined, { schedule }) })]);
    const device = await newProfileDevice(server, admin.token, 'Scheduled device', profile.id.id);
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 35 })))).toEqual(['Success']);
  });

  it('propagates as the profile alarm says', async () => {
    const profile = await newProfile(server, admin.token, 'Propagated alarms', [
      profileAlarm('Spread', { MAJOR: rule([numeric('temperature', 'GREATER', 30)]) }, null, { propagate: true, propagateRelationTypes: ['Contains'], propagateToTenant: true }),
    ]);
    const device = await newProfileDevice(server, admin.token, 'Propagated device', profile.id.id);
    const building = (await saved(server.url, '/api/asset', admin.token, { name: 'Profile building', type: 'building' })).id;
    await saved(server.url, '/api/relation', admin.token, { from: building, to: device, type: 'Contains' });
    const [created] = await node.run(telemetryMsg(device, { temperature: 35 }));
    const alarm = JSON.parse(created!.msg.data);
    expect(alarm).toMatchObject({ propagate: true, propagateToTenant: true, propagateRelationTypes: ['Contains'] });
    const onBuilding = await api(server.url, `/api/alarm/ASSET/${building.id}?pageSize=10&page=0`, { token: admin.token });
    expect(onBuilding.body.data.map((a: { id: { id: string } }) => a.id.id)).toEqual([alarm.id.id]);
  });

  it('follows profile edits announced on the entity change bus', async () => {
    const alarmAbove = (limit: number) => [profileAlarm('Edited heat', { MAJOR: rule([numeric('temperature', 'GREATER', limit)]) })];
    const profile = await newProfile(server, admin.token, 'Edited alarms', alarmAbove(50));
    const device = await newProfileDevice(server, admin.token, 'Edited device', profile.id.id);
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 40 })))).toEqual(['Success']);
    await changeProfileAlarms(server, admin.token, admin.tenantId, profile, alarmAbove(30));
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 40 })))).toEqual(['Alarm Created', 'Success']);
    await changeProfileAlarms(server, admin.token, admin.tenantId, profile, []);
    expect(relationsOf(await node.run(telemetryMsg(device, { temperature: 40 })))).toEqual(['Success']);
  });

  it('forgets an alarm a user cleared and raises a new one; keeps the state of an acknowledged one', async () => {
    const profile = await newProfile(server, admin.token, 'User cleared alarms', [profileAlarm('Cleared by user', { MAJOR: rule([numeric('temperature', 'GREATER', 30)]) })]);
    const device = await newProfileDevice(server, admin.token, 'User cleared device', profile.id.id);
    const first = JSON.parse((await node.run(telemetryMsg(device, { temperature: 35 })))[0]!.msg.data);
    expect((await api(server.url, `/api/alarm/${first.id.id}/ack`, { method: 'POST', token: admin.token })).status).toBe(200);
    const updated = await node.run(telemetryMsg(device, { temperature: 35 }));
    expect(relationsOf(updated)).toEqual(['Alarm Updated', 'Success']);
    expect(JSON.parse(updated[0]!.msg.data).status).toBe('ACTIVE_ACK');
    expect((await api(server.url, `/api/alarm/${first.id.id}/clear`, { method: 'POST', token: admin.token })).status).toBe(200);
    const again = await node.run(telemetryMsg(device, { temperature: 35 }));
    expect(relationsOf(again)).toEqual(['Alarm Created', 'Success']);
    expect(JSON.parse(again[0]!.msg.data).id.id).not.toBe(first.id.id);
    expect((await alarmsOf(server, admin.token, device)).map((a) => a.status)).toEqual(['ACTIVE_UNACK', 'CLEARED_ACK']);
  });

  it('saves progress per device when persisting, and forgets it when the device is deleted', async () => {
    const profile = await newProfile(server, admin.token, 'Persisted alarms', [profileAlarm('Saved heat', { MAJOR: rule([numeric('temperature', 'GREATER', 30)], duration(60)) })]);
    const device = await newProfileDevice(server, admin.token, 'Persisted device', profile.id.id);
    await node.run(telemetryMsg(device, { temperature: 35 }, { ts: '1700000000000' }));
    await node.run(telemetryMsg(device, { temperature: 35 }, { ts: '1700000005000' }));
    const { ruleNodeStates } = server.stores;
    expect(await ruleNodeStates.find(node.ctx.self.id, device.id)).toEqual({
      alarmStates: { 'alarm-saved-heat': { createRuleStates: { MAJOR: { eventCount: 0, lastEventTs: 1700000005000, duration: 5000 } }, clearRuleState: { eventCount: 0, lastEventTs: 0, duration: 0 } } },
    });
    const removed = newMsg({ type: 'ENTITY_DELETED', originator: device, data: '{}' });
    expect(relationsOf(await node.run(removed))).toEqual(['Success']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await ruleNodeStates.find(node.ctx.self.id, device.id)).toBeUndefined();
  });
});
