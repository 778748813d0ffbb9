import type { Kysely } from 'kysely';

/*
 * The rule engine's tables: events (rule node debug IN/OUT, lifecycle and error events,
 * contract §10 events endpoint) and per-node, per-entity state that nodes keep across
 * restarts (the device profile node's alarm rule state, geofencing presence).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('event')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    /** DEBUG_RULE_NODE, DEBUG_RULE_CHAIN, LC_EVENT, ERROR, STATS. */
    .addColumn('event_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_uid', 'varchar(36)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_entity_idx').on('event').columns(['entity_id', 'event_type', 'created_time']).execute();
  await db.schema.createIndex('event_tenant_idx').on('event').columns(['tenant_id', 'event_type', 'created_time']).execute();

  await db.schema
    .createTable('rule_node_state')
    .addColumn('rule_node_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('state_data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_node_state_pk', ['rule_node_id', 'entity_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rule_node_state').execute();
  await db.schema.dropTable('event').execute();
}
