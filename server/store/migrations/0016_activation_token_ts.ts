import type { Kysely } from 'kysely';

/*
 * When each pending activation token was issued, so the security settings' activation
 * token lifetime (`userActivationTokenTtl`) can end it. Tokens issued before this
 * migration have no time and do not expire until they are renewed.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_credentials').addColumn('activate_token_ts', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_credentials').dropColumn('activate_token_ts').execute();
}
