import { describe, expect, it } from 'vitest';
import { type SubscriptionTimewindow } from '@tessera/ui';
import { alarmFieldValue, alarmQueryCommand, type AlarmRow } from '../../../core/dashboard/data/alarmFeed';
import { flushPromises } from './fakes';
import { key, page, setup, values } from './runtimeHarness';

const D1 = { entityType: 'DEVICE' as const, id: 'd1' };
const alarm = (id: string, createdTime: number, extra: Partial<AlarmRow> = {}): AlarmRow => ({
  id: { id }, createdTime, type: 'High temperature', severity: 'CRITICAL', status: 'ACTIVE_UNACK', originator: D1, originatorName: 'T1',
  startTs: createdTime, endTs: createdTime + 5, ackTs: 0, clearTs: 0, details: { limit: 30 }, entityId: D1, latest: {}, ...extra,
});

describe('alarm data keys', () => {
  it('reads ALARM_FIELD values of a row', () => {
    const row = alarm('a1', 100);
    expect(['severity', 'status', 'type', 'createdTime', 'startTime', 'endTs', 'originator', 'originatorType', 'details', 'nope'].map((k) => alarmFieldValue(row, k)))
      .toEqual(['CRITICAL', 'ACTIVE_UNACK', 'High temperature', 100, 100, 105, 'T1', 'DEVICE', '{"limit":30}', '']);
  });

  it('asks for the newest alarm of the entity, any time for latest widgets, the window for time series', () => {
    const latest = alarmQueryCommand(D1, ['severity', 'status', 'severity'], null).query as any;
    expect(latest.entityFilter).toEqual({ type: 'singleEntity', singleEntity: D1 });
    expect(latest.alarmFields).toEqual([{ type: 'ALARM_FIELD', key: 'severity' }, { type: 'ALARM_FIELD', key: 'status' }]);
    expect(latest.pageLink).toMatchObject({ pageSize: 1, timeWindow: 0, startTs: 0, endTs: 0, statusList: [], sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' } });
    const w = { startTs: 1000, endTs: null, timeWindow: 60_000, interval: 1000, agg: 'NONE', limit: 100, tsOffset: 0 } as unknown as SubscriptionTimewindow;
    expect((alarmQueryCommand(D1, ['type'], w).query as any).pageLink).toMatchObject({ timeWindow: 60_000, startTs: 0, endTs: 0 });
    expect((alarmQueryCommand(D1, ['type'], { ...w, endTs: 5000 }).query as any).pageLink).toMatchObject({ timeWindow: 0, startTs: 1000, endTs: 5000 });
  });

  it('feeds alarm keys of each entity from its ALARM_DATA query, live', async () => {
    const { ctx, subs } = setup({ datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('severity', 'alarm'), key('status', 'alarm')] }] }, 'latest', { post: () => page(['T1']) });
    await flushPromises();
    const queries = subs.queries.filter((q) => !q.disposed);
    expect(queries.map((q) => [q.kind, (q.command.query as any).entityFilter.singleEntity.id])).toEqual([['ALARM_DATA', 'id-T1']]);
    const send = (update: Record<string, unknown>) => queries[0].fn({ cmdId: 1, errorCode: 0, errorMsg: null, ...update });
    send({ data: { data: [alarm('a2', 200)], totalPages: 1, totalElements: 2, hasNext: true } });
    expect(values(ctx.data)).toEqual(['T1/severity=["CRITICAL"]', 'T1/status=["ACTIVE_UNACK"]']);
    expect(ctx.data.series[0].data[0][0]).toBe(200);
    send({ data: null, update: [alarm('a2', 200, { status: 'ACTIVE_ACK', ackTs: 250 })] });
    expect(values(ctx.data)).toEqual(['T1/severity=["CRITICAL"]', 'T1/status=["ACTIVE_ACK"]']);
    // The newest alarm was deleted: an older one shows, though its time is earlier.
    send({ data: { data: [alarm('a1', 100, { severity: 'MINOR', status: 'CLEARED_ACK' })], totalPages: 1, totalElements: 1, hasNext: false } });
    expect(values(ctx.data)).toEqual(['T1/severity=["MINOR"]', 'T1/status=["CLEARED_ACK"]']);
    send({ data: { data: [], totalPages: 0, totalElements: 0, hasNext: false } });
    expect(values(ctx.data)).toEqual(['T1/severity=[]', 'T1/status=[]']);
    queries[0].fn({ cmdId: 1, errorCode: 3, errorMsg: 'You do not have permissions', data: null });
    expect(ctx.data.error).toBe('You do not have permissions');
  });
});
