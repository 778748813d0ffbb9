import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { TbCheckAlarmStatusNode } from '../../../../../server/ruleEngine/nodes/filter/TbCheckAlarmStatusNode';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../helpers';
import { startNode } from '../../nodeHarness';

let server: RunningServer;
let tenant: Awaited<ReturnType<typeof newTenantAdmin>>;
let deviceId: string;
let counter = 0;

async function alarm(token = tenant.token, device = deviceId) {
  return saved(server.url, '/api/alarm', token, { type: `Status alarm ${++counter}`, originator: { entityType: 'DEVICE', id: device }, severity: 'MAJOR', status: 'ACTIVE_UNACK' });
}

/** An alarm message as alarm nodes send it: the alarm JSON as data. */
const alarmMsg = (body: unknown) =>
  newMsg({ type: 'ALARM', originator: { entityType: 'DEVICE', id: deviceId }, data: typeof body === 'string' ? body : JSON.stringify(body) });

beforeAll(async () => {
  server = await startTestServer();
  tenant = await newTenantAdmin(server);
  deviceId = (await saved(server.url, '/api/device', tenant.token, { name: 'Alarm status device' })).id.id;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('TbCheckAlarmStatusNode (filter "check alarm status")', () => {
  it('passes active alarms by default and reads the status from storage, not from the message', async () => {
    expect(TbCheckAlarmStatusNode).toMatchObject({ name: 'check alarm status', type: 'FILTER', configDirective: 'tbFilterNodeCheckAlarmStatusConfig' });
    expect(TbCheckAlarmStatusNode.relationTypes).toEqual(['True', 'False', 'Failure']);
    expect(TbCheckAlarmStatusNode.defaultConfiguration).toEqual({ alarmStatusList: ['ACTIVE_ACK', 'ACTIVE_UNACK'] });
    const node = await startNode(server, tenant.tenantId, TbCheckAlarmStatusNode);
    const created = await alarm();
    const msg = alarmMsg(created);
    expect((await node.run(msg))[0]!.relations).toEqual(['True']);
    expect((await api(server.url, `/api/alarm/${created.id.id}/ack`, { method: 'POST', token: tenant.token })).status).toBe(200);
    expect((await node.run(msg))[0]!.relations).toEqual(['True']);
    expect((await api(server.url, `/api/alarm/${created.id.id}/clear`, { method: 'POST', token: tenant.token })).status).toBe(200);
    // The message still says ACTIVE_UNACK; the stored alarm is CLEARED_ACK now.
    const routed = await node.run(msg);
    expect(routed[0]!.relations).toEqual(['False']);
    expect(routed[0]!.msg).toBe(msg);
  });

  it('matches any configured status', async () => {
    const node = await startNode(server, tenant.tenantId, TbCheckAlarmStatusNode, { alarmStatusList: ['CLEARED_UNACK', 'CLEARED_ACK'] });
    const created = await alarm();
    expect((await node.run(alarmMsg(created)))[0]!.relations).toEqual(['False']);
    await api(server.url, `/api/alarm/${created.id.id}/clear`, { method: 'POST', token: tenant.token });
    expect((await node.run(alarmMsg(created)))[0]!.relations).toEqual(['True']);
  });

  it('fails a message that holds no alarm, an alarm that is gone, and another tenant’s alarm', async () => {
    const node = await startNode(server, tenant.tenantId, TbCheckAlarmStatusNode);
    for (const data of ['not json', '[1]', { type: 'x' }, { id: { entityType: 'ALARM', id: 'nope' } }]) {
      expect((await node.run(alarmMsg(data)))[0]).toMatchObject({ relations: ['Failure'], error: 'Message data is not an alarm' });
    }
    const gone = await alarm();
    expect((await api(server.url, `/api/alarm/${gone.id.id}`, { method: 'DELETE', token: tenant.token })).status).toBe(200);
    expect((await node.run(alarmMsg(gone)))[0]).toMatchObject({ relations: ['Failure'], error: 'No such alarm found.' });
    const other = await newTenantAdmin(server);
    const foreignDevice = (await saved(server.url, '/api/device', other.token, { name: 'Foreign alarm device' })).id.id;
    const foreign = await alarm(other.token, foreignDevice);
    expect((await node.run(alarmMsg(foreign)))[0]).toMatchObject({ relations: ['Failure'], error: 'No such alarm found.' });
  });

  it('refuses a status list with an unknown status', async () => {
    await expect(startNode(server, tenant.tenantId, TbCheckAlarmStatusNode, { alarmStatusList: ['ACTIVE'] as never })).rejects.toMatchObject({ name: 'RuleNodeConfigError' });
    await expect(startNode(server, tenant.tenantId, TbCheckAlarmStatusNode, { alarmStatusList: 'ACTIVE_ACK' as never })).rejects.toThrow('alarmStatusList should list statuses');
  });
});
