import { describe, expect, it } from 'vitest';
import { DataSnapshot } from '../../../../../server/ruleEngine/nodes/profile/DataSnapshot';

describe('DataSnapshot', () => {
  it('keeps only keys rules read and says when a put is an update', () => {
    const snapshot = new DataSnapshot(new Set(['TIME_SERIES:t']));
    expect(snapshot.put('TIME_SERIES', 'other', 1, 'x')).toBe(false);
    expect(snapshot.get('TIME_SERIES', 'other')).toBeUndefined();
    expect(snapshot.put('TIME_SERIES', 't', 1, '5')).toBe(true);
    snapshot.ts = 1;
    // The same value at the same time is no news; a new reading (another ts) is.
    expect(snapshot.put('TIME_SERIES', 't', 1, '5')).toBe(false);
    expect(snapshot.put('TIME_SERIES', 't', 2, '5')).toBe(true);
    expect(snapshot.remove('TIME_SERIES', 't')).toBe(true);
    expect(snapshot.get('TIME_SERIES', 't')).toBeUndefined();
  });

  it('keeps the newest attribute when loading several scopes', () => {
    const snapshot = new DataSnapshot(new Set(['ATTRIBUTE:a']));
    snapshot.putIfNewer('ATTRIBUTE', 'a', 20, 'server');
    snapshot.putIfNewer('ATTRIBUTE', 'a', 10, 'client');
    expect(snapshot.get('ATTRIBUTE', 'a')).toBe('server');
  });

  it('drops values of keys a new profile no longer reads and returns the keys to fetch', () => {
    const snapshot = new DataSnapshot(new Set(['TIME_SERIES:a', 'TIME_SERIES:b']));
    snapshot.put('TIME_SERIES', 'a', 1, '1');
    expect(snapshot.setKeys(new Set(['TIME_SERIES:b', 'ATTRIBUTE:c']))).toEqual(['ATTRIBUTE:c']);
    expect(snapshot.get('TIME_SERIES', 'a')).toBeUndefined();
  });
});
