import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import {
  ATTRIBUTES_DEFAULTS, notifyDeviceOf, TIMESERIES_DEFAULTS, validateAttributes, validateTimeseries,
} from '../../../../rule-node-ui/action/nodes/telemetry';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('save timeseries', () => {
  it('takes a whole, non-negative default TTL (0: the tenant profile decides)', () => {
    expect(validateTimeseries(TIMESERIES_DEFAULTS)).toEqual([]);
    expect(validateTimeseries({ ...TIMESERIES_DEFAULTS, defaultTTL: 3600 })).toEqual([]);
    expect(found(validateTimeseries({ ...TIMESERIES_DEFAULTS, defaultTTL: -1 }))).toEqual(['defaultTTL: rulenode.error.whole-number-min']);
    expect(found(validateTimeseries({ ...TIMESERIES_DEFAULTS, defaultTTL: 1.5 }))).toEqual(['defaultTTL: rulenode.error.whole-number-min']);
    expect(found(validateTimeseries({ ...TIMESERIES_DEFAULTS, defaultTTL: null as unknown as number }))).toEqual(['defaultTTL: rulenode.error.required']);
  });

  it('names the field and the bound in the message', () => {
    expect(validateTimeseries({ ...TIMESERIES_DEFAULTS, defaultTTL: -5 })).toEqual([
      { field: 'defaultTTL', key: 'rulenode.error.whole-number-min', label: 'rulenode.default-ttl', params: { min: 0 } },
    ]);
  });

  it('reads numeric text and "true"/"false" as an imported chain may hold them', () => {
    expect(validateTimeseries({ defaultTTL: '60' as unknown as number, skipLatestPersistence: 'true' as unknown as boolean, useServerTs: false })).toEqual([]);
    expect(found(validateTimeseries({ ...TIMESERIES_DEFAULTS, useServerTs: 'yes' as unknown as boolean }))).toEqual(['useServerTs: rulenode.error.flag']);
  });
});

describe('save attributes', () => {
  it('needs one of the three scopes', () => {
    for (const scope of ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'] as const) expect(validateAttributes({ ...ATTRIBUTES_DEFAULTS, scope })).toEqual([]);
    expect(found(validateAttributes({ ...ATTRIBUTES_DEFAULTS, scope: 'LATEST' as 'SERVER_SCOPE' }))).toEqual(['scope: rulenode.error.one-of']);
  });

  it('accepts notifyDevice as ThingsBoard\'s root chain saves it ("false"), and reads null as true', () => {
    expect(validateAttributes({ scope: 'CLIENT_SCOPE', notifyDevice: 'false' })).toEqual([]);
    expect(notifyDeviceOf('false')).toBe(false);
    expect(notifyDeviceOf('TRUE')).toBe(true);
    expect(notifyDeviceOf(null)).toBe(true);
    expect(notifyDeviceOf(false)).toBe(false);
  });
});
