import type { Kysely } from 'kysely';

/*
 * The widget library (contract §2, §4): widgets bundles and widget types. System items
 * carry the null-UUID tenant, which is not a tenant row, so tenant_id has no foreign
 * key; a widget type names its bundle by alias, as ThingsBoard's does. The unique
 * indexes hold the per-tenant (bundles) and per-bundle (types) alias rule against
 * concurrent saves.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('widgets_bundle')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('alias', 'varchar(255)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('description', 'text')
    .execute();
  await db.schema.createIndex('widgets_bundle_alias_unq').on('widgets_bundle').columns(['tenant_id', 'alias']).unique().execute();

  await db.schema
    .createTable('widget_type')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('bundle_alias', 'varchar(255)', (c) => c.notNull())
    .addColumn('alias', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('description', 'text')
    .addColumn('descriptor', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('widget_type_alias_unq')
    .on('widget_type')
    .columns(['tenant_id', 'bundle_alias', 'alias'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['widget_type', 'widgets_bundle']) await db.schema.dropTable(table).ifExists().execute();
}
