import type { KvEntry, KvValue, TsKv } from '../store/TelemetryStore';
import { JsonNumber, parseJsonExact, toPlainJson, type ExactJson } from './parseJsonExact';

/*
 * How telemetry values are typed on the way in and printed on the way out (contract §6,
 * §9.1 and §12 'Telemetry values'). Pure functions, shared by the device transports and
 * the REST endpoints, so a value reads back the same whichever way it came in.
 */

/** A payload the caller must answer with 400 (REST) or drop (device transports). */
export class TelemetryPayloadError extends Error {
  override name = 'TelemetryPayloadError';
}

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
/** The key column's width. */
export const MAX_KEY_LENGTH = 255;

function isLong(digits: string): boolean {
  const value = BigInt(digits);
  return value >= LONG_MIN && value <= LONG_MAX;
}

/**
 * A number literal's kind: `3.0` stays a double; `1.5e3` is the whole number 1500;
 * integers beyond 64 bits keep their digits as a string.
 */
export function kvValueOfNumber(number: JsonNumber): KvValue {
  const { text } = number;
  if (number.isIntegerLiteral) return isLong(text) ? { type: 'LONG', value: Number(text) } : { type: 'STRING', value: text };
  const value = number.toNumber();
  if (/[eE]/.test(text) && Number.isSafeInteger(value)) return { type: 'LONG', value };
  return { type: 'DOUBLE', value };
}

/** Device transports cast numeric strings ("42", "2.5") as ThingsBoard's `json.type_cast_enabled` does. */
function castString(text: string): KvValue {
  if (/^-?\d+$/.test(text)) return isLong(text) ? { type: 'LONG', value: Number(text) } : { type: 'STRING', value: text };
  if (/^-?(\d+\.\d*|\.\d+)$/.test(text) && !text.endsWith('.')) return { type: 'DOUBLE', value: Number(text) };
  return { type: 'STRING', value: text };
}

/**
 * A value typed in as text (CSV cells): `true`/`false` are booleans, whole numbers
 * longs, other numbers doubles, anything else a string.
 */
export function kvValueOfText(text: string): KvValue {
  const trimmed = text.trim();
  if (/^(true|false)$/i.test(trimmed)) return { type: 'BOOLEAN', value: trimmed.toLowerCase() === 'true' };
  if (/^[-+]?\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed))) return { type: 'LONG', value: Number(trimmed) };
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed) && Number.isFinite(Number(trimmed))) return { type: 'DOUBLE', value: Number(trimmed) };
  return { type: 'STRING', value: text };
}

/** The typed value of one parsed JSON value; null for a JSON null, which callers skip. */
export function kvValueOfJson(value: ExactJson, castStrings: boolean): KvValue | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return { type: 'BOOLEAN', value };
  if (typeof value === 'string') return castStrings ? castString(value) : { type: 'STRING', value };
  if (value instanceof JsonNumber) return kvValueOfNumber(value);
  return { type: 'JSON', value: toPlainJson(value) };
}

/** Turns a request body (text or already parsed) into an exact tree; malformed text is a payload error. */
export function toExactJson(body: unknown): ExactJson {
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      return parseJsonExact(body.toString());
    } catch (error) {
      throw new TelemetryPayloadError(`Invalid JSON: ${(error as Error).message}`);
    }
  }
  throw new TelemetryPayloadError('Invalid JSON payload');
}

function isJsonObject(value: ExactJson): value is { [key: string]: ExactJson } {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof JsonNumber);
}

function checkKey(key: string): void {
  if (key.trim() === '') throw new TelemetryPayloadError('Key cannot be empty');
  if (key.length > MAX_KEY_LENGTH) throw new TelemetryPayloadError(`Key is longer than ${MAX_KEY_LENGTH} characters: ${key.slice(0, 40)}...`);
}

/** The entries of a flat `{k: v}` object, JSON nulls skipped. */
export function entriesOfObject(value: ExactJson, castStrings: boolean): KvEntry[] {
  if (!isJsonObject(value)) throw new TelemetryPayloadError('Expected a JSON object');
  const entries: KvEntry[] = [];
  for (const [key, item] of Object.entries(value)) {
    checkKey(key);
    const typed = kvValueOfJson(item, castStrings);
    if (typed) entries.push({ key, value: typed });
  }
  return entries;
}

function timestampOf(value: ExactJson | undefined): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value instanceof JsonNumber && value.isIntegerLiteral ? value.toNumber() : NaN;
  if (!Number.isSafeInteger(number) || number < 0) throw new TelemetryPayloadError('Invalid "ts": expected epoch milliseconds');
  return number;
}

function pointsOfItem(item: ExactJson, now: number, castStrings: boolean): TsKv[] {
  if (!isJsonObject(item)) throw new TelemetryPayloadError('Expected a JSON object or an array of objects');
  if ('ts' in item && 'values' in item) {
    const ts = timestampOf(item.ts);
    return entriesOfObject(item.values, castStrings).map((entry) => ({ ...entry, ts }));
  }
  return entriesOfObject(item, castStrings).map((entry) => ({ ...entry, ts: now }));
}

/**
 * The points of a telemetry payload in any of the three forms of §9.1 (flat, with ts,
 * or an array of either); points without their own ts get `now`.
 */
export function pointsOfPayload(payload: ExactJson, now: number, castStrings = true): TsKv[] {
  if (Array.isArray(payload)) return payload.flatMap((item) => pointsOfItem(item, now, castStrings));
  return pointsOfItem(payload, now, castStrings);
}

/**
 * A double printed as Java's Double.toString does: `3.0`, `22.5`, and scientific
 * notation outside [1e-3, 1e7) as `1.23456785E7` or `1.0E-4`.
 */
export function javaDouble(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(value);
  if (abs >= 1e-3 && abs < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa, exponent] = value.toExponential().split('e') as [string, string];
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

/** The string form REST time series use unless `useStrictDataTypes` (contract §6). */
export function kvText(value: KvValue): string {
  switch (value.type) {
    case 'DOUBLE':
      return javaDouble(value.value);
    case 'JSON':
      return JSON.stringify(value.value);
    default:
      return String(value.value);
  }
}

/** The value as JSON text, doubles printed as Java does (`3.0` stays `3.0`). */
export function kvJson(value: KvValue): string {
  switch (value.type) {
    case 'DOUBLE':
      return Number.isFinite(value.value) ? javaDouble(value.value) : JSON.stringify(javaDouble(value.value));
    case 'STRING':
      return JSON.stringify(value.value);
    case 'JSON':
      return JSON.stringify(value.value) ?? 'null';
    default:
      return String(value.value);
  }
}

/** Points grouped by timestamp, in first-seen order: one save batch, or one rule-engine message, per timestamp. */
export function pointsByTs(points: readonly TsKv[]): Map<number, KvEntry[]> {
  const byTs = new Map<number, KvEntry[]>();
  for (const point of points) {
    const entries = byTs.get(point.ts);
    if (entries) entries.push({ key: point.key, value: point.value });
    else byTs.set(point.ts, [{ key: point.key, value: point.value }]);
  }
  return byTs;
}

/** `{"k": v, ...}` with values typed as stored (doubles keep their `.0`): the data of a rule-engine telemetry or attributes message. */
export function entriesJson(entries: readonly { key: string; value: KvValue }[]): string {
  return `{${entries.map((entry) => `${JSON.stringify(entry.key)}:${kvJson(entry.value)}`).join(',')}}`;
}

/** An empty string value means "delete this key" (issue 6). */
export function isDeletion(value: KvValue): boolean {
  return value.type === 'STRING' && value.value === '';
}

/** Attribute values as contract §6 prints them: `[{"lastUpdateTs":N,"key":"k","value":J}]`, values typed. */
export function attributesJson(attributes: readonly { key: string; value: KvValue; lastUpdateTs: number }[]): string {
  return `[${attributes.map((a) => `{"lastUpdateTs":${a.lastUpdateTs},"key":${JSON.stringify(a.key)},"value":${kvJson(a.value)}}`).join(',')}]`;
}

/**
 * Time series as contract §6 prints them: `{"k":[{"ts":N,"value":"22.5"}]}`, values as
 * strings unless `strict`. A null value stands for a requested key without data.
 */
export function timeseriesJson(series: Record<string, readonly { ts: number; value: KvValue | null }[]>, strict: boolean): string {
  const print = (value: KvValue | null): string => (value === null ? 'null' : strict ? kvJson(value) : JSON.stringify(kvText(value)));
  const parts = Object.entries(series).map(([key, points]) => `${JSON.stringify(key)}:[${points.map((p) => `{"ts":${p.ts},"value":${print(p.value)}}`).join(',')}]`);
  return `{${parts.join(',')}}`;
}
