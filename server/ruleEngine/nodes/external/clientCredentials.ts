import { RuleNodeConfigError } from '../../node/RuleNodeDefinition';

/*
 * The `credentials` object of the REST API call and MQTT nodes, as ThingsBoard stores
 * it: `{type: "anonymous"}`, `{type: "basic", username, password}` or
 * `{type: "cert.PEM", caCert, cert, privateKey, password}` (PEM texts; the *FileName
 * fields only label the editor's upload boxes).
 */

export type ClientCredentials =
  | { type: 'anonymous' }
  | { type: 'basic'; username: string; password: string }
  | { type: 'cert.PEM'; caCert: string | null; cert: string | null; privateKey: string | null; password: string | null };

export interface TlsMaterial {
  ca?: string;
  cert?: string;
  key?: string;
  passphrase?: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Checks a node's `credentials`; a missing object means anonymous, as in ThingsBoard. */
export function parseCredentials(value: unknown): ClientCredentials {
  if (value === null || value === undefined) return { type: 'anonymous' };
  if (typeof value !== 'object' || Array.isArray(value)) throw new RuleNodeConfigError('credentials should be an object!');
  const raw = value as Record<string, unknown>;
  switch (raw.type) {
    case 'anonymous':
      return { type: 'anonymous' };
    case 'basic':
      return { type: 'basic', username: typeof raw.username === 'string' ? raw.username : '', password: typeof raw.password === 'string' ? raw.password : '' };
    case 'cert.PEM':
      return { type: 'cert.PEM', caCert: text(raw.caCert), cert: text(raw.cert), privateKey: text(raw.privateKey), password: text(raw.password) };
    default:
      throw new RuleNodeConfigError(`Unsupported credentials type: ${String(raw.type)}`);
  }
}

/** CA, client certificate and key for a TLS connection (cert.PEM only). */
export function tlsMaterial(credentials: ClientCredentials): TlsMaterial {
  if (credentials.type !== 'cert.PEM') return {};
  const material: TlsMaterial = {};
  if (credentials.caCert) material.ca = credentials.caCert;
  if (credentials.cert) material.cert = credentials.cert;
  if (credentials.privateKey) material.key = credentials.privateKey;
  if (credentials.password) material.passphrase = credentials.password;
  return material;
}
