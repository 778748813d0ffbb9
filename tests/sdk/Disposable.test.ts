import { describe, expect, it } from 'vitest';
import { DisposableStore, toDisposable } from '@tessera/sdk';

describe('DisposableStore', () => {
  it('disposes in reverse order of addition, once', () => {
    const order: number[] = [];
    const store = new DisposableStore();
    [1, 2, 3].forEach((n) => store.add(toDisposable(() => order.push(n))));
    store.dispose();
    store.dispose();
    expect(order).toEqual([3, 2, 1]);
    expect(store.size).toBe(0);
  });

  it('disposes items added after it was disposed at once', () => {
    const store = new DisposableStore();
    store.dispose();
    let disposed = false;
    store.add(toDisposable(() => { disposed = true; }));
    expect(disposed).toBe(true);
  });

  it('disposes every item even when some throw, then reports the errors', () => {
    const order: string[] = [];
    const store = new DisposableStore();
    store.add(toDisposable(() => order.push('a')));
    store.add(toDisposable(() => { throw new Error('b failed'); }));
    store.add(toDisposable(() => { throw new Error('c failed'); }));
    expect(() => store.dispose()).toThrow('Several disposables failed');
    expect(order).toEqual(['a']);
  });
});
