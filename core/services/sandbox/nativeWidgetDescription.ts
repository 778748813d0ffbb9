/*
 * What a tenant's native bundle says of its widgets (issue 16): the plain-data part of each
 * `defineWidget` definition its plugin registered, evaluated in a hidden widget sandbox frame
 * (core/sandbox/native/describeNativeModule.ts), never in the console. The host keeps only what
 * parses here, as JSON copies, within {@link MAX_NATIVE_DESCRIPTION} characters.
 */
import type { DataKeyType, WidgetKind } from '../../sdk/widgets';

/** Longest JSON of all of a bundle's widget descriptions the host takes (schemas included). */
export const MAX_NATIVE_DESCRIPTION = 512 * 1024;
/** Most widgets one bundle may describe. */
export const MAX_NATIVE_WIDGETS = 200;

export interface NativeWidgetDescriptor {
  id: string;
  name?: string;
  description?: string;
  kind?: WidgetKind;
  bundleAlias?: string;
  typeAlias?: string;
  sizeX?: number;
  sizeY?: number;
  defaultSettings?: Record<string, unknown>;
  settingsSchema?: Record<string, unknown>;
  dataKeySettingsSchema?: Record<string, unknown>;
  defaultDataKeys?: { name: string; type: DataKeyType; label?: string }[];
  actionSources?: Record<string, string>;
}

const KINDS: readonly string[] = ['timeseries', 'latest', 'rpc', 'alarm', 'static'];
const KEY_TYPES: readonly string[] = ['timeseries', 'attribute', 'function', 'alarm', 'entityField', 'count'];
const TEXT_FIELDS = ['name', 'description', 'bundleAlias', 'typeAlias'] as const;
const OBJECT_FIELDS = ['defaultSettings', 'settingsSchema', 'dataKeySettingsSchema'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value !== '' && value.length <= max;
/** A grid size as the dashboard takes it: whole columns or rows, 1 to 24. */
const isGridSize = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 24;

function descriptor(value: unknown): NativeWidgetDescriptor | null {
  if (!isObject(value) || !isText(value.id, 255)) return null;
  const out: NativeWidgetDescriptor = { id: value.id };
  for (const field of TEXT_FIELDS) if (isText(value[field], field === 'description' ? 2000 : 255)) out[field] = value[field] as string;
  if (typeof value.kind === 'string' && KINDS.includes(value.kind)) out.kind = value.kind as WidgetKind;
  if (isGridSize(value.sizeX)) out.sizeX = value.sizeX;
  if (isGridSize(value.sizeY)) out.sizeY = value.sizeY;
  for (const field of OBJECT_FIELDS) if (isObject(value[field])) out[field] = value[field] as Record<string, unknown>;
  if (Array.isArray(value.defaultDataKeys)) {
    out.defaultDataKeys = value.defaultDataKeys
      .filter((k): k is Record<string, unknown> => isObject(k) && isText(k.name, 255) && typeof k.type === 'string' && KEY_TYPES.includes(k.type))
      .map((k) => ({ name: k.name as string, type: k.type as DataKeyType, ...(isText(k.label, 255) ? { label: k.label } : {}) }));
  }
  if (isObject(value.actionSources)) {
    out.actionSources = Object.fromEntries(Object.entries(value.actionSources).filter(([id, name]) => isText(id, 255) && isText(name, 255))) as Record<string, string>;
  }
  return out;
}

/**
 * The descriptions from the frame as the host keeps them: a JSON copy of each, known fields
 * only, wrong-typed ones left out, a repeated id dropped. Null when it is not a list, holds too
 * many widgets or is too long.
 */
export function parseNativeDescriptors(value: unknown): NativeWidgetDescriptor[] | null {
  if (!Array.isArray(value) || value.length > MAX_NATIVE_WIDGETS) return null;
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    return null;
  }
  if (json.length > MAX_NATIVE_DESCRIPTION) return null;
  const seen = new Set<string>();
  const out: NativeWidgetDescriptor[] = [];
  for (const entry of JSON.parse(json) as unknown[]) {
    const parsed = descriptor(entry);
    if (!parsed || seen.has(parsed.id)) continue;
    seen.add(parsed.id);
    out.push(parsed);
  }
  return out;
}

/**
 * The plain data of a registered widget definition, in the frame: functions (the component)
 * and fields JSON cannot copy (a cycle, a BigInt) are left out, field by field.
 */
export function describeDefinition(definition: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(definition)) {
    if (key === 'component' || typeof value === 'function') continue;
    try {
      const json = JSON.stringify(value);
      if (json !== undefined) out[key] = JSON.parse(json) as unknown;
    } catch { /* not plain data */ }
  }
  return out;
}
