import { describe, expect, it } from 'vitest';
import { newMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import { msgUpdateOf } from '../../../../../server/ruleEngine/nodes/profile/msgUpdates';

const device = { entityType: 'DEVICE' as const, id: '00000000-0000-4000-8000-000000000001' };
const msg = (type: string, data: unknown, metadata: Record<string, string> = {}) => newMsg({ type, originator: device, data: JSON.stringify(data), metadata });

describe('msgUpdateOf', () => {
  it('groups telemetry by ts, oldest first, with metadata ts for flat payloads', () => {
    expect(msgUpdateOf(msg('POST_TELEMETRY_REQUEST', { temperature: 35, on: true }, { ts: '1000' }), 5)).toEqual({
      kind: 'TIME_SERIES',
      steps: [{ ts: 1000, entries: [{ key: 'temperature', text: '35' }, { key: 'on', text: 'true' }] }],
    });
    const update = msgUpdateOf(msg('POST_TELEMETRY_REQUEST', [{ ts: 3000, values: { t: 2 } }, { ts: 2000, values: { t: 1.5 } }]), 5);
    expect(update).toEqual({ kind: 'TIME_SERIES', steps: [{ ts: 2000, entries: [{ key: 't', text: '1.5' }] }, { ts: 3000, entries: [{ key: 't', text: '2' }] }] });
  });

  it('reads attribute posts and updates at the processing time, and deletions', () => {
    expect(msgUpdateOf(msg('ATTRIBUTES_UPDATED', { limit: '30', cfg: { a: 1 } }, { scope: 'SERVER_SCOPE' }), 77)).toEqual({
      kind: 'ATTRIBUTE',
      ts: 77,
      entries: [{ key: 'limit', text: '30' }, { key: 'cfg', text: '{"a":1}' }],
    });
    expect(msgUpdateOf(msg('POST_ATTRIBUTES_REQUEST', { fw: 'v1' }), 1)).toMatchObject({ kind: 'ATTRIBUTE', entries: [{ key: 'fw', text: 'v1' }] });
    expect(msgUpdateOf(msg('ATTRIBUTES_DELETED', { attributes: ['limit', 3] }), 1)).toEqual({ kind: 'DELETED', type: 'ATTRIBUTE', keys: ['limit'] });
    expect(msgUpdateOf(msg('TIMESERIES_DELETED', { timeseries: ['t'] }), 1)).toEqual({ kind: 'DELETED', type: 'TIME_SERIES', keys: ['t'] });
  });

  it('has nothing for other messages, and throws on a malformed payload', () => {
    expect(msgUpdateOf(msg('CONNECT_EVENT', {}), 1)).toBeUndefined();
    expect(() => msgUpdateOf(newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: device, data: 'not json' }), 1)).toThrow(/Invalid JSON/);
  });
});
