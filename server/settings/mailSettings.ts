import { asObject, badField, emptyParam, optionalBoolean, optionalInt, optionalString } from '../http/validate';
import type { JsonObject } from '../store/ids';

/** The `mail` admin setting, field for field as ThingsBoard 3.3 stores it. */
export interface MailSettings {
  mailFrom: string;
  smtpProtocol: 'smtp' | 'smtps';
  smtpHost: string;
  smtpPort: number;
  /** Milliseconds, for connecting, the greeting and each socket read. */
  timeout: number;
  /** STARTTLS on a plain `smtp` connection. */
  enableTls: boolean;
  tlsVersion: string | null;
  username: string | null;
  password: string | null;
  enableProxy: boolean;
  proxyHost: string | null;
  proxyPort: number | null;
  proxyUser: string | null;
  proxyPassword: string | null;
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  mailFrom: 'Tessera <tessera@localhost>',
  smtpProtocol: 'smtp',
  smtpHost: 'localhost',
  smtpPort: 25,
  timeout: 10000,
  enableTls: false,
  tlsVersion: 'TLSv1.2',
  username: null,
  password: null,
  enableProxy: false,
  proxyHost: null,
  proxyPort: null,
  proxyUser: null,
  proxyPassword: null,
};

/** Never returned to the browser; a save that leaves them out keeps the stored ones. */
export const MAIL_SECRET_FIELDS = ['password', 'proxyPassword'] as const;

export const TLS_VERSIONS = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const;

function nonEmpty(obj: JsonObject, name: string): string {
  const value = optionalString(obj, name);
  if (value === undefined || value === null || value.trim() === '') throw emptyParam(name);
  return value.trim();
}

/**
 * Checks a `mail` jsonValue and keeps only the known fields. A missing `password`
 * keeps `stored`'s, so a client that never received it cannot erase it by saving.
 */
export function normalizeMailSettings(value: unknown, stored?: Partial<MailSettings>): MailSettings {
  const obj = asObject(value, 'jsonValue');
  const smtpProtocol = optionalString(obj, 'smtpProtocol') ?? 'smtp';
  if (smtpProtocol !== 'smtp' && smtpProtocol !== 'smtps') throw badField("Parameter 'smtpProtocol' must be 'smtp' or 'smtps'!");
  const tlsVersion = optionalString(obj, 'tlsVersion') || null;
  if (tlsVersion !== null && !(TLS_VERSIONS as readonly string[]).includes(tlsVersion)) {
    throw badField(`Parameter 'tlsVersion' must be one of ${TLS_VERSIONS.join(', ')}!`);
  }
  const enableProxy = optionalBoolean(obj, 'enableProxy', false);
  const proxyHost = optionalString(obj, 'proxyHost') || null;
  const proxyPort = optionalInt(obj, 'proxyPort', 0, 0, 65535) || null;
  if (enableProxy && (!proxyHost || !proxyPort)) throw badField('Proxy host and port are required when the proxy is enabled!');
  const password = 'password' in obj ? optionalString(obj, 'password', 1024) ?? null : stored?.password ?? null;
  return {
    mailFrom: nonEmpty(obj, 'mailFrom'),
    smtpProtocol,
    smtpHost: nonEmpty(obj, 'smtpHost'),
    smtpPort: optionalInt(obj, 'smtpPort', smtpProtocol === 'smtps' ? 465 : 25, 1, 65535),
    timeout: optionalInt(obj, 'timeout', DEFAULT_MAIL_SETTINGS.timeout, 1, 600_000),
    enableTls: optionalBoolean(obj, 'enableTls', false),
    tlsVersion,
    username: optionalString(obj, 'username') || null,
    password,
    enableProxy,
    proxyHost,
    proxyPort,
    proxyUser: optionalString(obj, 'proxyUser') || null,
    proxyPassword: 'proxyPassword' in obj ? optionalString(obj, 'proxyPassword', 1024) || null : stored?.proxyPassword ?? null,
  };
}
