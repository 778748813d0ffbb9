import { type WidgetKind } from '@tessera/sdk';
// Pure data: the widgets read exactly the defaults the server's system library is generated from.
import { systemTypeFile } from '../catalogue/systemType';
import { CARDS_DESCRIPTORS } from './descriptors';

export const BUNDLE_ALIAS = 'cards';

/** What a cards widget takes from the catalogue entry of its ThingsBoard type. */
export interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
  kind: WidgetKind;
  bundleAlias: string;
  typeAlias: string;
  sizeX: number;
  sizeY: number;
  defaultSettings: Record<string, unknown>;
  settingsSchema?: Record<string, unknown>;
  dataKeySettingsSchema?: Record<string, unknown>;
}

/** The JSON schema of a contract §4 `{schema, form}` text; none for `{}`. */
function schemaOf(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string' || !text) return undefined;
  return (JSON.parse(text) as { schema?: Record<string, unknown> }).schema;
}

/** The catalogue entry of `cards/<typeAlias>`, with the widget id `tessera.cards.<type-alias>`. */
export function catalogueEntry(typeAlias: string): CatalogueEntry {
  const def = CARDS_DESCRIPTORS.find((d) => d.bundleAlias === BUNDLE_ALIAS && d.alias === typeAlias);
  const type = def && systemTypeFile(def);
  if (!type) throw new Error(`The widget catalogue has no type '${BUNDLE_ALIAS}/${typeAlias}'`);
  const descriptor = type.descriptor as Record<string, unknown>;
  const defaultConfig = JSON.parse(String(descriptor.defaultConfig)) as { settings: Record<string, unknown> };
  return {
    id: `tessera.${BUNDLE_ALIAS}.${typeAlias.replace(/_/g, '-')}`,
    name: type.name,
    description: type.description ?? '',
    kind: descriptor.type as WidgetKind,
    bundleAlias: BUNDLE_ALIAS,
    typeAlias,
    sizeX: Number(descriptor.sizeX),
    sizeY: Number(descriptor.sizeY),
    defaultSettings: defaultConfig.settings,
    settingsSchema: schemaOf(descriptor.settingsSchema),
    dataKeySettingsSchema: schemaOf(descriptor.dataKeySettingsSchema),
  };
}
