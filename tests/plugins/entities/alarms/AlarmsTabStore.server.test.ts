import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EntityId } from '@tessera/sdk';
import { DAY, HistoryWindowType, HOUR, TimewindowType } from '@tessera/ui';
import type { RunningServer } from '../../../../server/main';
import { AlarmsTabStore, defaultAlarmTimewindow } from '../../../../plugins/entities/alarms/AlarmsTabStore';
import { type AlarmInfo } from '../../../../plugins/entities/alarms/types';
import { serverHttp } from '../../../dashboard/serverHttp';
import { newTenantAdmin, saved } from '../../../server/entityHelpers';
import { api, removeTempDirs, startTestServer } from '../../../server/helpers';

/*
 * The alarms tab's store against the real server: the REST list with its status filter,
 * the browser-side severity filter, the time window, search, sorting, acknowledge and clear.
 */

let server: RunningServer;
let token: string;
let pump: EntityId;
let other: EntityId;

const raise = (originator: EntityId, type: string, severity: string) =>
  saved<AlarmInfo>(server.url, '/api/alarm', token, { originator, type, severity, status: 'ACTIVE_UNACK', details: { type } });

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await newTenantAdmin(server));
  pump = (await saved(server.url, '/api/device', token, { name: 'Pump 1', type: 'pump' })).id;
  other = (await saved(server.url, '/api/device', token, { name: 'Pump 2', type: 'pump' })).id;
  for (const [type, severity] of [['Overheat', 'CRITICAL'], ['Vibration', 'MAJOR'], ['Pressure low', 'MINOR'], ['Filter dirty', 'WARNING'], ['Noise', 'INDETERMINATE']]) {
    await raise(pump, type, severity);
    // Distinct created times, so 'newest first' is one order (equal times tie on random ids).
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  await raise(other, 'Elsewhere', 'CRITICAL');
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

async function open(now = Date.now) {
  const store = new AlarmsTabStore({ http: serverHttp(server.url, token), entityId: pump, now });
  await store.table.load();
  return store;
}
const types = (store: AlarmsTabStore) => store.table.rows.map((a) => a.type);

describe('AlarmsTabStore', () => {
  it('lists the entity\'s own alarms, newest first, with the originator\'s name, over the last day', async () => {
    const store = await open();
    expect(types(store)).toEqual(['Noise', 'Filter dirty', 'Pressure low', 'Vibration', 'Overheat']);
    expect(store.table.rows.every((a) => a.originatorName === 'Pump 1' && a.status === 'ACTIVE_UNACK')).toBe(true);
    expect(store.timewindow).toEqual(defaultAlarmTimewindow(store.timewindow.history.fixedTimewindow.endTimeMs));
    store.dispose();
  });

  it('keeps the chosen severities with right totals across pages', async () => {
    const store = await open();
    store.table.setPageSize(2);
    store.setSeverities(['CRITICAL', 'MINOR', 'WARNING']);
    await store.table.load();
    expect([types(store), store.table.totalElements, store.table.totalPages]).toEqual([['Filter dirty', 'Pressure low'], 3, 2]);
    store.table.setPage(1);
    await store.table.load();
    expect(types(store)).toEqual(['Overheat']);
    store.dispose();
  });

  it('searches and sorts on the server', async () => {
    const store = await open();
    store.table.setTextSearch('pre');
    await store.table.load();
    expect(types(store)).toEqual(['Pressure low']);
    store.table.setTextSearch('');
    store.table.toggleSort('type');
    await store.table.load();
    expect(types(store)).toEqual(['Filter dirty', 'Noise', 'Overheat', 'Pressure low', 'Vibration']);
    store.dispose();
  });

  it('bounds the list by the time window: a realtime day slides with the clock, a fixed period stays', async () => {
    const later = await open(() => Date.now() + 2 * DAY);
    expect(later.table.rows).toEqual([]);
    later.setTimewindow({
      ...later.timewindow, selectedTab: TimewindowType.HISTORY,
      history: { ...later.timewindow.history, historyType: HistoryWindowType.FIXED, fixedTimewindow: { startTimeMs: Date.now() - HOUR, endTimeMs: Date.now() + HOUR } },
    });
    await later.table.load();
    expect(later.table.rows).toHaveLength(5);
    later.dispose();
  });

  it('acknowledges and clears only the alarms whose status allows it, then filters by status', async () => {
    const store = await open();
    const [noise, filter] = store.table.rows;
    await store.apply('ack', [noise, filter]);
    expect(store.table.rows.filter((a) => a.status === 'ACTIVE_ACK').map((a) => a.type)).toEqual(['Noise', 'Filter dirty']);
    await store.apply('clear', [store.table.rows[0]]);
    const acked = store.table.rows[0];
    expect([acked.status, acked.ackTs > 0, acked.clearTs > 0]).toEqual(['CLEARED_ACK', true, true]);
    // Cleared and acknowledged: neither is allowed any more, nothing is sent.
    await store.apply('ack', [acked]);
    await store.apply('clear', [acked]);

    const byStatus = async (status: 'ACTIVE' | 'CLEARED' | 'ACK' | 'UNACK') => {
      store.setSearchStatus(status);
      await store.table.load();
      return types(store);
    };
    expect(await byStatus('CLEARED')).toEqual(['Noise']);
    expect(await byStatus('ACK')).toEqual(['Noise', 'Filter dirty']);
    expect(await byStatus('UNACK')).toEqual(['Pressure low', 'Vibration', 'Overheat']);
    expect(await byStatus('ACTIVE')).toEqual(['Filter dirty', 'Pressure low', 'Vibration', 'Overheat']);
    const stored = await api(server.url, `/api/alarm/info/${noise.id.id}`, { token });
    expect(stored.body.status).toBe('CLEARED_ACK');
    store.dispose();
  });

  it('shows a failed read as the table error and keeps nothing stale', async () => {
    const store = new AlarmsTabStore({ http: serverHttp(server.url, 'not-a-token'), entityId: pump });
    await store.table.load();
    expect(store.table.error?.message).toBeTruthy();
    expect(store.table.rows).toEqual([]);
    store.dispose();
  });
});
