import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/store/database';
import { migrateToLatest, migrationSchema, migrations } from '../../server/store/migrate';
import { NULL_UUID } from '../../server/store/ids';
import { UiBundleStore } from '../../server/store/UiBundleStore';
import { removeTempDirs, tempDir } from './helpers';
import { testDatabaseUrl } from './testDatabase';

afterAll(removeTempDirs);

describe('0017_ui_bundle_scope', () => {
  it('keeps the installed rule-node UI bundles as system bundles of their kind', async () => {
    const dataDir = await tempDir();
    const db = createDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0017'));
      expect((await new Migrator({ db, migrationTableSchema: await migrationSchema(db), provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await (db as any).insertInto('rule_node_ui_bundle').values({
        id: 'acme.old', created_time: 5, version: '1.2.3', name: 'Old', manifest: '{"id":"acme.old"}', code: 'System.register([],function(){})', code_hash: 'abc',
      }).execute();

      await migrateToLatest(db);
      const store = new UiBundleStore(db);
      expect(await store.list('ruleNode', [NULL_UUID])).toEqual([
        { id: 'acme.old', tenantId: NULL_UUID, kind: 'ruleNode', createdTime: 5, version: '1.2.3', name: 'Old', manifest: { id: 'acme.old' }, codeHash: 'abc' },
      ]);
      expect(await store.findCode('ruleNode', NULL_UUID, 'acme.old', 'abc')).toBe('System.register([],function(){})');
      expect(await store.list('widget', [NULL_UUID])).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
