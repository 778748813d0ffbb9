import { describe, expect, it } from 'vitest';
import { LatestOnlyRunner } from '../../../widget-bundles/cards/LatestOnlyRunner';

function deferredJob() {
  const calls: { arg: number; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const job = (arg: number) => new Promise<string>((resolve, reject) => calls.push({ arg, resolve, reject }));
  return { calls, job };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('LatestOnlyRunner', () => {
  it('runs one job at a time and then only the newest waiting request', async () => {
    const { calls, job } = deferredJob();
    const results: unknown[] = [];
    const runner = new LatestOnlyRunner(job, (r) => results.push(r));
    runner.request(1);
    runner.request(2);
    runner.request(3);
    expect(calls.map((c) => c.arg)).toEqual([1]);
    calls[0].resolve('one');
    await tick();
    expect(results).toEqual([{ value: 'one' }]);
    expect(calls.map((c) => c.arg)).toEqual([1, 3]);
    calls[1].resolve('three');
    await tick();
    expect(results).toEqual([{ value: 'one' }, { value: 'three' }]);
  });

  it('reports failures, including a job that throws, and keeps going', async () => {
    const results: unknown[] = [];
    let n = 0;
    const runner = new LatestOnlyRunner((arg: number) => {
      n++;
      if (arg === 1) throw new Error('bad');
      return Promise.resolve(arg * 2);
    }, (r) => results.push(r));
    runner.request(1);
    await tick();
    runner.request(2);
    await tick();
    expect(n).toBe(2);
    expect((results[0] as { error: Error }).error.message).toBe('bad');
    expect(results[1]).toEqual({ value: 4 });
  });

  it('drops results and pending requests once disposed', async () => {
    const { calls, job } = deferredJob();
    const results: unknown[] = [];
    const runner = new LatestOnlyRunner(job, (r) => results.push(r));
    runner.request(1);
    runner.request(2);
    runner.dispose();
    calls[0].resolve('late');
    await tick();
    runner.request(3);
    expect(results).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
