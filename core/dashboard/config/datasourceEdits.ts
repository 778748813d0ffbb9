/*
 * Pure edits of a widget's datasources and data keys, as the configuration dialog makes them.
 * Every function returns new arrays and objects: the dialog keeps the original config intact
 * so Cancel loses nothing.
 */
import { type DataKeyType, type DatasourceType } from '@tessera/sdk';
import { type DataKeyConfig, type DatasourceConfig } from '../model/types';
import { keyColor } from './keyColors';
import { defaultsFromSchema, jsonSchemaOf } from './settingsSchema';

/** Key types a user adds by typing a name, per datasource type. */
export function keyTypesFor(datasourceType: DatasourceType): DataKeyType[] {
  if (datasourceType === 'function') return ['function'];
  if (datasourceType === 'entityCount') return ['count'];
  return ['timeseries', 'attribute', 'entityField'];
}

/** ThingsBoard's predefined function keys: a name typed for a function datasource picks its body. */
export const PREDEFINED_FUNCTIONS: Readonly<Record<string, string>> = {
  Sin: 'return Math.round(1000*Math.sin(time/5000));',
  Cos: 'return Math.round(1000*Math.cos(time/5000));',
  Random: 'var value = prevValue + Math.random() * 100 - 50;\nvar multiplier = Math.pow(10, 2 || 0);\n'
    + 'var value = Math.round(value * multiplier) / multiplier;\nif (value < -1000) {\n\tvalue = -1000;\n} '
    + 'else if (value > 1000) {\n\tvalue = 1000;\n}\nreturn value;',
};

const DEFAULT_FUNCTION_BODY = 'return prevValue + 1;';

/** A new, empty datasource of a type. */
export function newDatasource(type: DatasourceType, entityAliasId: string | null = null): DatasourceConfig {
  if (type === 'function') return { type, name: 'function', dataKeys: [] };
  return { type, entityAliasId, filterId: null, dataKeys: [] };
}

/** Changes a datasource's type; keys that the new type cannot hold are dropped. */
export function changeDatasourceType(ds: DatasourceConfig, type: DatasourceType): DatasourceConfig {
  if (ds.type === type) return ds;
  const allowed = keyTypesFor(type);
  const kept = ds.dataKeys.filter((k) => allowed.includes(k.type));
  const base = newDatasource(type, type === 'function' ? null : (ds.entityAliasId ?? null));
  return { ...base, dataKeys: kept };
}

export function addDatasource(list: readonly DatasourceConfig[], ds: DatasourceConfig): DatasourceConfig[] {
  return [...list, ds];
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((x, i) => (i === index ? item : x));
}

/** Moves an item from one index to another (chip drag, up/down buttons); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

const allKeys = (datasources: readonly DatasourceConfig[]) => datasources.flatMap((d) => d.dataKeys ?? []);

/** `name`, or `name 2`, `name 3`, ... : the first label no key of the widget has (ThingsBoard's rule). */
export function nextKeyLabel(name: string, datasources: readonly DatasourceConfig[]): string {
  const labels = new Set(allKeys(datasources).map((k) => k.label));
  if (!labels.has(name)) return name;
  let i = 2;
  while (labels.has(`${name} ${i}`)) i++;
  return `${name} ${i}`;
}

/** The colour of the next key: the palette entry at the number of keys the widget already has. */
export function nextKeyColor(datasources: readonly DatasourceConfig[]): string {
  return keyColor(allKeys(datasources).length);
}

/**
 * A new key as ThingsBoard creates it from a typed name: a free label and the next colour,
 * settings from the key settings schema's defaults; function keys are named `f(x)` and get a
 * predefined body (Sin, Cos, Random) or `return prevValue + 1;`.
 */
export function createDataKey(
  name: string, type: DataKeyType, datasources: readonly DatasourceConfig[], keySettingsSchema?: Record<string, unknown>,
): DataKeyConfig {
  const trimmed = name.trim();
  const key: DataKeyConfig = {
    name: trimmed,
    type,
    label: nextKeyLabel(trimmed, datasources),
    color: nextKeyColor(datasources),
    settings: defaultsFromSchema(jsonSchemaOf(keySettingsSchema)),
  };
  if (type === 'function') {
    key.name = 'f(x)';
    key.funcBody = PREDEFINED_FUNCTIONS[trimmed] ?? DEFAULT_FUNCTION_BODY;
  } else if (type === 'count') {
    key.name = 'count';
  }
  return key;
}

/** Adds a key to one datasource; blank names change nothing (seed 001 §5: chips ignore blank entries). */
export function addDataKey(
  datasources: readonly DatasourceConfig[], index: number, name: string, type: DataKeyType,
  keySettingsSchema?: Record<string, unknown>,
): DatasourceConfig[] {
  const ds = datasources[index];
  if (!ds || !name.trim()) return [...datasources];
  const key = createDataKey(name, type, datasources, keySettingsSchema);
  return replaceAt(datasources, index, { ...ds, dataKeys: [...ds.dataKeys, key] });
}

export function removeDataKey(datasources: readonly DatasourceConfig[], dsIndex: number, keyIndex: number): DatasourceConfig[] {
  const ds = datasources[dsIndex];
  if (!ds) return [...datasources];
  return replaceAt(datasources, dsIndex, { ...ds, dataKeys: removeAt(ds.dataKeys, keyIndex) });
}

export function replaceDataKey(
  datasources: readonly DatasourceConfig[], dsIndex: number, keyIndex: number, key: DataKeyConfig,
): DatasourceConfig[] {
  const ds = datasources[dsIndex];
  if (!ds) return [...datasources];
  return replaceAt(datasources, dsIndex, { ...ds, dataKeys: replaceAt(ds.dataKeys, keyIndex, key) });
}

/** Errors of the datasources, by datasource index: an entity datasource needs an alias. */
export function datasourceErrors(datasources: readonly DatasourceConfig[]): Record<number, string> {
  const errors: Record<number, string> = {};
  datasources.forEach((ds, i) => {
    if ((ds.type === 'entity' || ds.type === 'entityCount') && !ds.entityAliasId) {
      errors[i] = 'dashboard.widget-config.alias-required';
    }
  });
  return errors;
}
