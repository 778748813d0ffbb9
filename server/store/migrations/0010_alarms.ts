import type { Kysely } from 'kysely';

/*
 * Alarms (contract §2, §10) and the entities each alarm is visible on (its originator
 * plus, when propagated, the originator's parents, owner and tenant), so per-entity
 * lists and the alarm data query find propagated alarms with one indexed lookup.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('alarm')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('originator_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('originator_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('severity', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_ts', 'bigint', (c) => c.notNull())
    .addColumn('end_ts', 'bigint', (c) => c.notNull())
    .addColumn('ack_ts', 'bigint', (c) => c.notNull())
    .addColumn('clear_ts', 'bigint', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('propagate', 'integer', (c) => c.notNull())
    .addColumn('propagate_to_owner', 'integer', (c) => c.notNull())
    .addColumn('propagate_to_tenant', 'integer', (c) => c.notNull())
    /** JSON array of relation types; empty means every type. */
    .addColumn('propagate_relation_types', 'text')
    .execute();
  await db.schema.createIndex('alarm_tenant_idx').on('alarm').columns(['tenant_id', 'created_time']).execute();
  await db.schema.createIndex('alarm_originator_idx').on('alarm').columns(['originator_id', 'type', 'created_time']).execute();

  await db.schema
    .createTable('entity_alarm')
    .addColumn('alarm_id', 'varchar(36)', (c) => c.notNull().references('alarm.id').onDelete('cascade'))
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('entity_alarm_pk', ['alarm_id', 'entity_id'])
    .execute();
  await db.schema.createIndex('entity_alarm_entity_idx').on('entity_alarm').columns(['entity_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('entity_alarm').execute();
  await db.schema.dropTable('alarm').execute();
}
