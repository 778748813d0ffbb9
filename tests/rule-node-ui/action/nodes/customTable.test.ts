import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { CUSTOM_TABLE_DEFAULTS, validateCustomTable } from '../../../../rule-node-ui/action/nodes/customTable';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('save to custom table', () => {
  it('needs a table name the database accepts and a mapping with every key and column filled in', () => {
    expect(found(validateCustomTable(CUSTOM_TABLE_DEFAULTS))).toEqual(['tableName: rulenode.error.required', 'fieldsMapping: rulenode.error.map-blank']);
    expect(validateCustomTable({ tableName: 'readings', fieldsMapping: { temperature: 'temp', $entity_id: 'entity_id' } })).toEqual([]);
    expect(found(validateCustomTable({ tableName: 'my table', fieldsMapping: {} }))).toEqual([
      'tableName: rulenode.error.identifier',
      'fieldsMapping: rulenode.error.map-empty',
    ]);
    // With the cs_tb_ prefix the name may have 63 characters.
    expect(validateCustomTable({ tableName: 'a'.repeat(57), fieldsMapping: { a: 'b' } })).toEqual([]);
    expect(found(validateCustomTable({ tableName: 'a'.repeat(58), fieldsMapping: { a: 'b' } }))).toEqual(['tableName: rulenode.error.identifier']);
  });

  it('names a column the database would refuse', () => {
    expect(validateCustomTable({ tableName: 't', fieldsMapping: { temperature: 'temp-value' } })).toEqual([
      { field: 'fieldsMapping', key: 'rulenode.error.column-name', params: { column: 'temp-value' } },
    ]);
  });
});
