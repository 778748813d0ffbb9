import { type WidgetTypeKind } from '../api/types';
import { FUNCTION_KEYS } from '../templates/functionKeys';
import { previewDatasources } from './PreviewFeed';

/** One data key of the editor preview, with where it sits in the preview's datasources. */
export interface PreviewKeyRef {
  datasource: number;
  key: number;
  label: string;
  color: string;
  settings: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The data keys the preview shows (see {@link previewDatasources}), in order. */
export function previewKeyRefs(kind: WidgetTypeKind, defaultConfig: Record<string, unknown>): PreviewKeyRef[] {
  return previewDatasources(kind, defaultConfig).flatMap((ds, datasource) => ds.dataKeys.map((k, key) => ({
    datasource, key, label: k.label, color: k.color ?? '', settings: k.settings ?? {},
  })));
}

/** Each preview key's settings, per datasource: what the preview is started with. */
export function previewKeySettings(kind: WidgetTypeKind, defaultConfig: Record<string, unknown>): Record<string, unknown>[][] {
  return previewDatasources(kind, defaultConfig).map((ds) => ds.dataKeys.map((k) => k.settings ?? {}));
}

/**
 * The default configuration with the settings of one preview key replaced. The preview reads
 * its keys from the configuration's datasources (the alarm source for alarm widgets); a
 * time-series or latest-values configuration without any gets ThingsBoard's function
 * datasource written out first, so the key exists to carry its settings.
 */
export function withKeySettings(
  kind: WidgetTypeKind, defaultConfig: Record<string, unknown>, datasource: number, key: number, settings: Record<string, unknown>,
): Record<string, unknown> {
  const config = structuredClone(defaultConfig);
  const alarm = kind === 'alarm' && isObject(config.alarmSource);
  if (!alarm) {
    const configured = Array.isArray(config.datasources) ? config.datasources.filter(isObject) : [];
    if (configured.length === 0 && (kind === 'timeseries' || kind === 'latest')) {
      config.datasources = [{ type: 'function', name: 'function', dataKeys: FUNCTION_KEYS.map((k) => ({ ...k, settings: {} })) }];
    }
  }
  const sources = alarm ? [config.alarmSource] : (Array.isArray(config.datasources) ? config.datasources : []).filter(isObject);
  const source = sources[datasource];
  if (!isObject(source) || !Array.isArray(source.dataKeys)) return config;
  const dataKey: unknown = source.dataKeys[key];
  // previewDatasources turns a key that is not an object into a default one: write it out whole.
  const base = isObject(dataKey) ? dataKey : { ...FUNCTION_KEYS[key % FUNCTION_KEYS.length] };
  source.dataKeys[key] = { ...base, settings: structuredClone(settings) };
  return config;
}

/** `datasources` with each key's settings taken from `settings` where it has an entry (same positions). */
export function applyKeySettings<D extends { dataKeys: readonly { settings?: Record<string, unknown> }[] }>(
  datasources: readonly D[], settings: readonly (readonly Record<string, unknown>[])[] | undefined,
): D[] {
  if (!settings) return [...datasources];
  return datasources.map((ds, i) => ({
    ...ds,
    dataKeys: ds.dataKeys.map((k, j) => (settings[i]?.[j] ? { ...k, settings: settings[i][j] } : k)),
  }));
}
