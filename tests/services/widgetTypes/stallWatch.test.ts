import { describe, expect, it } from 'vitest';
import { StallWatch, type WatchedBridge } from '../../../core/services/widgetTypes/stallWatch';

function bridge(name: string, busy: boolean, stalled: boolean, log: string[]): WatchedBridge {
  return { busy, stalled: () => stalled, stop: () => log.push(`stop ${name}`), restart: () => log.push(`restart ${name}`) };
}

describe('StallWatch', () => {
  it('stops the widget stuck in a hook and restarts the others that share its stuck process, leaving answering ones alone', () => {
    const log: string[] = [];
    const watch = new StallWatch();
    const looping = bridge('looping', true, true, log);
    const innocent = bridge('innocent', false, true, log);
    const elsewhere = bridge('elsewhere', false, false, log);
    [looping, innocent, elsewhere].forEach((b) => watch.register(b));
    watch.report(innocent);
    expect(log).toEqual(['stop looping', 'restart innocent']);
    // Handled once: the bridges are no longer watched.
    watch.report(elsewhere);
    expect(log).toEqual(['stop looping', 'restart innocent', 'stop elsewhere']);
  });

  it('stops every stalled widget when none is inside a hook (a loop in a timer cannot be traced)', () => {
    const log: string[] = [];
    const watch = new StallWatch();
    const a = bridge('a', false, true, log);
    const b = bridge('b', false, true, log);
    watch.register(a);
    watch.register(b);
    watch.unregister(b);
    watch.report(a);
    expect(log).toEqual(['stop a']);
  });
});
