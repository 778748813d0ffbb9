import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * OTA packages (contract §2 OtaPackageInfo, §10) and the firmware/software links of
 * device profiles and devices. The package file is a blob in the same row: firmware
 * images are small (the upload limit is in server/ota/otaLimits.ts) and this keeps a
 * package and its data in one transaction on both databases.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const blob = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('ota_package')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    // As in ThingsBoard, deleting a profile (possible only without devices) deletes its packages.
    .addColumn('device_profile_id', 'varchar(36)', (c) => c.notNull().references('device_profile.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('version', 'varchar(255)', (c) => c.notNull())
    .addColumn('tag', 'varchar(255)')
    .addColumn('url', 'varchar(2048)')
    .addColumn('file_name', 'varchar(255)')
    .addColumn('content_type', 'varchar(255)')
    .addColumn('checksum_algorithm', 'varchar(32)')
    .addColumn('checksum', 'varchar(1020)')
    .addColumn('data', blob)
    .addColumn('data_size', 'bigint')
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('ota_package_profile_type_title_version_unq', ['tenant_id', 'device_profile_id', 'type', 'title', 'version'])
    .execute();
  await db.schema.createIndex('ota_package_profile_idx').on('ota_package').columns(['device_profile_id', 'type']).execute();

  // No foreign keys: a package in use cannot be deleted (OtaPackageService checks both tables).
  for (const table of ['device_profile', 'device']) {
    await db.schema.alterTable(table).addColumn('firmware_id', 'varchar(36)').execute();
    await db.schema.alterTable(table).addColumn('software_id', 'varchar(36)').execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['device', 'device_profile']) {
    await db.schema.alterTable(table).dropColumn('software_id').execute();
    await db.schema.alterTable(table).dropColumn('firmware_id').execute();
  }
  await db.schema.dropTable('ota_package').ifExists().execute();
}
