import { sql, type Kysely } from 'kysely';
import { newRootRuleChainRow } from '../../ruleChains/rootRuleChain';

/*
 * Dashboards with their customer assignments, rule chains (contract §2, §5, §10), and
 * the device-profile links to both. Every existing tenant gets the root rule chain a
 * new tenant is created with.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('dashboard')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('mobile_hide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile_order', 'integer')
    .addColumn('configuration', 'text')
    .execute();
  await db.schema.createIndex('dashboard_tenant_idx').on('dashboard').column('tenant_id').execute();

  // A dashboard may be shared with many customers, so assignments are rows, not a column.
  await db.schema
    .createTable('dashboard_customer')
    .addColumn('dashboard_id', 'varchar(36)', (c) => c.notNull().references('dashboard.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_customer_pkey', ['dashboard_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('dashboard_customer_customer_idx').on('dashboard_customer').column('customer_id').execute();

  await db.schema
    .createTable('rule_chain')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('first_rule_node_id', 'varchar(36)')
    .addColumn('root', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debug_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('configuration', 'text')
    .addColumn('additional_info', 'text')
    // RuleChainMetaData without its ruleChainId: nodes, connections, firstNodeIndex.
    .addColumn('metadata', 'text')
    .execute();
  await db.schema.createIndex('rule_chain_tenant_idx').on('rule_chain').columns(['tenant_id', 'type']).execute();
  // One root chain per tenant and type, held by the database against concurrent "set root" calls.
  await db.schema
    .createIndex('rule_chain_one_root_unq')
    .on('rule_chain')
    .columns(['tenant_id', 'type'])
    .unique()
    .where(sql<boolean>`root = 1`)
    .execute();

  await db.schema.alterTable('device_profile').addColumn('default_rule_chain_id', 'varchar(36)').execute();
  await db.schema.alterTable('device_profile').addColumn('default_dashboard_id', 'varchar(36)').execute();

  const tenants = await db.selectFrom('tenant').select('id').execute();
  for (const tenant of tenants as { id: string }[]) {
    await db.insertInto('rule_chain').values(newRootRuleChainRow(tenant.id, Date.now())).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('device_profile').dropColumn('default_dashboard_id').execute();
  await db.schema.alterTable('device_profile').dropColumn('default_rule_chain_id').execute();
  await db.schema.dropIndex('rule_chain_one_root_unq').ifExists().execute();
  for (const table of ['rule_chain', 'dashboard_customer', 'dashboard']) await db.schema.dropTable(table).ifExists().execute();
}
