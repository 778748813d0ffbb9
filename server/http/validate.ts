import { isUuid, type EntityType, type JsonObject } from '../store/ids';
import { ApiError } from './errors';
import { MSG } from './messages';

/*
 * Hand-written checks for JSON bodies and query strings. Fastify's schema validation
 * coerces types (123 -> "123", "" -> false), which would let a wrongly typed field be
 * stored; these refuse it with 400/31 instead, in the contract's wording.
 */

export function badField(message: string): ApiError {
  return ApiError.badRequest(message);
}

/** For query and path parameters only (contract §13.5); entity fields have their own texts. */
export function emptyParam(name: string): ApiError {
  return badField(MSG.EMPTY_PARAM(name));
}

export function asObject(value: unknown, what = 'Request body'): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badField(`${what} must be a JSON object!`);
  return value as JsonObject;
}

/** A saved entity's body: a JSON null is ThingsBoard's `Data object can't be null!`. */
export function entityBody(value: unknown): JsonObject {
  if (value === null || value === undefined) throw badField(MSG.DATA_NULL);
  return asObject(value);
}

/** One `@Length`/`@NoXss` field of contract §13.3: `field` is the name used in the message. */
export interface FieldRule {
  key: string;
  field?: string;
  max?: number;
  xss?: boolean;
}

/**
 * Markup AntiSamy's policy would report: any tag, comment or processing instruction.
 * Plain text (including a lone `<` or `a<b`) passes, as in ThingsBoard.
 */
const MARKUP_RE = /<\s*[a-z!?/]/i;

export function isMalformedText(value: string): boolean {
  return MARKUP_RE.test(value);
}

/**
 * ThingsBoard's field constraints, checked before the entity's own rules: every
 * violated rule named once, as `Validation error: <a>, <b>` (400/31; ThingsBoard
 * answers these 500/2, a defect not copied). Non-strings are refused as such.
 */
export function checkFields(obj: JsonObject, rules: readonly FieldRule[]): void {
  const violations = new Set<string>();
  for (const rule of rules) {
    const value = obj[rule.key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw badField(`Parameter '${rule.key}' must be a string!`);
    if (rule.max !== undefined && value.length > rule.max) violations.add(MSG.LENGTH(rule.field ?? rule.key, rule.max));
    if (rule.xss && isMalformedText(value)) violations.add(MSG.MALFORMED);
  }
  if (violations.size > 0) throw badField(MSG.FIELD_CONSTRAINTS([...violations]));
}

/** The usual 255-character, markup-free text fields. */
export function textRules(...keys: string[]): FieldRule[] {
  return keys.map((key) => ({ key, max: 255, xss: true }));
}

/**
 * A required entity text (name, title, type): absent, null, empty or blank answers the
 * entity's own message (`Device name should be specified!`), never a parameter message.
 */
export function specifiedText(obj: JsonObject, key: string, message: string): string {
  const value = obj[key];
  if (value === undefined || value === null) throw badField(message);
  if (typeof value !== 'string') throw badField(`Parameter '${key}' must be a string!`);
  if (value.trim() === '') throw badField(message);
  return value;
}

export function requiredString(obj: JsonObject, name: string): string {
  const value = obj[name];
  if (value === undefined || value === null || value === '') throw emptyParam(name);
  if (typeof value !== 'string') throw badField(`Parameter '${name}' must be a string!`);
  return value;
}

/** A required string that may be empty (the caller judges ''); absent or null is 400, other types too. */
export function stringParam(obj: JsonObject, name: string): string {
  const value = obj[name];
  if (value === undefined || value === null) throw emptyParam(name);
  if (typeof value !== 'string') throw badField(`Parameter '${name}' must be a string!`);
  return value;
}

/** A required name or title: a non-blank string of at most `maxLength`, kept exactly as sent. */
export function requiredTitle(obj: JsonObject, name: string, maxLength = 255): string {
  const value = requiredString(obj, name);
  if (value.trim() === '') throw emptyParam(name);
  if (value.length > maxLength) throw badField(`Parameter '${name}' must be at most ${maxLength} characters long!`);
  return value;
}

/** undefined when absent, null when explicitly null. */
export function optionalString(obj: JsonObject, name: string, maxLength = 255): string | null | undefined {
  const value = obj[name];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw badField(`Parameter '${name}' must be a string!`);
  if (value.length > maxLength) throw badField(`Parameter '${name}' must be at most ${maxLength} characters long!`);
  return value;
}

/** Booleans; the strings "true"/"false" too, as older ThingsBoard UIs saved them. */
export function optionalBoolean(obj: JsonObject, name: string, fallback: boolean): boolean {
  const value = obj[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badField(`Parameter '${name}' must be a boolean!`);
}

/** Whole numbers in [min, max]; numeric strings too, as the settings forms may send them. */
export function optionalInt(obj: JsonObject, name: string, fallback: number, min: number, max: number): number {
  const value = obj[name];
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw badField(`Parameter '${name}' must be a whole number!`);
  if (number < min || number > max) throw badField(`Parameter '${name}' must be between ${min} and ${max}!`);
  return number;
}

/** A JSON object or null (absent reads as null); arrays and scalars are refused. */
export function optionalJsonObject(obj: JsonObject, name: string): JsonObject | null {
  const value = obj[name];
  if (value === undefined || value === null) return null;
  return asObject(value, `Parameter '${name}'`);
}

/** The uuid of an `{entityType, id}` field (lowercased), undefined when absent or null. */
export function optionalEntityId(obj: JsonObject, name: string, entityType: EntityType): string | undefined {
  const value = obj[name];
  if (value === undefined || value === null) return undefined;
  const id = asObject(value, `Parameter '${name}'`);
  if (id.entityType !== entityType || !isUuid(id.id)) throw badField(`Parameter '${name}' must be a ${entityType} id!`);
  return (id.id as string).toLowerCase();
}

/** A uuid from the URL path, lowercased; malformed ones are 400/31 as ThingsBoard answers them. */
export function pathUuid(value: string): string {
  if (!isUuid(value)) throw badField(MSG.INVALID_UUID(value));
  return value.toLowerCase();
}

export function queryString(query: unknown, name: string): string {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '') throw emptyParam(name);
  return value;
}

export function queryBoolean(query: unknown, name: string, fallback: boolean): boolean {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badField(`Parameter '${name}' must be true or false!`);
}

const EMAIL_RE = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+\.[^\s@<>()[\]",;:\\.]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 255 && EMAIL_RE.test(value);
}

/** Absolute http(s) URL, used for links sent by mail and shown on the login page. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An optional single-valued query parameter; empty reads as absent, a repeated one is refused. */
export function optionalQuery(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badField(`Parameter '${name}' must be a single value!`);
  return value;
}

/** A required uuid query parameter, lowercased. */
export function queryUuid(query: unknown, name: string): string {
  return pathUuid(queryString(query, name));
}

/** A comma-separated list of uuids (`?deviceIds=a,b`), lowercased; at least one. */
export function queryUuidList(query: unknown, name: string): string[] {
  const ids = queryString(query, name)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) throw emptyParam(name);
  return [...new Set(ids.map(pathUuid))];
}

/** One of `allowed`, or undefined when absent; anything else is 400/31. */
export function optionalEnum<T extends string>(obj: JsonObject, name: string, allowed: readonly T[]): T | undefined {
  const value = obj[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw badField(`Parameter '${name}' must be one of ${allowed.join(', ')}!`);
  return value as T;
}

/** A data-URL image fits in the 1 MB body limit; nothing else bounds it. */
const IMAGE_MAX_LENGTH = 1024 * 1024;
const DATA_URL_RE = /^data:image\/[\w.+-]+[;,]/;

/** An optional `image` field: a data URL of an image, or null when absent or blank. */
export function optionalImage(obj: JsonObject): string | null {
  const image = optionalString(obj, 'image', IMAGE_MAX_LENGTH) ?? null;
  if (image === null || image === '') return null;
  if (!DATA_URL_RE.test(image)) throw badField("Parameter 'image' must be a data URL of an image!");
  return image;
}
