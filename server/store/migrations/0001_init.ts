import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * Foundation tables. Tenant and customer ids hold the null UUID for "system" and
 * "unassigned", so those columns carry no foreign key where the null UUID occurs.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = CreateTableBuilder<any, any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('tenant_profile')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('profile_data', 'text')
    .execute();

  const contact = (b: AnyTable): AnyTable =>
    ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email'].reduce(
      (acc, name) => acc.addColumn(name, 'varchar(255)'),
      b,
    );

  await contact(
    db.schema
      .createTable('tenant')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('created_time', 'bigint', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('region', 'varchar(255)')
      .addColumn('tenant_profile_id', 'varchar(36)', (c) => c.notNull().references('tenant_profile.id')),
  )
    .addColumn('additional_info', 'text')
    .execute();

  await contact(
    db.schema
      .createTable('customer')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('created_time', 'bigint', (c) => c.notNull())
      .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
      .addColumn('title', 'varchar(255)', (c) => c.notNull()),
  )
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('customer_tenant_title_unq', ['tenant_id', 'title'])
    .execute();

  await db.schema
    .createTable('tb_user')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('authority', 'varchar(32)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(255)')
    .addColumn('last_name', 'varchar(255)')
    .addColumn('additional_info', 'text')
    .execute();
  // Logins match e-mails case-insensitively, so uniqueness must too.
  await db.schema.createIndex('tb_user_email_lower_unq').on('tb_user').unique().expression(sql`lower(email)`).execute();
  await db.schema.createIndex('tb_user_tenant_idx').on('tb_user').columns(['tenant_id', 'customer_id']).execute();

  await db.schema
    .createTable('user_credentials')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().unique().references('tb_user.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password', 'varchar(255)')
    .addColumn('activate_token', 'varchar(255)', (c) => c.unique())
    .addColumn('reset_token', 'varchar(255)', (c) => c.unique())
    .addColumn('tokens_valid_since', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('device_profile')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('transport_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('provision_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('profile_data', 'text')
    .addUniqueConstraint('device_profile_tenant_name_unq', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('device')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('label', 'varchar(255)')
    // No ON DELETE action: a profile in use cannot be deleted, but a tenant delete removes both.
    .addColumn('device_profile_id', 'varchar(36)', (c) => c.notNull().references('device_profile.id'))
    .addColumn('device_data', 'text')
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('device_tenant_name_unq', ['tenant_id', 'name'])
    .execute();
  await db.schema.createIndex('device_customer_idx').on('device').columns(['tenant_id', 'customer_id']).execute();
  await db.schema.createIndex('device_profile_idx').on('device').column('device_profile_id').execute();

  await db.schema
    .createTable('device_credentials')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('device_id', 'varchar(36)', (c) => c.notNull().unique().references('device.id').onDelete('cascade'))
    .addColumn('credentials_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('credentials_id', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('credentials_value', 'text')
    .execute();

  await db.schema
    .createTable('admin_settings')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('json_value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'admin_settings', 'device_credentials', 'device', 'device_profile',
    'user_credentials', 'tb_user', 'customer', 'tenant', 'tenant_profile',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
