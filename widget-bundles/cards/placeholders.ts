import { type DataValue, type WidgetDatasource, type WidgetSeries } from '@tessera/sdk';
import { groupByDatasource } from './groupByDatasource';

/*
 * ThingsBoard's card placeholders, in one pure module so every card substitutes alike:
 * `${label}` is the latest value of the key with that label (or, failing that, key name),
 * `${label:N}` the same with N decimals, `${#i}` the i-th key of the widget (label widget),
 * and `${entityName}`, `${entityLabel}`, `${aliasName}`, `${entityType}`, `${entityId}` come
 * from the first datasource.
 */

/** One `${...}` of a pattern. */
export interface Placeholder {
  /** The placeholder as written, e.g. `${temperature:1}`. */
  raw: string;
  name: string;
  /** Decimals asked for with `:N`. */
  decimals?: number;
}

/** A pattern as literal text and placeholders, in order. */
export type PatternPart = string | Placeholder;

/**
 * What a placeholder name stands for: `undefined` for a name the widget does not know (the
 * placeholder then stays as written, so a typo shows); `{ value: undefined }` for a known key
 * without data yet (it becomes empty).
 */
export type PlaceholderLookup = (name: string) => { value: DataValue | undefined } | undefined;

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/** Splits `pattern` into text and placeholders. `${a:2}` has decimals 2; `${a:b}` is the name `a:b`. */
export function parsePattern(pattern: string): PatternPart[] {
  const parts: PatternPart[] = [];
  let last = 0;
  for (const match of pattern.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(pattern.slice(last, match.index));
    const inner = match[1];
    const colon = inner.lastIndexOf(':');
    const decimals = colon >= 0 && /^\d{1,2}$/.test(inner.slice(colon + 1).trim()) ? Number(inner.slice(colon + 1).trim()) : undefined;
    parts.push({ raw: match[0], name: decimals === undefined ? inner : inner.slice(0, colon), ...(decimals === undefined ? {} : { decimals }) });
    last = match.index + match[0].length;
  }
  if (last < pattern.length) parts.push(pattern.slice(last));
  return parts;
}

/** A value as placeholder text: numbers with `decimals` when given, anything else as it is; no units (as in TB). */
export function formatPlaceholder(value: DataValue | undefined, decimals?: number): string {
  if (value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value) && decimals !== undefined) return value.toFixed(Math.min(20, decimals));
  return String(value);
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface FillOptions {
  /** Decimals of numbers whose placeholder gives none (TB: 2 in HTML value cards and labels, none in markdown). */
  defaultDecimals?: number;
  /** Turns a substituted value into what the output carries (HTML escaping, markdown markers). */
  encode?: (text: string) => string;
}

/** Replaces the placeholders of `pattern` with the values `lookup` gives. */
export function fillPattern(pattern: string, lookup: PlaceholderLookup, options: FillOptions = {}): string {
  const encode = options.encode ?? ((text: string) => text);
  return parsePattern(pattern).map((part) => {
    if (typeof part === 'string') return part;
    const found = lookup(part.name);
    if (!found) return part.raw;
    return encode(formatPlaceholder(found.value, part.decimals ?? options.defaultDecimals));
  }).join('');
}

const latest = (series: WidgetSeries) => (series.data.length > 0 ? series.data[series.data.length - 1][1] : undefined);

/** The entity fields placeholders can name, of one datasource. */
export function entityFields(datasource: WidgetDatasource | undefined): Record<string, DataValue | undefined> {
  return {
    entityName: datasource?.entityName ?? datasource?.name,
    // TB shows the name where an entity has no label.
    entityLabel: datasource?.entityLabel || datasource?.entityName || datasource?.name,
    aliasName: datasource?.aliasName,
    entityType: datasource?.entityId?.entityType,
    entityId: datasource?.entityId?.id,
  };
}

/**
 * Looks names up in the widget's series: `#i` by position, entity fields from the first
 * datasource, then a key by label and finally by key name (the first series wins).
 */
export function seriesLookup(series: readonly WidgetSeries[], datasources: readonly WidgetDatasource[] = []): PlaceholderLookup {
  const fields = entityFields(series[0]?.datasource ?? datasources[0]);
  return (name) => {
    const index = /^#(\d+)$/.exec(name);
    if (index) {
      const found = series[Number(index[1])];
      return found ? { value: latest(found) } : undefined;
    }
    if (Object.hasOwn(fields, name)) return { value: fields[name] };
    const found = series.find((s) => s.dataKey.label === name) ?? series.find((s) => s.dataKey.name === name);
    if (found) return { value: latest(found) };
    // A configured key that has no series yet is known, only empty.
    const keys = datasources.flatMap((d) => d.dataKeys);
    return keys.some((k) => k.label === name || k.name === name) ? { value: undefined } : undefined;
  };
}

/** TB's formatted data (the `data` argument of a markdown text function): one record per datasource. */
export function formattedData(series: readonly WidgetSeries[], datasources: readonly WidgetDatasource[] = []): Record<string, DataValue>[] {
  return groupByDatasource(series, datasources).map((group, dsIndex) => {
    const record: Record<string, DataValue> = { dsIndex, dsName: group.datasource.name };
    for (const [key, value] of Object.entries(entityFields(group.datasource))) if (value !== undefined) record[key] = value;
    for (const s of group.series) {
      const value = latest(s);
      if (value !== undefined) record[s.dataKey.label] = value;
    }
    return record;
  });
}
