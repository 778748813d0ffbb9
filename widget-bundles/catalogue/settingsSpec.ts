/*
 * A compact way to write a widget's settings once and derive both its settings schema
 * (contract §4 `{schema, form}`) and the default `settings` object of its defaultConfig.
 * A value is the key's default; `noDefault(type)` declares a key the catalogue lists
 * without one; a nested plain object is a group of keys.
 */

type SchemaType = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** A key without a default value, of the given JSON-schema type. */
export interface NoDefault {
  readonly noDefault: SchemaType;
}

export type SettingValue = string | number | boolean | unknown[] | NoDefault | SettingsSpec;

export interface SettingsSpec {
  [key: string]: SettingValue;
}

export const noDefault = (type: SchemaType): NoDefault => ({ noDefault: type });
export const STR = noDefault('string');
export const NUM = noDefault('number');

function isNoDefault(value: SettingValue): value is NoDefault {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as NoDefault).noDefault === 'string' && Object.keys(value).length === 1;
}

function isGroup(value: SettingValue): value is SettingsSpec {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isNoDefault(value);
}

/** `showUnitTitle` -> `Show unit title`. */
function titleOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function propertySchema(key: string, value: SettingValue): Record<string, unknown> {
  const title = titleOf(key);
  if (isNoDefault(value)) return { title, type: value.noDefault };
  if (isGroup(value)) return { title, type: 'object', properties: propertiesOf(value) };
  if (Array.isArray(value)) return { title, type: 'array', items: { type: 'object' }, default: value };
  return { title, type: typeof value, default: value };
}

function propertiesOf(spec: SettingsSpec): Record<string, unknown> {
  return Object.fromEntries(Object.entries(spec).map(([key, value]) => [key, propertySchema(key, value)]));
}

/** The defaults of `spec`; keys without one are left out, groups are kept (possibly empty). */
export function defaultsOf(spec: SettingsSpec): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    if (isNoDefault(value)) continue;
    defaults[key] = isGroup(value) ? defaultsOf(value) : value;
  }
  return defaults;
}

/** Contract §4 settings schema text: JSON schema plus the form listing every key in order. */
export function settingsSchemaOf(spec: SettingsSpec): string {
  if (Object.keys(spec).length === 0) return '{}';
  return JSON.stringify({
    schema: { type: 'object', title: 'Settings', properties: propertiesOf(spec), required: [] },
    form: Object.keys(spec),
  });
}
