import { JsonNumber, parseJsonExact, type ExactJson } from '../../../telemetry/parseJsonExact';

/*
 * Message data read and written as exact JSON: nodes that add a field to the data leave
 * every other number as it was written (`3.0` stays `3.0`, as ThingsBoard's Gson and
 * Jackson trees print it), so a save node after them types values the same.
 */

export type ExactObject = { [key: string]: ExactJson };

/** The data as a JSON object; anything else throws (the message fails). */
export function dataObject(data: string): ExactObject {
  let parsed: ExactJson;
  try {
    parsed = parseJsonExact(data);
  } catch {
    throw new Error('Incoming message data is not a valid JSON');
  }
  if (!isExactObject(parsed)) throw new Error('Incoming message data is not a JSON object');
  return parsed;
}

export function isExactObject(value: ExactJson): value is ExactObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof JsonNumber);
}

/** JSON text with number literals as parsed. */
export function exactJsonText(value: ExactJson): string {
  if (value instanceof JsonNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(exactJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${exactJsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
