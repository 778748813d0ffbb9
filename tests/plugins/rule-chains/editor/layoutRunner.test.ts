import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineLayoutRunner, LayoutCancelled, workerLayoutRunner } from '../../../../plugins/rule-chains/editor/layout/layoutRunner';
import { type LayoutInput, layoutPositions } from '../../../../plugins/rule-chains/editor/model/autoLayout';
import { INPUT_NODE_ID, INPUT_NODE_POSITION } from '../../../../plugins/rule-chains/editor/model/graphTypes';

const input: LayoutInput = {
  nodes: [{ id: INPUT_NODE_ID, width: 120, height: 44 }, { id: 'a', width: 180, height: 44 }, { id: 'b', width: 180, height: 44 }],
  edges: [{ source: INPUT_NODE_ID, target: 'a', labels: [] }, { source: 'a', target: 'b', labels: ['Success'] }],
};

/**
 * A stand-in for the browser's Worker running the real worker module's code path
 * (layoutPositions, answered as [id, position] pairs), or failing to start like a missing file.
 */
class FakeWorker {
  static instances: FakeWorker[] = [];
  static broken = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.instances.push(this);
  }
  postMessage(message: { id: number; input: LayoutInput }) {
    setTimeout(() => {
      if (this.terminated) return;
      if (FakeWorker.broken) this.onerror?.({ message: '404', preventDefault: () => undefined });
      else this.onmessage?.({ data: { id: message.id, positions: [...layoutPositions(message.input)] } });
    }, 5);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.instances = [];
  FakeWorker.broken = false;
});

describe('layout runners', () => {
  it('lays out in a worker started from the given same-origin URL, then ends it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const job = workerLayoutRunner('http://console.test/assets/workers/rule-chain-layout.js')(input);
    const positions = await job.promise;
    expect(FakeWorker.instances.map((w) => [w.url, w.terminated])).toEqual([['http://console.test/assets/workers/rule-chain-layout.js', true]]);
    expect(positions).toEqual(layoutPositions(input));
    expect(positions.get(INPUT_NODE_ID)).toEqual(INPUT_NODE_POSITION);
    expect(positions.get('b')!.x).toBeGreaterThan(positions.get('a')!.x);
  });

  it('cancels: the worker ends and the job rejects with LayoutCancelled', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const job = workerLayoutRunner('http://console.test/w.js')(input);
    job.cancel();
    await expect(job.promise).rejects.toBeInstanceOf(LayoutCancelled);
    expect(FakeWorker.instances[0]!.terminated).toBe(true);
  });

  it('falls back to the page when the worker file does not start', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.broken = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(workerLayoutRunner('http://console.test/missing.js')(input).promise).resolves.toEqual(layoutPositions(input));
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('runs inline where there are no workers, after yielding, and can be cancelled before it starts', async () => {
    vi.stubGlobal('Worker', undefined);
    const run = workerLayoutRunner('http://console.test/w.js');
    await expect(run(input).promise).resolves.toEqual(layoutPositions(input));
    const job = inlineLayoutRunner()(input);
    job.cancel();
    await expect(job.promise).rejects.toBeInstanceOf(LayoutCancelled);
  });
});
