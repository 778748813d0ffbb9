import { MSG } from '../http/messages';
import { asObject, badField } from '../http/validate';
import type { SettingsStore } from '../store/SettingsStore';

/*
 * ThingsBoard 3.3.3's AdminSettings validator (contract §13.4), in its order: the key, the
 * value, then an update may not change the key of the entry its id names, and an entry may
 * not take a key another entry has. A body without an id saves the value under its key, as
 * Tessera's console and scripts always did (ThingsBoard would refuse it as a duplicate of
 * the seeded entry): a deliberate difference, named in issue 19's note.
 */
export interface AdminSettingsInput {
  key: string;
  jsonValue: unknown;
}

function idOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export async function adminSettingsInput(body: unknown, settings: SettingsStore): Promise<AdminSettingsInput> {
  const obj = asObject(body);
  const key = typeof obj.key === 'string' ? obj.key : '';
  if (key.trim() === '') throw badField(MSG.ADMIN_SETTINGS_KEY);
  if (obj.jsonValue === undefined || obj.jsonValue === null) throw badField(MSG.ADMIN_SETTINGS_JSON_VALUE);
  const id = idOf(obj.id);
  if (id !== undefined) {
    const existing = await settings.findById(id);
    if (existing && existing.key !== key) throw badField(MSG.ADMIN_SETTINGS_KEY_CHANGE);
    if (!existing && (await settings.find(key))) throw badField(MSG.ADMIN_SETTINGS_DUPLICATE);
  }
  return { key, jsonValue: obj.jsonValue };
}
