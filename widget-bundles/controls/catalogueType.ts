import { systemTypeFile } from '../catalogue/systemType';
import { CONTROLS_DESCRIPTORS } from './descriptors';

export interface CatalogueType {
  name: string;
  description: string;
  kind: 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';
  sizeX: number;
  sizeY: number;
  defaultSettings: Record<string, unknown>;
  settingsSchema: Record<string, unknown>;
  dataKeySettingsSchema?: Record<string, unknown>;
  /** Default settings of a data key. */
  keyDefaults: Record<string, unknown>;
}

function schemaOf(text: unknown): Record<string, unknown> | undefined {
  const parsed = typeof text === 'string' && text !== '{}' ? (JSON.parse(text) as { schema?: Record<string, unknown> }) : undefined;
  return parsed?.schema;
}

/**
 * A system widget type of the catalogue (plain data), so these widgets take ThingsBoard's
 * settings keys, defaults, schema and size from this bundle's descriptors.ts, which the server's system library is generated from.
 */
export function catalogueType(bundleAlias: string, typeAlias: string): CatalogueType {
  const def = CONTROLS_DESCRIPTORS.find((d) => d.bundleAlias === bundleAlias && d.alias === typeAlias);
  const type = def && systemTypeFile(def);
  if (!type) throw new Error(`The catalogue has no widget type ${bundleAlias}/${typeAlias}`);
  const descriptor = type.descriptor as Record<string, unknown>;
  const config = JSON.parse(String(descriptor.defaultConfig)) as { settings: Record<string, unknown>; datasources?: { dataKeys?: { settings?: Record<string, unknown> }[] }[] };
  return {
    name: String(type.name),
    description: String(type.description ?? ''),
    kind: descriptor.type as CatalogueType['kind'],
    sizeX: Number(descriptor.sizeX),
    sizeY: Number(descriptor.sizeY),
    defaultSettings: config.settings,
    settingsSchema: schemaOf(descriptor.settingsSchema) ?? {},
    dataKeySettingsSchema: schemaOf(descriptor.dataKeySettingsSchema),
    keyDefaults: config.datasources?.[0]?.dataKeys?.[0]?.settings ?? {},
  };
}
