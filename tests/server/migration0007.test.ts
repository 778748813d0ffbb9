import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/store/database';
import { migrateToLatest, migrationSchema } from '../../server/store/migrate';
import * as init from '../../server/store/migrations/0001_init';
import * as accountSecurity from '../../server/store/migrations/0002_account_security';
import * as tenancy from '../../server/store/migrations/0003_tenancy';
import * as entities from '../../server/store/migrations/0004_entities';
import * as edgesTelemetry from '../../server/store/migrations/0005_edges_telemetry';
import * as ota from '../../server/store/migrations/0006_ota';
import { RuleChainStore } from '../../server/store/RuleChainStore';
import { removeTempDirs, tempDir } from './helpers';
import { testDatabaseUrl } from './testDatabase';

afterAll(removeTempDirs);

describe('0007_dashboards_rule_chains', () => {
  it('gives every existing tenant its root rule chain, and then refuses a second root', async () => {
    const dataDir = await tempDir();
    const db = createDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    try {
      const before = { '0001_init': init, '0002_account_security': accountSecurity, '0003_tenancy': tenancy, '0004_entities': entities, '0005_edges_telemetry': edgesTelemetry, '0006_ota': ota };
      expect((await new Migrator({ db, migrationTableSchema: await migrationSchema(db), provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const raw = db as any;
      await raw.insertInto('tenant_profile').values({ id: 'tp', created_time: 1, name: 'tp', is_default: 1 }).execute();
      for (const tenant of ['t1', 't2']) await raw.insertInto('tenant').values({ id: tenant, created_time: 1, title: tenant, tenant_profile_id: 'tp' }).execute();

      await migrateToLatest(db);
      const chains = await db.selectFrom('rule_chain').select(['tenant_id', 'name', 'type', 'root']).orderBy('tenant_id').execute();
      expect(chains).toEqual([
        { tenant_id: 't1', name: 'Root Rule Chain', type: 'CORE', root: 1 },
        { tenant_id: 't2', name: 'Root Rule Chain', type: 'CORE', root: 1 },
      ]);
      const root = (await new RuleChainStore(db).findRoot('t1'))!;
      expect((await new RuleChainStore(db).findMetadata(root.id.id)).nodes).toHaveLength(7);
      await expect(new RuleChainStore(db).createRoot('t1')).rejects.toThrow(/UNIQUE|unique constraint/);
      expect(await db.selectFrom('dashboard').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
