import { randomBytes } from 'node:crypto';
import type { SettingsStore } from '../store/SettingsStore';

const KEY_BYTES = 64;

interface JwtSettings {
  tokenSigningKey?: string;
}

/**
 * Returns the HS512 key, generating it on first start. It lives in the database
 * (admin_settings `jwt`) so every instance on the same storage signs alike and
 * tokens survive restarts; there is deliberately no built-in default key.
 */
export async function loadSigningKey(settings: SettingsStore): Promise<Uint8Array> {
  const fresh = randomBytes(KEY_BYTES).toString('base64');
  let stored = await settings.getJson<JwtSettings>('jwt');
  if (!stored) {
    stored = await settings.saveIfAbsent<JwtSettings>('jwt', { tokenSigningKey: fresh });
  } else if (!stored.tokenSigningKey) {
    stored = { ...stored, tokenSigningKey: fresh };
    await settings.save('jwt', stored);
  }
  const key = Buffer.from(stored.tokenSigningKey ?? '', 'base64');
  if (key.length < 32) throw new Error('Stored JWT signing key (admin setting "jwt") is missing or too short');
  return new Uint8Array(key);
}
