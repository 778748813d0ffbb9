import { describe, expect, it } from 'vitest';
import { type BucketAggregation, BucketAggregator } from '../../../core/dashboard/data/BucketAggregator';
import { flushPromises } from './fakes';
import { key, page, setup } from './runtimeHarness';

/** Buckets of 1 s from 0; the server's history covered [0, 10 s). */
const of = (agg: BucketAggregation, historyEndTs = 10_000) => new BucketAggregator({ agg, startTs: 0, interval: 1000, historyEndTs });

describe('BucketAggregator', () => {
  it('keeps server buckets and folds live raw values into the open bucket for each aggregation', () => {
    const live = [[10_100, '4'], [10_900, '1'], [10_400, '7']] as const;
    const expected: Record<BucketAggregation, number> = { AVG: 4, MIN: 1, MAX: 7, SUM: 12, COUNT: 3 };
    for (const agg of Object.keys(expected) as BucketAggregation[]) {
      const a = of(agg);
      expect(a.apply([[8500, '3'], [9500, '5']])).toEqual([[8500, 3], [9500, 5]]);
      expect(a.apply(live.slice(0, 1))).toEqual([[10_500, agg === 'COUNT' ? 1 : 4]]);
      expect(a.apply(live.slice(1)), agg).toEqual([[10_500, expected[agg]]]);
    }
  });

  it('counts a server bucket as one value (COUNT: as its count) when live values join it', () => {
    const avg = of('AVG', 10_000);
    avg.apply([[9500, '10']]);
    expect(avg.apply([[9900, '20']])).toEqual([[9500, 15]]);
    const count = of('COUNT');
    count.apply([[9500, '6']]);
    expect(count.apply([[9900, 'on']])).toEqual([[9500, 7]]);
  });

  it('stamps a bucket cut by the history end at the server’s midpoint, and a replay rebuilds the same', () => {
    const a = of('SUM', 9600);
    expect(a.bucketTs(9)).toBe(9300);
    expect(a.bucketTs(10)).toBe(10_500);
    a.apply([[9300, '2']]);
    expect(a.apply([[9800, '3']])).toEqual([[9300, 5]]);
    // A reconnect's (or shared subscription's) replay: the server bucket and the raw values seen since.
    expect(a.apply([[9800, '3'], [9300, '2']])).toEqual([[9300, 5]]);
  });

  it('ignores values that are not numbers except for COUNT, and forgets on deletion', () => {
    const max = of('MAX');
    expect(max.apply([[10_100, 'on'], [10_200, '']])).toEqual([]);
    max.apply([[10_100, '2']]);
    max.clear();
    expect(max.apply([[10_300, '1']])).toEqual([[10_500, 1]]);
  });
});

describe('WidgetRuntime with an aggregated realtime window', () => {
  it('updates the open bucket with live points instead of adding raw points', async () => {
    const { ctx, subs } = setup({ datasources: [{ type: 'entity', entityAliasId: 'al1', dataKeys: [key('t')] }] }, 'timeseries', {
      post: () => page(['T1']),
      timewindow: { realtime: { timewindowMs: 60_000, interval: 10_000 }, aggregation: { type: 'AVG', limit: 100 } },
    });
    await flushPromises();
    // now 1 000 000: buckets of 8 s from 936 000 (aligned down); the server's history ends at 996 000,
    // so bucket 7 [992 000, 1 000 000) is cut there and stamped 994 000 (contract §12), bucket 8 at 1 004 000.
    expect(subs.live()[0].request.window).toEqual({ startTs: 936_000, timeWindow: 60_000, interval: 8000, limit: 8, agg: 'AVG' });
    subs.emit(0, { t: [[972_000, '10'], [994_000, '20']] });
    subs.emit(0, { t: [[996_100, '30']] });
    subs.emit(0, { t: [[999_000, '40']] });
    expect(ctx.data.series[0].data).toEqual([[972_000, 10], [994_000, 30]]);
    subs.emit(0, { t: [[1_000_100, '1'], [1_000_200, '3']] });
    expect(ctx.data.series[0].data).toEqual([[972_000, 10], [994_000, 30], [1_004_000, 2]]);
  });
});
