import { asObject, badField, emptyParam, isHttpUrl, optionalBoolean, optionalString } from '../http/validate';
import type { JsonObject } from '../store/ids';
import type { SettingsStore } from '../store/SettingsStore';
import { DEFAULT_BASE_URL } from '../store/seedSystem';
import { normalizeMailSettings, type MailSettings } from './mailSettings';

/**
 * Keys readable and writable through /api/admin/settings. Everything else is refused,
 * above all `jwt` (the token signing key) and `securitySettings` (own endpoint).
 */
export const PUBLIC_SETTINGS_KEYS = ['general', 'mail', 'sms', 'oauth2'] as const;
export type PublicSettingsKey = (typeof PUBLIC_SETTINGS_KEYS)[number];

export function isPublicSettingsKey(key: string): key is PublicSettingsKey {
  return (PUBLIC_SETTINGS_KEYS as readonly string[]).includes(key);
}

export interface GeneralSettings {
  baseUrl: string;
  prohibitDifferentUrl: boolean;
}

export interface OAuth2ClientSetting {
  name: string;
  icon: string | null;
  url: string;
  platforms: string[];
}

const PLATFORMS = ['WEB', 'ANDROID', 'IOS'];

function normalizeGeneral(value: unknown): GeneralSettings {
  const obj = asObject(value, 'jsonValue');
  const baseUrl = optionalString(obj, 'baseUrl', 2048)?.trim();
  if (!baseUrl) throw emptyParam('baseUrl');
  // Mailed links are built from it: only a plain http(s) origin (and path) is accepted.
  if (!isHttpUrl(baseUrl)) throw badField("Parameter 'baseUrl' must be an http or https URL!");
  return { baseUrl: baseUrl.replace(/\/+$/, ''), prohibitDifferentUrl: optionalBoolean(obj, 'prohibitDifferentUrl', false) };
}

const SMS_FIELDS: Record<string, string[]> = {
  AWS_SNS: ['accessKeyId', 'secretAccessKey', 'region'],
  TWILIO: ['numberFrom', 'accountSid', 'accountToken'],
};

function normalizeSms(value: unknown): JsonObject {
  const obj = asObject(value, 'jsonValue');
  const type = optionalString(obj, 'type');
  if (!type) throw emptyParam('type');
  const fields = SMS_FIELDS[type];
  if (!fields) throw badField(`Parameter 'type' must be one of ${Object.keys(SMS_FIELDS).join(', ')}!`);
  const out: JsonObject = { type };
  for (const name of fields) {
    const field = optionalString(obj, name, 1024);
    if (!field) throw emptyParam(name);
    out[name] = field;
  }
  return out;
}

/** Login-page links: absolute http(s) or a same-origin path, never `javascript:` and the like. */
function isSafeLink(url: string): boolean {
  return isHttpUrl(url) || (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'));
}

function normalizeOAuth2(value: unknown): { clients: OAuth2ClientSetting[] } {
  const obj = asObject(value, 'jsonValue');
  const clients = obj.clients ?? [];
  if (!Array.isArray(clients)) throw badField("Parameter 'clients' must be an array!");
  return {
    clients: clients.map((entry, index) => {
      const client = asObject(entry, `clients[${index}]`);
      const name = optionalString(client, 'name');
      const url = optionalString(client, 'url', 2048);
      if (!name) throw emptyParam(`clients[${index}].name`);
      if (!url || !isSafeLink(url)) throw badField(`Parameter 'clients[${index}].url' must be an http(s) URL or a path!`);
      const platforms = client.platforms ?? PLATFORMS;
      if (!Array.isArray(platforms) || platforms.some((p) => typeof p !== 'string' || !PLATFORMS.includes(p))) {
        throw badField(`Parameter 'clients[${index}].platforms' must list ${PLATFORMS.join(', ')}!`);
      }
      return { name, icon: optionalString(client, 'icon', 4096) ?? null, url, platforms: platforms as string[] };
    }),
  };
}

/** Validates a jsonValue for `key`, keeping only known fields. `stored` is the current value. */
export function normalizeSettings(key: PublicSettingsKey, value: unknown, stored: unknown): unknown {
  switch (key) {
    case 'general':
      return normalizeGeneral(value);
    case 'mail':
      return normalizeMailSettings(value, (stored ?? undefined) as Partial<MailSettings> | undefined);
    case 'sms':
      return normalizeSms(value);
    case 'oauth2':
      return normalizeOAuth2(value);
  }
}

/** The configured base URL without a trailing slash; all mailed links start with it. */
export async function loadBaseUrl(settings: SettingsStore): Promise<string> {
  const general = await settings.getJson<Partial<GeneralSettings>>('general');
  const baseUrl = typeof general?.baseUrl === 'string' && isHttpUrl(general.baseUrl) ? general.baseUrl : DEFAULT_BASE_URL;
  return baseUrl.replace(/\/+$/, '');
}

export async function loadOAuth2Clients(settings: SettingsStore): Promise<OAuth2ClientSetting[]> {
  const stored = await settings.getJson<{ clients?: unknown }>('oauth2');
  return Array.isArray(stored?.clients) ? (stored.clients as OAuth2ClientSetting[]) : [];
}
