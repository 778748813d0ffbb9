import { describe, expect, it } from 'vitest';
import { alarmDetailsOf, fillDetailsText } from '../../../../../server/ruleEngine/nodes/profile/alarmDetails';
import { DataSnapshot } from '../../../../../server/ruleEngine/nodes/profile/DataSnapshot';

describe('alarm details', () => {
  const snapshot = new DataSnapshot(new Set(['TIME_SERIES:temperature', 'ATTRIBUTE:limit']));
  snapshot.put('TIME_SERIES', 'temperature', 1, '35.5');
  snapshot.put('ATTRIBUTE', 'limit', 1, '30');

  it('fills ${key} placeholders and leaves unknown ones', () => {
    expect(fillDetailsText('t=${temperature} > ${limit} (${unknown})', snapshot)).toBe('t=35.5 > 30 (${unknown})');
  });

  it('stores text as {data}; without text keeps the previous details or {}', () => {
    expect(alarmDetailsOf('T ${temperature}', snapshot, { old: 1 })).toEqual({ data: 'T 35.5' });
    expect(alarmDetailsOf('', snapshot, { old: 1 })).toEqual({ old: 1 });
    expect(alarmDetailsOf('', snapshot, undefined)).toEqual({});
  });
});
