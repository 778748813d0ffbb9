import { describe, expect, it } from 'vitest';
import { EVENT_COLUMNS, eventField } from '../../../../plugins/entities/events/eventColumns';

describe('the Events tab columns', () => {
  it('show each event body field as text, objects as JSON and missing fields empty', () => {
    const body = { server: 'tessera', success: false, error: null, messagesProcessed: 12, extra: { a: 1 } };
    expect(eventField(body, 'server')).toBe('tessera');
    expect(eventField(body, 'success')).toBe('false');
    expect(eventField(body, 'error')).toBe('');
    expect(eventField(body, 'messagesProcessed')).toBe('12');
    expect(eventField(body, 'extra')).toBe('{"a":1}');
    expect(eventField('not an object', 'server')).toBe('');
  });

  it('name the fields ThingsBoard stores for errors, lifecycle and statistics', () => {
    expect(EVENT_COLUMNS.LC_EVENT.map(([, field]) => field)).toEqual(['server', 'event', 'success', 'error']);
    expect(EVENT_COLUMNS.STATS.map(([, field]) => field)).toEqual(['server', 'messagesProcessed', 'errorsOccurred']);
  });
});
