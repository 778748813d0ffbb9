import { asObject, badField, emptyParam, isHttpUrl, optionalBoolean, optionalString } from '../http/validate';
import type { JsonObject } from '../store/ids';
import type { SettingsStore } from '../store/SettingsStore';
import { DEFAULT_BASE_URL } from '../store/seedSystem';
import { MAIL_SECRET_FIELDS, normalizeMailSettings, type MailSettings } from './mailSettings';
import { normalizeSmsSettings, smsSecretFields } from './smsSettings';

/**
 * Keys readable and writable through /api/admin/settings. Everything else is refused,
 * above all `jwt` (the token signing key), `securitySettings` and `oauth2` (own endpoints).
 */
export const PUBLIC_SETTINGS_KEYS = ['general', 'mail', 'sms'] as const;
export type PublicSettingsKey = (typeof PUBLIC_SETTINGS_KEYS)[number];

export function isPublicSettingsKey(key: string): key is PublicSettingsKey {
  return (PUBLIC_SETTINGS_KEYS as readonly string[]).includes(key);
}

export interface GeneralSettings {
  baseUrl: string;
  prohibitDifferentUrl: boolean;
}

function normalizeGeneral(value: unknown): GeneralSettings {
  const obj = asObject(value, 'jsonValue');
  const baseUrl = optionalString(obj, 'baseUrl', 2048)?.trim();
  if (!baseUrl) throw emptyParam('baseUrl');
  // Mailed links are built from it: only a plain http(s) origin (and path) is accepted.
  if (!isHttpUrl(baseUrl)) throw badField("Parameter 'baseUrl' must be an http or https URL!");
  return { baseUrl: baseUrl.replace(/\/+$/, ''), prohibitDifferentUrl: optionalBoolean(obj, 'prohibitDifferentUrl', false) };
}

/** Validates a jsonValue for `key`, keeping only known fields. `stored` is the current value. */
export function normalizeSettings(key: PublicSettingsKey, value: unknown, stored: unknown): unknown {
  switch (key) {
    case 'general':
      return normalizeGeneral(value);
    case 'mail':
      return normalizeMailSettings(value, (stored ?? undefined) as Partial<MailSettings> | undefined);
    case 'sms':
      return normalizeSmsSettings(value, (stored ?? undefined) as JsonObject | undefined);
  }
}

/** Field names whose values never leave the server (GET answers without them). */
export function secretFields(key: PublicSettingsKey, value: unknown): string[] {
  if (key === 'mail') return [...MAIL_SECRET_FIELDS];
  if (key === 'sms') return smsSecretFields((value as JsonObject | null)?.type);
  return [];
}

/** `value` without its secrets, for answers to the browser. */
export function withoutSecrets(key: PublicSettingsKey, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy: JsonObject = { ...(value as JsonObject) };
  for (const name of secretFields(key, value)) delete copy[name];
  return copy;
}

/** The configured base URL without a trailing slash; all mailed links start with it. */
export async function loadBaseUrl(settings: SettingsStore): Promise<string> {
  const general = await settings.getJson<Partial<GeneralSettings>>('general');
  const baseUrl = typeof general?.baseUrl === 'string' && isHttpUrl(general.baseUrl) ? general.baseUrl : DEFAULT_BASE_URL;
  return baseUrl.replace(/\/+$/, '');
}
