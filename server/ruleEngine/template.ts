import type { TbMsg } from './msg/TbMsg';

/*
 * Templates in node configurations (catalogue §1 "Patterns"): `${key}` is replaced by a
 * metadata value, then `$[path]` by a value node of the message data found by a dot path.
 * A key that is missing leaves the placeholder as written, as ThingsBoard does.
 */

const METADATA_PATTERN = /\$\{([^}]+)\}/g;
const DATA_PATTERN = /\$\[([^\]]+)\]/g;

function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Replaces `${key}` with metadata values only. */
export function processMetadataPattern(pattern: string, metadata: Readonly<Record<string, string>>): string {
  return pattern.replace(METADATA_PATTERN, (whole, key: string) => metadata[key.trim()] ?? whole);
}

/** Replaces `$[path]` with value nodes (strings, numbers, booleans) of the JSON data. */
export function processDataPattern(pattern: string, data: string): string {
  if (!pattern.includes('$[')) return pattern;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return pattern;
  }
  return pattern.replace(DATA_PATTERN, (whole, path: string) => {
    const value = valueAt(parsed, path.trim());
    return value === null || value === undefined || typeof value === 'object' ? whole : String(value);
  });
}

/** Both substitutions, metadata first. */
export function processPattern(pattern: string, msg: Pick<TbMsg, 'metadata' | 'data'>): string {
  return processDataPattern(processMetadataPattern(pattern, msg.metadata), msg.data);
}
