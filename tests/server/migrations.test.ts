import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/store/database';
import { migrateToLatest, migrationSchema } from '../../server/store/migrate';
import * as init from '../../server/store/migrations/0001_init';
import * as accountSecurity from '../../server/store/migrations/0002_account_security';
import * as tenancy from '../../server/store/migrations/0003_tenancy';
import { removeTempDirs, tempDir } from './helpers';
import { testDatabaseUrl } from './testDatabase';

afterAll(removeTempDirs);

describe('0002_account_security', () => {
  it('upgrades a 0001 database, starting the expiry clock of existing passwords at the upgrade', async () => {
    const dataDir = await tempDir();
    const db = createDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    try {
      const first = new Migrator({ db, migrationTableSchema: await migrationSchema(db), provider: { getMigrations: async () => ({ '0001_init': init }) } });
      expect((await first.migrateToLatest()).error).toBeUndefined();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const raw = db as any;
      await raw.insertInto('tb_user').values({ id: 'u1', created_time: 1, tenant_id: 't', customer_id: 'c', email: 'a@b.test', authority: 'SYS_ADMIN' }).execute();
      await raw.insertInto('tb_user').values({ id: 'u2', created_time: 1, tenant_id: 't', customer_id: 'c', email: 'b@b.test', authority: 'SYS_ADMIN' }).execute();
      await raw.insertInto('user_credentials').values({ id: 'c1', user_id: 'u1', enabled: 1, password: 'scrypt$x' }).execute();
      await raw.insertInto('user_credentials').values({ id: 'c2', user_id: 'u2', enabled: 0, password: null }).execute();

      const before = Date.now();
      await migrateToLatest(db);
      const rows = await db.selectFrom('user_credentials').select(['user_id', 'password_changed_ts', 'password_history']).orderBy('user_id').execute();
      expect(rows[0].password_changed_ts).toBeGreaterThanOrEqual(before);
      expect(rows[1].password_changed_ts).toBeNull();
      expect(rows.map((r) => r.password_history)).toEqual([null, null]);
    } finally {
      await db.destroy();
    }
  });
});

describe('0003_tenancy', () => {
  it('keeps only the oldest default tenant profile and then refuses a second default', async () => {
    const dataDir = await tempDir();
    const db = createDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    try {
      const first = new Migrator({ db, migrationTableSchema: await migrationSchema(db), provider: { getMigrations: async () => ({ '0001_init': init, '0002_account_security': accountSecurity }) } });
      expect((await first.migrateToLatest()).error).toBeUndefined();
      const profile = (id: string, created: number) => ({ id, created_time: created, name: id, is_default: 1 });
      await db.insertInto('tenant_profile').values([profile('newer', 2), profile('oldest', 1)]).execute();

      await migrateToLatest(db);
      const defaults = await db.selectFrom('tenant_profile').select('id').where('is_default', '=', 1).execute();
      expect(defaults).toEqual([{ id: 'oldest' }]);
      await expect(db.updateTable('tenant_profile').set({ is_default: 1 }).where('id', '=', 'newer').execute()).rejects.toThrow(/UNIQUE|unique constraint/);
      // Non-default profiles are not constrained by the index.
      await db.insertInto('tenant_profile').values({ id: 'third', created_time: 3, name: 'third', is_default: 0 }).execute();
    } finally {
      await db.destroy();
    }
  });
});

describe('0004_entities', () => {
  it('adds the entity tables and keeps one default device profile per tenant', async () => {
    const dataDir = await tempDir();
    const db = createDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    try {
      const migrations = { '0001_init': init, '0002_account_security': accountSecurity, '0003_tenancy': tenancy };
      expect((await new Migrator({ db, migrationTableSchema: await migrationSchema(db), provider: { getMigrations: async () => migrations } }).migrateToLatest()).error).toBeUndefined();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const raw = db as any;
      await raw.insertInto('tenant_profile').values({ id: 'tp', created_time: 1, name: 'tp', is_default: 1 }).execute();
      for (const tenant of ['t1', 't2']) await raw.insertInto('tenant').values({ id: tenant, created_time: 1, title: tenant, tenant_profile_id: 'tp' }).execute();
      const profile = (id: string, tenant: string, created: number) => ({ id, created_time: created, tenant_id: tenant, name: id, is_default: 1, type: 'DEFAULT', transport_type: 'DEFAULT', provision_type: 'DISABLED' });
      await raw.insertInto('device_profile').values([profile('newer', 't1', 2), profile('oldest', 't1', 1), profile('other', 't2', 3)]).execute();

      await migrateToLatest(db);
      const defaults = await db.selectFrom('device_profile').select(['id', 'provision_device_key']).where('is_default', '=', 1).orderBy('id').execute();
      expect(defaults).toEqual([{ id: 'oldest', provision_device_key: null }, { id: 'other', provision_device_key: null }]);
      await expect(db.updateTable('device_profile').set({ is_default: 1 }).where('id', '=', 'newer').execute()).rejects.toThrow(/UNIQUE|unique constraint/);
      for (const table of ['asset', 'entity_view', 'relation'] as const) expect(await db.selectFrom(table).selectAll().execute()).toEqual([]);
      const edge = { from_id: 'a', from_type: 'ASSET', to_id: 'd', to_type: 'DEVICE', relation_type_group: 'COMMON', relation_type: 'Contains' };
      await db.insertInto('relation').values(edge).execute();
      await expect(db.insertInto('relation').values(edge).execute()).rejects.toThrow(/UNIQUE|PRIMARY|unique constraint/);
    } finally {
      await db.destroy();
    }
  });
});
