import { describe, expect, it } from 'vitest';
import { EDGE_SECRET_LENGTH, withEdgeDefaults, type EdgeDefaultsSource } from '../../plugins/edges/edgeDefaults';
import { randomAlphanumeric } from '../../plugins/shared/random';
import { ASSIGNABLE_TYPES, assignableType, assignedListPath, assignedRow, assignmentPath } from '../../plugins/edges/assignable';
import { edgeEventStatus, type EdgeEvent } from '../../plugins/edges/api';
import { edgeRuleChainsPath } from '../../plugins/edges/ruleChains';

/** Bytes from a fixed sequence, so generated values are predictable. */
const sequenceBytes = (values: number[]) => {
  let next = 0;
  return (count: number) => Uint8Array.from({ length: count }, () => values[next++ % values.length]);
};

const fixedSource = (bytes: number[] = [0, 1, 2]): EdgeDefaultsSource => ({
  origin: 'https://console.example', uuid: () => '11111111-2222-3333-4444-555555555555', randomBytes: sequenceBytes(bytes),
});

describe('edge connection defaults (seed 000 section 5)', () => {
  it('fills a blank cloud endpoint, routing key and secret', () => {
    const edge = withEdgeDefaults({ name: 'e', cloudEndpoint: '', routingKey: '  ', secret: null }, fixedSource());
    expect(edge).toEqual({
      name: 'e', cloudEndpoint: 'https://console.example', routingKey: '11111111-2222-3333-4444-555555555555', secret: 'ABCABCABCABCABCABCAB',
    });
    expect(edge.secret).toHaveLength(EDGE_SECRET_LENGTH);
  });

  it('keeps what the user typed, trimmed', () => {
    expect(withEdgeDefaults({ cloudEndpoint: ' http://cloud:8080 ', routingKey: 'rk', secret: ' s3 ' }, fixedSource()))
      .toEqual({ cloudEndpoint: 'http://cloud:8080', routingKey: 'rk', secret: 's3' });
  });

  it('fills missing fields too', () => {
    const edge = withEdgeDefaults({}, fixedSource());
    expect(edge.cloudEndpoint).toBe('https://console.example');
    expect(edge.secret).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('draws secrets only from letters and digits, without modulo bias', () => {
    // 248 and above would favour the first characters; they are skipped, 61 maps to '9'.
    expect(randomAlphanumeric(3, sequenceBytes([255, 248, 61, 62]))).toBe('9A9');
    const secret = randomAlphanumeric(EDGE_SECRET_LENGTH, (n) => crypto.getRandomValues(new Uint8Array(n)));
    expect(secret).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(randomAlphanumeric(EDGE_SECRET_LENGTH, (n) => crypto.getRandomValues(new Uint8Array(n)))).not.toBe(secret);
  });
});

describe('entities assigned to an edge', () => {
  const edgeId = 'aaaaaaaa-0000-0000-0000-000000000001';

  it('builds the list, assign and unassign paths of each type', () => {
    expect(ASSIGNABLE_TYPES.map((a) => a.entityType)).toEqual(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'DASHBOARD', 'RULE_CHAIN']);
    expect(assignedListPath(edgeId, assignableType('ENTITY_VIEW'), { page: 1, pageSize: 10 }))
      .toBe(`/api/edge/${edgeId}/entityViews?pageSize=10&page=1`);
    expect(assignmentPath(edgeId, { entityType: 'RULE_CHAIN', id: 'r1' })).toBe(`/api/edge/${edgeId}/ruleChain/r1`);
    expect(assignmentPath(edgeId, { entityType: 'DASHBOARD', id: 'd1' })).toBe(`/api/edge/${edgeId}/dashboard/d1`);
  });

  it('refuses a type an edge cannot hold', () => {
    expect(() => assignmentPath(edgeId, { entityType: 'CUSTOMER', id: 'c1' })).toThrow(/CUSTOMER/);
  });

  it('names dashboards by title and the rest by name', () => {
    const id = { entityType: 'DASHBOARD' as const, id: 'd1' };
    expect(assignedRow(assignableType('DASHBOARD'), { id, createdTime: 5, title: 'Floor', name: 'ignored' }).name).toBe('Floor');
    expect(assignedRow(assignableType('DEVICE'), { id: { entityType: 'DEVICE', id: 'x' }, name: 'Pump' }))
      .toEqual({ id: { entityType: 'DEVICE', id: 'x' }, createdTime: 0, name: 'Pump' });
  });
});

describe('edge events and rule chain templates', () => {
  it('shows every event as pending: no edge ever acknowledges one', () => {
    const event: EdgeEvent = { id: { id: 'e' }, createdTime: 1, type: 'DEVICE', action: 'ADDED', entityId: 'x', uid: null, body: null };
    expect(edgeEventStatus(event)).toBe('PENDING');
  });

  it('lists EDGE rule chains only', () => {
    expect(edgeRuleChainsPath({ page: 0, pageSize: 10, textSearch: 'root', sortProperty: 'name', sortOrder: 'ASC' }))
      .toBe('/api/ruleChains?pageSize=10&page=0&textSearch=root&sortProperty=name&sortOrder=ASC&type=EDGE');
  });
});
