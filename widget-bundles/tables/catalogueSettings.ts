import { defaultsOf, settingsSchemaOf, type SettingsSpec } from '../catalogue/settingsSpec';

/**
 * The JSON schema of a catalogue settings spec: the `schema` part of the `{schema, form}`
 * text ThingsBoard stores, which is what react-jsonschema-form renders.
 */
export function catalogueSchema(spec: SettingsSpec): Record<string, unknown> {
  const parsed = JSON.parse(settingsSchemaOf(spec)) as { schema?: Record<string, unknown> };
  return parsed.schema ?? { type: 'object', properties: {} };
}

/** The catalogue's defaults of a spec, typed as the widget's settings. */
export function catalogueDefaults<S>(spec: SettingsSpec): S {
  return defaultsOf(spec) as S;
}
