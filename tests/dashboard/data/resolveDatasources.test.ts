import { describe, expect, it } from 'vitest';
import { resolveDatasources } from '../../../core/dashboard/data/resolveDatasources';
import { type EntityAlias } from '../../../core/dashboard/model/types';

const alias: EntityAlias = { id: 'a', alias: 'Thermostats', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } };
const entity = (id: string, name: string, label?: string) => ({ id: { entityType: 'DEVICE' as const, id }, name, label, entityType: 'DEVICE' });

describe('resolved datasources', () => {
  it('gives each entity of a multiple alias its own datasource, labels filled in and colours apart', () => {
    const { sources } = resolveDatasources(
      [{ type: 'entity', entityAliasId: 'a', dataKeys: [{ name: 'temperature', type: 'timeseries', label: '${entityLabel} (${aliasName})', color: '#f44336', settings: {} }] }],
      { a: alias },
      () => ({ entities: [entity('1', 'T1', 'Living room'), entity('2', 'T2')], error: null, loading: false }),
      (key) => key,
    );
    expect(sources.map((s) => s.datasource.name)).toEqual(['T1', 'T2']);
    const [first, second] = sources.map((s) => s.datasource.dataKeys[0]);
    expect(first).toMatchObject({ label: 'Living room (Thermostats)', color: '#f44336' });
    expect(second.label).toBe('T2 (Thermostats)');
    expect(second.color).not.toBe('#f44336');
  });

  it('reports an alias the dashboard does not have', () => {
    const result = resolveDatasources([{ type: 'entity', entityAliasId: 'gone', dataKeys: [] }], {}, () => ({ entities: [], error: null, loading: false }), (key) => key);
    expect(result.sources).toEqual([]);
    expect(result.error).toBe('widget-data.alias-not-found');
  });
});
