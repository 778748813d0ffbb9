import type { Db } from './database';
import { newId, parseJson } from './ids';
import type { AdminSettingsRow } from './schema';

/** Contract shape of AdminSettings (its id has no entityType). */
export interface AdminSettings {
  id: { id: string };
  createdTime: number;
  key: string;
  jsonValue: unknown;
}

export function toAdminSettings(row: AdminSettingsRow): AdminSettings {
  return { id: { id: row.id }, createdTime: row.created_time, key: row.key, jsonValue: parseJson(row.json_value) };
}

export class SettingsStore {
  constructor(private readonly db: Db) {}

  async find(key: string): Promise<AdminSettings | undefined> {
    const row = await this.db.selectFrom('admin_settings').selectAll().where('key', '=', key).executeTakeFirst();
    return row ? toAdminSettings(row) : undefined;
  }

  async findById(id: string): Promise<AdminSettings | undefined> {
    const row = await this.db.selectFrom('admin_settings').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAdminSettings(row) : undefined;
  }

  async getJson<T>(key: string): Promise<T | undefined> {
    const found = await this.find(key);
    return found ? (found.jsonValue as T) : undefined;
  }

  /** Creates or replaces the value under `key`. */
  async save(key: string, jsonValue: unknown): Promise<AdminSettings> {
    const json = JSON.stringify(jsonValue);
    await this.db
      .insertInto('admin_settings')
      .values({ id: newId(), created_time: Date.now(), key, json_value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ json_value: json }))
      .execute();
    return (await this.find(key))!;
  }

  /**
   * Stores `jsonValue` only if `key` is still absent and returns whatever is stored,
   * so two instances starting together on one database agree on a single value.
   */
  async saveIfAbsent<T>(key: string, jsonValue: T): Promise<T> {
    await this.db
      .insertInto('admin_settings')
      .values({ id: newId(), created_time: Date.now(), key, json_value: JSON.stringify(jsonValue) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return (await this.getJson<T>(key))!;
  }
}
