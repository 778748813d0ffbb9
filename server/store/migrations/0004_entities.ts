import { sql, type Kysely } from 'kysely';

/*
 * Assets, entity views and relations (contract §2, §10), and the device-profile
 * columns the profile endpoints need. Customer ids hold the null UUID for
 * "unassigned", so customer_id carries no foreign key, as on device.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('asset')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('label', 'varchar(255)')
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('asset_tenant_name_unq', ['tenant_id', 'name'])
    .execute();
  await db.schema.createIndex('asset_customer_idx').on('asset').columns(['tenant_id', 'customer_id']).execute();

  await db.schema
    .createTable('entity_view')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    // DEVICE or ASSET; no foreign key as it points into either table (deletes check it instead).
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('keys', 'text')
    .addColumn('start_ts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('end_ts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('entity_view_tenant_name_unq', ['tenant_id', 'name'])
    .execute();
  await db.schema.createIndex('entity_view_customer_idx').on('entity_view').columns(['tenant_id', 'customer_id']).execute();
  await db.schema.createIndex('entity_view_entity_idx').on('entity_view').column('entity_id').execute();

  // Relations have no id of their own: the whole edge is the key, as in ThingsBoard.
  await db.schema
    .createTable('relation')
    .addColumn('from_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('from_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('to_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('to_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('relation_type_group', 'varchar(32)', (c) => c.notNull())
    .addColumn('relation_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('additional_info', 'text')
    .addPrimaryKeyConstraint('relation_pkey', ['from_id', 'from_type', 'relation_type_group', 'relation_type', 'to_id', 'to_type'])
    .execute();
  // The primary key serves "from" lookups; "to" lookups and cascades need their own index.
  await db.schema.createIndex('relation_to_idx').on('relation').columns(['to_id', 'to_type', 'relation_type_group']).execute();

  // Device provisioning finds the profile by key alone, so keys are unique across tenants.
  await db.schema.alterTable('device_profile').addColumn('provision_device_key', 'varchar(255)').execute();
  await db.schema.alterTable('device_profile').addColumn('image', 'text').execute();
  await db.schema.createIndex('device_profile_provision_key_unq').on('device_profile').column('provision_device_key').unique().execute();
  // One default device profile per tenant, held by the database against concurrent "make default" calls.
  // Earlier versions could not make a second default, but keep only each tenant's oldest should one exist.
  const defaults = await db
    .selectFrom('device_profile')
    .select(['id', 'tenant_id'])
    .where('is_default', '=', 1)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
  const tenantsSeen = new Set<string>();
  const extra: string[] = [];
  for (const row of defaults) {
    if (tenantsSeen.has(row.tenant_id)) extra.push(row.id);
    else tenantsSeen.add(row.tenant_id);
  }
  if (extra.length > 0) await db.updateTable('device_profile').set({ is_default: 0 }).where('id', 'in', extra).execute();
  await db.schema
    .createIndex('device_profile_one_default_unq')
    .on('device_profile')
    .column('tenant_id')
    .unique()
    .where(sql<boolean>`is_default = 1`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('device_profile_one_default_unq').ifExists().execute();
  await db.schema.dropIndex('device_profile_provision_key_unq').ifExists().execute();
  await db.schema.alterTable('device_profile').dropColumn('image').execute();
  await db.schema.alterTable('device_profile').dropColumn('provision_device_key').execute();
  for (const table of ['relation', 'entity_view', 'asset']) await db.schema.dropTable(table).ifExists().execute();
}
