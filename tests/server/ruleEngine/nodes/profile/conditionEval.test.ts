import { describe, expect, it } from 'vitest';
import type { DynamicValue } from '../../../../../server/query/entityQueryInput';
import {
  conditionMatches,
  ownerAttributeNeeds,
  requiredDurationMs,
  requiredRepeats,
  resolveDynamic,
  ruleKeys,
  type EvalData,
} from '../../../../../server/ruleEngine/nodes/profile/conditionEval';
import { DataSnapshot, type SnapshotKeyType } from '../../../../../server/ruleEngine/nodes/profile/DataSnapshot';
import { alarmRuleOf, profileAlarmsOf, type AlarmRule } from '../../../../../server/ruleEngine/nodes/profile/profileAlarms';
import { bool, duration, numeric, profileAlarm, repeating, rule, text } from './ruleFixtures';

/** A snapshot holding `values` (`TYPE:key` -> text). */
function data(values: Record<string, string>, owners: { customer?: Record<string, string>; tenant?: Record<string, string> } = {}): EvalData {
  const snapshot = new DataSnapshot(new Set(Object.keys(values)));
  for (const [id, value] of Object.entries(values)) {
    const [type, key] = id.split(/:(.*)/s) as [SnapshotKeyType, string];
    snapshot.put(type, key, 1, value);
  }
  return { snapshot, owners: { customer: new Map(Object.entries(owners.customer ?? {})), tenant: new Map(Object.entries(owners.tenant ?? {})) } };
}

const parse = (raw: Record<string, unknown>): AlarmRule => alarmRuleOf(raw)!;

describe('conditionMatches', () => {
  it('needs every filter to hold; a missing value or an empty condition never does', () => {
    const r = parse(rule([numeric('temperature', 'GREATER', 30), text('mode', 'EQUAL', 'auto')]));
    expect(conditionMatches(r, data({ 'TIME_SERIES:temperature': '35', 'TIME_SERIES:mode': 'auto' }))).toBe(true);
    expect(conditionMatches(r, data({ 'TIME_SERIES:temperature': '25', 'TIME_SERIES:mode': 'auto' }))).toBe(false);
    expect(conditionMatches(r, data({ 'TIME_SERIES:temperature': '35' }))).toBe(false);
    expect(conditionMatches(parse(rule([])), data({}))).toBe(false);
  });

  it('reads attributes, entity fields and CONSTANT keys', () => {
    expect(conditionMatches(parse(rule([bool('active', 'EQUAL', true)])), data({ 'ATTRIBUTE:active': 'true' }))).toBe(true);
    expect(conditionMatches(parse(rule([text('name', 'STARTS_WITH', 'Therm', 'ENTITY_FIELD')])), data({ 'ENTITY_FIELD:name': 'Thermostat 1' }))).toBe(true);
    const constant = { key: { type: 'CONSTANT', key: 'c' }, valueType: 'NUMERIC', value: 5, predicate: { type: 'NUMERIC', operation: 'EQUAL', value: { defaultValue: 5 } } };
    expect(conditionMatches(parse(rule([constant])), data({}))).toBe(true);
  });

  it('evaluates COMPLEX predicates through the query key filters', () => {
    const complex = {
      key: { type: 'TIME_SERIES', key: 't' },
      valueType: 'NUMERIC',
      predicate: {
        type: 'COMPLEX',
        operation: 'OR',
        predicates: [
          { type: 'NUMERIC', operation: 'LESS', value: { defaultValue: 0 } },
          { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 100 } },
        ],
      },
    };
    expect(conditionMatches(parse(rule([complex])), data({ 'TIME_SERIES:t': '-5' }))).toBe(true);
    expect(conditionMatches(parse(rule([complex])), data({ 'TIME_SERIES:t': '50' }))).toBe(false);
  });
});

describe('dynamic values', () => {
  const dyn = (sourceType: DynamicValue['sourceType'], inherit = false): DynamicValue => ({ sourceType, sourceAttribute: 'limit', inherit });
  const limitRule = (sourceType: DynamicValue['sourceType'], inherit = false) => parse(rule([numeric('t', 'GREATER', 100, 'TIME_SERIES', { ...dyn(sourceType, inherit) })]));

  it('reads the device attribute, and falls back to the default when there is none', () => {
    expect(conditionMatches(limitRule('CURRENT_DEVICE'), data({ 'TIME_SERIES:t': '50', 'ATTRIBUTE:limit': '40' }))).toBe(true);
    expect(conditionMatches(limitRule('CURRENT_DEVICE'), data({ 'TIME_SERIES:t': '50' }))).toBe(false);
  });

  it('inherits device -> customer -> tenant only when asked', () => {
    const owners = { customer: {}, tenant: { limit: '40' } };
    expect(conditionMatches(limitRule('CURRENT_DEVICE', true), data({ 'TIME_SERIES:t': '50' }, owners))).toBe(true);
    expect(conditionMatches(limitRule('CURRENT_DEVICE', false), data({ 'TIME_SERIES:t': '50' }, owners))).toBe(false);
    expect(conditionMatches(limitRule('CURRENT_CUSTOMER', true), data({ 'TIME_SERIES:t': '50' }, owners))).toBe(true);
    expect(conditionMatches(limitRule('CURRENT_TENANT'), data({ 'TIME_SERIES:t': '50' }, owners))).toBe(true);
    expect(resolveDynamic(data({}, { customer: { limit: '1' }, tenant: { limit: '2' } }), { defaultValue: 0, userValue: null, dynamicValue: dyn('CURRENT_CUSTOMER', true) })).toBe('1');
    expect(resolveDynamic(data({}), { defaultValue: 0, userValue: null, dynamicValue: dyn('CURRENT_USER') })).toBeUndefined();
  });

  it('says which owner attributes a profile needs', () => {
    const alarms = profileAlarmsOf({
      alarms: [
        profileAlarm('A', {
          MAJOR: rule([numeric('t', 'GREATER', 1, 'TIME_SERIES', { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'd', inherit: true })], duration(1, 'SECONDS', { sourceType: 'CURRENT_TENANT', sourceAttribute: 'wait', inherit: false })),
        }),
      ],
    });
    const needs = ownerAttributeNeeds(alarms);
    expect([...needs.customer]).toEqual(['d']);
    expect([...needs.tenant].sort()).toEqual(['d', 'wait']);
  });
});

describe('spec numbers and keys', () => {
  it('computes the required duration in ms and the repeats, dynamic first', () => {
    expect(requiredDurationMs(parse(rule([], duration(2, 'MINUTES'))), data({}))).toBe(120_000);
    const dynamicDuration = parse(rule([], duration(2, 'SECONDS', { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'wait', inherit: false })));
    expect(requiredDurationMs(dynamicDuration, data({ 'ATTRIBUTE:wait': '5' }))).toBe(5000);
    expect(requiredDurationMs(dynamicDuration, data({}))).toBe(2000);
    expect(requiredRepeats(parse(rule([], repeating(3))), data({}))).toBe(3);
    expect(requiredRepeats(parse(rule([], repeating(3, { sourceType: 'CURRENT_TENANT', sourceAttribute: 'n', inherit: false }))), data({}, { tenant: { n: '7' } }))).toBe(7);
  });

  it('lists the keys a rule reads, dynamic sources as device attributes', () => {
    const r = parse(
      rule([numeric('t', 'GREATER', 1, 'TIME_SERIES', { sourceType: 'CURRENT_TENANT', sourceAttribute: 'limit', inherit: false }), text('name', 'EQUAL', 'x', 'ENTITY_FIELD')], repeating(2, { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'times', inherit: false })),
    );
    expect([...ruleKeys(r)].sort()).toEqual(['ATTRIBUTE:limit', 'ATTRIBUTE:times', 'ENTITY_FIELD:name', 'TIME_SERIES:t']);
  });
});
