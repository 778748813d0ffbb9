import type { Kysely } from 'kysely';

/*
 * The rule-engine queue a device profile sends its devices' messages to (contract §2
 * DeviceProfile.defaultQueueName); null means the rule engine's Main queue.
 */

// Migrations take Kysely<any>: they must keep compiling while the schema type evolves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('device_profile').addColumn('default_queue_name', 'varchar(255)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('device_profile').dropColumn('default_queue_name').execute();
}
