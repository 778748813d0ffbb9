import type { Kysely } from 'kysely';

/*
 * Persistent RPC requests (contract §10): stored when sent with `persistent: true`,
 * delivered in order when the device subscribes, and listed per device.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rpc')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(36)', (c) => c.notNull().references('device.id').onDelete('cascade'))
    .addColumn('expiration_time', 'bigint', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('additional_info', 'text')
    .execute();
  await db.schema.createIndex('rpc_device_idx').on('rpc').columns(['device_id', 'created_time']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rpc').execute();
}
