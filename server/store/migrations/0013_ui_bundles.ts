import type { Kysely } from 'kysely';

/*
 * Rule-node UI bundles that a system administrator installs through the console
 * (issue 14, the integrator path). One row per bundle id: a newer version replaces
 * the row. The code is a System.register module of a few kilobytes (the host shares
 * React, MobX, Spectrum and the SDK), so it is text in the row; `code_hash` is the
 * content hash that the bundle's URL carries.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rule_node_ui_bundle')
    /** The manifest's id, e.g. `acme.hello-node`. */
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    /** The built manifest (with `main` and `shared`), as JSON. */
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rule_node_ui_bundle').ifExists().execute();
}
