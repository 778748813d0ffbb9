import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as init from './migrations/0001_init';
import * as accountSecurity from './migrations/0002_account_security';
import * as tenancy from './migrations/0003_tenancy';
import * as entities from './migrations/0004_entities';
import * as edgesTelemetry from './migrations/0005_edges_telemetry';
import * as ota from './migrations/0006_ota';
import * as dashboardsRuleChains from './migrations/0007_dashboards_rule_chains';
import * as profileQueue from './migrations/0008_profile_queue';
import * as rpc from './migrations/0009_rpc';
import * as alarms from './migrations/0010_alarms';
import * as widgets from './migrations/0011_widgets';
import * as ruleEngine from './migrations/0012_rule_engine';
import * as uiBundles from './migrations/0013_ui_bundles';
import * as tsKvPartitions from './migrations/0014_ts_kv_partitions';
import * as resources from './migrations/0015_resources';
import * as activationTokenTs from './migrations/0016_activation_token_ts';
import * as uiBundleScope from './migrations/0017_ui_bundle_scope';

/*
 * Migrations are compiled into the server bundle, so they are listed here
 * rather than read from a folder. Add new files in order; never edit old ones.
 */
export const migrations: Record<string, Migration> = {
  '0001_init': init,
  '0002_account_security': accountSecurity,
  '0003_tenancy': tenancy,
  '0004_entities': entities,
  '0005_edges_telemetry': edgesTelemetry,
  '0006_ota': ota,
  '0007_dashboards_rule_chains': dashboardsRuleChains,
  '0008_profile_queue': profileQueue,
  '0009_rpc': rpc,
  '0010_alarms': alarms,
  '0011_widgets': widgets,
  '0012_rule_engine': ruleEngine,
  '0013_ui_bundles': uiBundles,
  '0014_ts_kv_partitions': tsKvPartitions,
  '0015_resources': resources,
  '0016_activation_token_ts': activationTokenTs,
  '0017_ui_bundle_scope': uiBundleScope,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * On PostgreSQL, the schema the connection works in (`search_path`, `public` by default): Kysely
 * would otherwise take another schema's `kysely_migration` table for this one's.
 */
export async function migrationSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await migrationSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
