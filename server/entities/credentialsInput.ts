import { createHash } from 'node:crypto';
import { badField, emptyParam, requiredString } from '../http/validate';
import type { CredentialsInput, CredentialsType } from '../store/DeviceCredentialsStore';
import { asObject, type JsonObject } from '../store/ids';

/*
 * Device credentials as ThingsBoard 3.3 formats them (contract §10,
 * DeviceCredentialsServiceImpl.formatCredentials): for every type but ACCESS_TOKEN
 * the server computes credentialsId from the value, whatever the client sent, since
 * that id is what the transports look devices up by.
 */

export const CREDENTIALS_TYPES: readonly CredentialsType[] = ['ACCESS_TOKEN', 'MQTT_BASIC', 'X509_CERTIFICATE', 'LWM2M_CREDENTIALS'];
/** The credentials_id column. */
const MAX_ID_LENGTH = 255;

/** SHA3-256, lowercase hex, of the text with line breaks removed (ThingsBoard's EncryptionUtil.getSha3Hash). */
export function sha3Hex(text: string): string {
  return createHash('sha3-256').update(text.replace(/[\r\n]/g, ''), 'utf8').digest('hex');
}

/** An access token: 1 to 255 characters without whitespace (it travels as an MQTT user name and a URL segment). */
export function accessTokenInput(token: string, name = 'credentialsId'): string {
  if (token === '') throw emptyParam(name);
  if (token.length > MAX_ID_LENGTH) throw badField(`Parameter '${name}' must be at most ${MAX_ID_LENGTH} characters long!`);
  if (/\s/.test(token)) throw badField(`Parameter '${name}' must not contain whitespace!`);
  return token;
}

/** The JSON text of credentialsValue as an object, or the type's "invalid body" 400. */
function jsonValue(value: unknown, message: string): JsonObject {
  if (typeof value !== 'string') throw badField(message);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badField(message);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badField(message);
  return parsed as JsonObject;
}

function mqttBasic(value: unknown): CredentialsInput {
  const invalid = 'Invalid credentials body for simple mqtt credentials!';
  const body = jsonValue(value, invalid);
  const field = (name: string): string | null => {
    const v = body[name];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') throw badField(invalid);
    return v;
  };
  const clientId = field('clientId');
  const userName = field('userName');
  const password = field('password');
  if (!clientId && !userName) throw badField('Both mqtt client id and user name are empty!');
  // A client id alone identifies the device; a password then has no user name to go with.
  if (clientId && password && !userName) throw badField('Password cannot be specified along with client id');
  // As ThingsBoard: a user name alone is the id itself; a client id is hashed, alone or joined with `|`.
  const credentialsId = !clientId ? userName! : !userName ? sha3Hex(clientId) : sha3Hex(`${clientId}|${userName}`);
  if (credentialsId.length > MAX_ID_LENGTH) throw badField(`Parameter 'userName' must be at most ${MAX_ID_LENGTH} characters long!`);
  return { credentialsType: 'MQTT_BASIC', credentialsId, credentialsValue: JSON.stringify({ clientId, userName, password }) };
}

/**
 * The certificate body without its PEM header, footer and any whitespace: the form the
 * MQTT transport hashes a presented certificate in, so both sides compute the same id.
 */
function x509(value: unknown): CredentialsInput {
  if (value === undefined || value === null || value === '') throw emptyParam('credentialsValue');
  if (typeof value !== 'string') throw badField("Parameter 'credentialsValue' must be a string!");
  const body = value
    .replace(/-----BEGIN CERTIFICATE-----/g, '')
    .replace(/-----END CERTIFICATE-----/g, '')
    .replace(/\s+/g, '');
  if (body === '') throw emptyParam('credentialsValue');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw badField("Parameter 'credentialsValue' must be a PEM certificate!");
  return { credentialsType: 'X509_CERTIFICATE', credentialsId: sha3Hex(body), credentialsValue: body };
}

/** The LwM2M endpoint is the id (`client.endpoint`, as the console sends it, or a top-level `endpoint`). */
function lwm2m(value: unknown): CredentialsInput {
  const invalid = 'Invalid credentials body for LwM2M credentials!';
  const body = jsonValue(value, invalid);
  const endpoint = asObject(body.client).endpoint ?? body.endpoint;
  if (typeof endpoint !== 'string' || endpoint.trim() === '' || endpoint.length > MAX_ID_LENGTH) throw badField(invalid);
  return { credentialsType: 'LWM2M_CREDENTIALS', credentialsId: endpoint, credentialsValue: JSON.stringify(body) };
}

/** Validates a DeviceCredentials body and computes what is stored. */
export function credentialsInput(obj: JsonObject): CredentialsInput {
  const type = requiredString(obj, 'credentialsType');
  switch (type) {
    case 'ACCESS_TOKEN':
      return { credentialsType: 'ACCESS_TOKEN', credentialsId: accessTokenInput(requiredString(obj, 'credentialsId')), credentialsValue: null };
    case 'MQTT_BASIC':
      return mqttBasic(obj.credentialsValue);
    case 'X509_CERTIFICATE':
      return x509(obj.credentialsValue);
    case 'LWM2M_CREDENTIALS':
      return lwm2m(obj.credentialsValue);
    default:
      throw badField(`Parameter 'credentialsType' must be one of ${CREDENTIALS_TYPES.join(', ')}!`);
  }
}
