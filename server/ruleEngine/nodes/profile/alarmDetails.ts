import type { DataSnapshot } from './DataSnapshot';

/*
 * An alarm's details from its rule (ThingsBoard's AlarmState.createDetails): the rule's
 * `alarmDetails` text with `${key}` replaced by the device's current value of that key
 * (telemetry, then attribute, then entity field), stored as `{"data": text}`. A rule
 * without text keeps the open alarm's details, or `{}` for a new alarm.
 */

const PLACEHOLDER = /\$\{([^}]+)\}/g;

export function fillDetailsText(text: string, snapshot: DataSnapshot): string {
  return text.replace(PLACEHOLDER, (whole, rawKey: string) => {
    const key = rawKey.trim();
    return snapshot.get('TIME_SERIES', key) ?? snapshot.get('ATTRIBUTE', key) ?? snapshot.get('ENTITY_FIELD', key) ?? whole;
  });
}

export function alarmDetailsOf(text: string, snapshot: DataSnapshot, previous: unknown): unknown {
  if (text.trim() !== '') return { data: fillDetailsText(text, snapshot) };
  return previous ?? {};
}
