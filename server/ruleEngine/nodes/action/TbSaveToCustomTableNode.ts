import { CUSTOM_TABLE_PREFIX, isPlainIdentifier, type CustomValue } from '../../../store/CustomTableStore';
import { msgJson, type TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { requiredString } from './configChecks';

export interface CustomTableConfig {
  /** Without the `cs_tb_` prefix. */
  tableName: string;
  /** Message data key -> column; the key `$entity_id` stands for the originator's id. */
  fieldsMapping: Record<string, string>;
}

export const ENTITY_ID_KEY = '$entity_id';

function checkedMapping(raw: unknown): [string, string][] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new RuleNodeConfigError('Fields mapping should be an object');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0) throw new RuleNodeConfigError('Fields(key,value) map is empty!');
  return entries.map(([key, column]) => {
    if (key.trim() === '') throw new RuleNodeConfigError('Fields mapping has an empty message field name');
    if (typeof column !== 'string' || !isPlainIdentifier(column)) throw new RuleNodeConfigError(`Invalid column name for field '${key}': ${String(column)}`);
    return [key, column];
  });
}

/** The row to insert, as ThingsBoard binds it: primitives as they are, objects as JSON text. */
function rowOf(msg: TbMsg, mapping: [string, string][]): Record<string, CustomValue> {
  const data = msgJson(msg);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error(`Invalid message structure, it is not a JSON Object: ${msg.data}`);
  const row: Record<string, CustomValue> = {};
  for (const [key, column] of mapping) {
    if (key === ENTITY_ID_KEY) {
      row[column] = msg.originator.id;
      continue;
    }
    if (!(key in data)) throw new Error(`Message data doesn't contain key: '${key}'!`);
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') row[column] = value;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) row[column] = JSON.stringify(value);
    else throw new Error(`Message data key: '${key}' with value: '${JSON.stringify(value)}' is not a JSON Object or JSON Primitive!`);
  }
  return row;
}

/**
 * Catalogue §4 ACTION "save to custom table" (CORE). ThingsBoard writes to a Cassandra
 * table `cs_tb_<tableName>`; Tessera has no Cassandra, so the table is one of its own
 * database's, created by the user. The table is looked up for each message (it may be
 * created after the chain started): a missing one fails the message with a clear error.
 */
export const TbSaveToCustomTableNode = defineRuleNode<CustomTableConfig>({
  clazz: tb('action.TbSaveToCustomCassandraTableNode'),
  type: 'ACTION',
  name: 'save to custom table',
  description:
    'Node stores data from incoming Message payload to the Cassandra database into the predefined custom table that should have <b>cs_tb_</b> prefix, to avoid the data insertion to the common TB tables.<br><b>Note:</b> in Tessera the table is a table of the server database (SQLite or PostgreSQL).',
  details:
    'Administrator should set the custom table name without prefix: <b>cs_tb_</b>. <br>Administrator can configure the mapping between the Message field names and Table columns name.<br>If the mapping key is <b>$entity_id</b>, that is identified by the Message Originator, then to the appropriate column name(mapping value) will be write the message originator id.<br><br>If specified message field does not exist or is not a JSON Primitive, the outbound message will be routed via <b>failure</b> chain, otherwise, the message will be routed via <b>success</b> chain.',
  relationTypes: [SUCCESS, FAILURE],
  ruleChainTypes: ['CORE'],
  defaultConfiguration: { tableName: '', fieldsMapping: { '': '' } },
  configDirective: 'tbActionNodeCustomTableConfig',
  icon: 'file_upload',
  init(_ctx, config) {
    const name = requiredString(config.tableName, 'tableName', 'Table name should be specified!');
    const table = `${CUSTOM_TABLE_PREFIX}${name}`;
    if (!isPlainIdentifier(table)) throw new RuleNodeConfigError(`Invalid table name: ${name} (letters, digits and underscores only)`);
    const mapping = checkedMapping(config.fieldsMapping);
    return {
      async onMsg(ctx, msg) {
        const { customTables } = ctx.services.stores;
        try {
          const columns = await customTables.columns(table);
          if (columns.length === 0) throw new Error(`Table ${table} does not exist`);
          const missing = mapping.find(([, column]) => !columns.includes(column.toLowerCase()));
          if (missing) throw new Error(`Column '${missing[1]}' does not exist in table ${table}`);
          await customTables.insert(table, rowOf(msg, mapping));
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        ctx.tellSuccess(msg);
      },
    };
  },
});
