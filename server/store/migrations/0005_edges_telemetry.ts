import type { Kysely } from 'kysely';

/*
 * Edges and their events, device claims, and the telemetry tables (attributes,
 * time series and the latest value of each series) the telemetry features build on.
 * Values keep their type: exactly one of bool_v, str_v, long_v, dbl_v, json_v is set.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The typed value columns shared by the three telemetry tables. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function valueColumns<T extends { addColumn: (...args: any[]) => T }>(table: T): T {
  return table
    .addColumn('bool_v', 'integer')
    .addColumn('str_v', 'text')
    .addColumn('long_v', 'bigint')
    .addColumn('dbl_v', 'double precision')
    .addColumn('json_v', 'text');
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('edge')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('root_rule_chain_id', 'varchar(36)')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('label', 'varchar(255)')
    // The edge presents its routing key alone when it connects, so keys are unique across tenants.
    .addColumn('routing_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('secret', 'varchar(255)', (c) => c.notNull())
    .addColumn('edge_license_key', 'varchar(255)')
    .addColumn('cloud_endpoint', 'varchar(255)')
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('edge_tenant_name_unq', ['tenant_id', 'name'])
    .execute();
  await db.schema.createIndex('edge_customer_idx').on('edge').columns(['tenant_id', 'customer_id']).execute();

  await db.schema
    .createTable('edge_event')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('edge_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)')
    .addColumn('uid', 'varchar(255)')
    .addColumn('body', 'text')
    .execute();
  await db.schema.createIndex('edge_event_edge_idx').on('edge_event').columns(['edge_id', 'created_time']).execute();

  await db.schema
    .createTable('device_claim')
    .addColumn('device_id', 'varchar(36)', (c) => c.primaryKey().references('device.id').onDelete('cascade'))
    .addColumn('secret_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('expiration_time', 'bigint', (c) => c.notNull())
    .execute();

  await valueColumns(
    db.schema
      .createTable('attribute_kv')
      .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('attribute_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('attribute_key', 'varchar(255)', (c) => c.notNull()),
  )
    .addColumn('last_update_ts', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('attribute_kv_pkey', ['entity_id', 'attribute_type', 'attribute_key'])
    .execute();

  await valueColumns(
    db.schema
      .createTable('ts_kv')
      .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('key', 'varchar(255)', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('ts_kv_pkey', ['entity_id', 'key', 'ts'])
    .execute();

  await valueColumns(
    db.schema
      .createTable('ts_kv_latest')
      .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('key', 'varchar(255)', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('ts_kv_latest_pkey', ['entity_id', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['ts_kv_latest', 'ts_kv', 'attribute_kv', 'device_claim', 'edge_event', 'edge']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
