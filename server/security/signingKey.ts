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

/** Generates and stores a new key; the caller hands it to the TokenService. */
export async function rotateSigningKey(settings: SettingsStore, keyBase64?: string): Promise<Uint8Array> {
  const key = keyBase64 ?? randomBytes(KEY_BYTES).toString('base64');
  const stored = (await settings.getJson<JwtSettings>('jwt')) ?? {};
  await settings.save('jwt', { ...stored, tokenSigningKey: key });
  return new Uint8Array(Buffer.from(key, 'base64'));
}

/** A key an administrator may give: base64 of at least 512 bits (HS512). */
export function isValidSigningKey(keyBase64: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(keyBase64) || keyBase64.length % 4 !== 0) return false;
  return Buffer.from(keyBase64, 'base64').length >= KEY_BYTES;
}
