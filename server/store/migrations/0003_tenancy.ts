import { sql, type Kysely } from 'kysely';

/*
 * Tenancy endpoints: at most one default tenant profile, enforced by the database so
 * two concurrent "make default" calls cannot leave two; and an index for "is this
 * profile used by a tenant" and the tenant-info join.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Earlier versions could not create a second default, but keep only the oldest should one exist.
  const defaults = await db
    .selectFrom('tenant_profile')
    .select('id')
    .where('is_default', '=', 1)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
  if (defaults.length > 1) {
    await db
      .updateTable('tenant_profile')
      .set({ is_default: 0 })
      .where('id', 'in', defaults.slice(1).map((row) => row.id))
      .execute();
  }
  await db.schema
    .createIndex('tenant_profile_one_default_unq')
    .on('tenant_profile')
    .column('is_default')
    .unique()
    .where(sql<boolean>`is_default = 1`)
    .execute();
  await db.schema.createIndex('tenant_profile_idx').on('tenant').column('tenant_profile_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('tenant_profile_idx').ifExists().execute();
  await db.schema.dropIndex('tenant_profile_one_default_unq').ifExists().execute();
}
