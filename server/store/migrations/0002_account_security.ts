import type { Kysely } from 'kysely';

/*
 * Password expiry and reuse (security settings). Existing passwords get the migration
 * time as their change time, so an expiry policy starts counting from the upgrade
 * instead of locking everybody out at once.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_credentials').addColumn('password_changed_ts', 'bigint').execute();
  await db.schema.alterTable('user_credentials').addColumn('password_history', 'text').execute();
  await db.updateTable('user_credentials').set({ password_changed_ts: Date.now() }).where('password', 'is not', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_credentials').dropColumn('password_history').execute();
  await db.schema.alterTable('user_credentials').dropColumn('password_changed_ts').execute();
}
