import { defaultsOf, settingsSchemaOf, type SettingsSpec } from '../catalogue/settingsSpec';

/**
 * The defaults and JSON schema of a catalogue settings family, so the widget reads exactly
 * the keys and defaults ThingsBoard dashboards save (the catalogue modules are plain data).
 */
export function catalogueSettings(spec: SettingsSpec): { defaultSettings: Record<string, unknown>; settingsSchema: Record<string, unknown> } {
  const text = settingsSchemaOf(spec);
  return { defaultSettings: defaultsOf(spec), settingsSchema: (JSON.parse(text) as { schema?: Record<string, unknown> }).schema ?? {} };
}
