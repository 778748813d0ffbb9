import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * The resources library (ThingsBoard's TbResource): JS modules, LwM2M models and key
 * stores, per tenant; system resources carry the null-UUID tenant (not a tenant row, so
 * no foreign key; TenantStore.delete removes a tenant's). The file is a blob in the row,
 * as OTA packages are. A key is unique per tenant and type (ThingsBoard's constraint).
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const blob = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('tb_resource')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('resource_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('resource_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addColumn('data_size', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('tb_resource_unq_key', ['tenant_id', 'resource_type', 'resource_key'])
    .execute();
  await db.schema.createIndex('tb_resource_tenant_idx').on('tb_resource').columns(['tenant_id', 'resource_type']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('tb_resource').ifExists().execute();
}
