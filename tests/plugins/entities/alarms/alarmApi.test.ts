import { describe, expect, it } from 'vitest';
import { type HttpService } from '@tessera/sdk';
import { type PageData } from '@tessera/ui';
import {
  alarmListUrl, canAcknowledge, canClear, CLIENT_FILTER_LIMIT, fetchAlarmPage, FETCH_ALL_PAGE_SIZE,
} from '../../../../plugins/entities/alarms/alarmApi';
import { detailsText, severityFilterText } from '../../../../plugins/entities/alarms/alarmText';
import { ALARM_SEVERITIES, type AlarmSeverity } from '../../../../plugins/entities/alarms/severity';
import { ALARM_STATUSES, type AlarmFilter, type AlarmInfo } from '../../../../plugins/entities/alarms/types';

const device = { entityType: 'DEVICE' as const, id: '0b5f3a60-0000-4000-8000-000000000001' };
const any: AlarmFilter = { searchStatus: 'ANY', severities: [], startTime: 1000, endTime: null };

const alarm = (n: number, severity: AlarmSeverity, status: AlarmInfo['status'] = 'ACTIVE_UNACK'): AlarmInfo => ({
  id: { entityType: 'ALARM', id: `a${n}` }, createdTime: n, tenantId: { entityType: 'TENANT', id: 't' },
  customerId: { entityType: 'CUSTOMER', id: 'c' }, type: `Alarm ${n}`, originator: device, originatorName: 'Pump',
  severity, status, startTs: n, endTs: n, ackTs: 0, clearTs: 0, details: null,
});

/** A list endpoint over `rows` with the server's paging; records every URL asked for. */
function fakeHttp(rows: AlarmInfo[]) {
  const urls: string[] = [];
  const http: HttpService = {
    activeRequests: 0,
    async get<T>(url: string) {
      urls.push(url);
      const q = new URL(url, 'http://x').searchParams;
      const [size, page] = [Number(q.get('pageSize')), Number(q.get('page'))];
      const data = rows.slice(page * size, (page + 1) * size);
      const result: PageData<AlarmInfo> = { data, totalElements: rows.length, totalPages: Math.ceil(rows.length / size), hasNext: (page + 1) * size < rows.length };
      return result as T;
    },
    post: async () => { throw new Error('not used'); },
    delete: async () => { throw new Error('not used'); },
  };
  return { http, urls };
}

describe('the alarm list request (seed 000 §7)', () => {
  it('sends the page link, the time bounds, the status, then fetchOriginator', () => {
    const url = alarmListUrl(device, { pageSize: 10, page: 2, textSearch: 'hot', sortProperty: 'createdTime', sortOrder: 'DESC' },
      { searchStatus: 'ACTIVE', severities: [], startTime: 100, endTime: 200 });
    expect(url).toBe(`/api/alarm/DEVICE/${device.id}?pageSize=10&page=2&textSearch=hot&sortProperty=createdTime&sortOrder=DESC`
      + '&startTime=100&endTime=200&searchStatus=ACTIVE&fetchOriginator=true');
  });

  it('leaves the end out for a realtime window', () => {
    expect(alarmListUrl(device, { pageSize: 10, page: 0 }, any)).toBe(`/api/alarm/DEVICE/${device.id}?pageSize=10&page=0&startTime=1000&searchStatus=ANY&fetchOriginator=true`);
  });
});

describe('acknowledge and clear', () => {
  it('acknowledges unacknowledged alarms and clears active ones', () => {
    const allowed = ALARM_STATUSES.map((status) => [status, canAcknowledge(alarm(1, 'MAJOR', status)), canClear(alarm(1, 'MAJOR', status))]);
    expect(allowed).toEqual([
      ['ACTIVE_UNACK', true, true],
      ['ACTIVE_ACK', false, true],
      ['CLEARED_UNACK', true, false],
      ['CLEARED_ACK', false, false],
    ]);
  });
});

describe('fetchAlarmPage', () => {
  const rows = Array.from({ length: 230 }, (_, i) => alarm(i, ALARM_SEVERITIES[i % 5]));

  it('asks the server for the page as it is when no severity is chosen, or all of them', async () => {
    for (const severities of [[], [...ALARM_SEVERITIES]]) {
      const { http, urls } = fakeHttp(rows);
      const page = await fetchAlarmPage(http, device, { pageSize: 25, page: 1 }, { ...any, severities });
      expect(urls).toHaveLength(1);
      expect(page.data.map((a) => a.id.id)).toEqual(rows.slice(25, 50).map((a) => a.id.id));
      expect(page.totalElements).toBe(230);
    }
  });

  it('filters severities in the browser over the whole list, so paging and totals stay right', async () => {
    const { http, urls } = fakeHttp(rows);
    const page = await fetchAlarmPage(http, device, { pageSize: 10, page: 2, textSearch: 'x' }, { ...any, severities: ['CRITICAL', 'MINOR'] });
    // 230 rows read 100 at a time, with the same search.
    expect(urls.map((u) => new URL(u, 'http://x').searchParams.get('page'))).toEqual(['0', '1', '2']);
    expect(urls.every((u) => u.includes(`pageSize=${FETCH_ALL_PAGE_SIZE}&`) && u.includes('textSearch=x'))).toBe(true);
    const kept = rows.filter((a) => a.severity === 'CRITICAL' || a.severity === 'MINOR');
    expect(page).toEqual({ data: kept.slice(20, 30), totalElements: kept.length, totalPages: Math.ceil(kept.length / 10), hasNext: true });
  });

  it('reads at most the client filter limit', async () => {
    const many = Array.from({ length: CLIENT_FILTER_LIMIT + 500 }, (_, i) => alarm(i, 'MAJOR'));
    const { http, urls } = fakeHttp(many);
    const page = await fetchAlarmPage(http, device, { pageSize: 10, page: 0 }, { ...any, severities: ['MAJOR'] });
    expect(urls).toHaveLength(CLIENT_FILTER_LIMIT / FETCH_ALL_PAGE_SIZE);
    expect(page.totalElements).toBe(CLIENT_FILTER_LIMIT);
  });
});

describe('alarm texts', () => {
  const t = ((key: string) => key) as never;

  it('names every severity as all, else the chosen ones most severe first', () => {
    expect(severityFilterText([], t)).toBe('alarm.all-severities');
    expect(severityFilterText([...ALARM_SEVERITIES], t)).toBe('alarm.all-severities');
    expect(severityFilterText(['WARNING', 'CRITICAL'], t)).toBe('alarm.severity.CRITICAL, alarm.severity.WARNING');
  });

  it('pretty prints the details JSON', () => {
    expect(detailsText({ temperature: 31.5 })).toBe('{\n  "temperature": 31.5\n}');
    expect(detailsText(null)).toBe('');
    expect(detailsText('plain')).toBe('plain');
  });
});
