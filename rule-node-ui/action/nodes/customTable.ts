import { check } from '../common/checks';
import { isBlank, type Problem } from '../common/problems';

/* Catalogue §4 ACTION "save to custom table" (server: nodes/action/TbSaveToCustomTableNode.ts). */

export const CUSTOM_TABLE = 'org.thingsboard.rule.engine.action.TbSaveToCustomCassandraTableNode';

/** The prefix the server puts before the table name. */
export const CUSTOM_TABLE_PREFIX = 'cs_tb_';
/** The mapping key that stands for the originator's id. */
export const ENTITY_ID_KEY = '$entity_id';

/** A plain SQL identifier, as the server accepts table and column names (prefix included: 63 characters). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export interface CustomTableConfig {
  [key: string]: unknown;
  tableName: string;
  /** Message data key -> column. */
  fieldsMapping: Record<string, string>;
}

export const CUSTOM_TABLE_DEFAULTS: CustomTableConfig = { tableName: '', fieldsMapping: { '': '' } };

export function validateCustomTable(config: CustomTableConfig): Problem[] {
  return check(config, (c) => {
    if (c.required('tableName', 'rulenode.custom-table-name') && !IDENTIFIER.test(CUSTOM_TABLE_PREFIX + String(config.tableName))) {
      c.fail('tableName', 'identifier', 'rulenode.custom-table-name');
    }
    if (!c.stringMap('fieldsMapping', 'rulenode.fields-mapping', { required: true })) return;
    const columns = Object.values(config.fieldsMapping);
    const bad = columns.find((column) => !isBlank(column) && !IDENTIFIER.test(String(column)));
    if (bad !== undefined) c.add('fieldsMapping', 'rulenode.error.column-name', { column: bad });
  });
}
