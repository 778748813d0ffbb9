import { sql, type Kysely } from 'kysely';

/*
 * Runtime UI bundles get a scope and a kind (issue 16): besides the rule-node UI bundles a
 * system administrator installs (0013), widget bundles installed by a tenant for itself or
 * by the system administrator for everyone (the null-UUID tenant). One row per tenant and
 * bundle id, so two tenants may each install their own `acme.gauges`; the rows of 0013 move
 * over as system rule-node bundles.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('ui_bundle')
    /** The owner: a tenant, or the null UUID for bundles the system administrator installed. */
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    /** The manifest's id, e.g. `acme.gauges`. */
    .addColumn('id', 'varchar(255)', (c) => c.notNull())
    /** `ruleNode` (contributes rule-node editors) or `widget` (contributes widgets). */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ui_bundle_pkey', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('idx_ui_bundle_id').on('ui_bundle').column('id').execute();
  await sql`insert into ui_bundle (tenant_id, id, kind, created_time, version, name, manifest, code, code_hash)
    select ${NULL_UUID}, id, 'ruleNode', created_time, version, name, manifest, code, code_hash from rule_node_ui_bundle`.execute(db);
  await db.schema.dropTable('rule_node_ui_bundle').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rule_node_ui_bundle')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await sql`insert into rule_node_ui_bundle (id, created_time, version, name, manifest, code, code_hash)
    select id, created_time, version, name, manifest, code, code_hash from ui_bundle where kind = 'ruleNode' and tenant_id = ${NULL_UUID}`.execute(db);
  await db.schema.dropTable('ui_bundle').execute();
}
