import { type EntityId, NULL_UUID } from '@tessera/sdk';

/** Contract §2 WidgetsBundle; the null-UUID tenant marks a system bundle. */
export interface WidgetsBundle {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
}

/** The widget kinds (seed 001 §3.6). */
export type WidgetTypeKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';

export const WIDGET_TYPE_KINDS: readonly WidgetTypeKind[] = ['timeseries', 'latest', 'rpc', 'alarm', 'static'];

/** A descriptor without its kind: what a default template gives. */
export interface DescriptorBody {
  sizeX: number;
  sizeY: number;
  resources: { url: string; isModule?: boolean }[];
  templateHtml: string;
  templateCss: string;
  controllerScript: string;
  settingsSchema: string;
  dataKeySettingsSchema: string;
  defaultConfig: string;
}

/** Contract §4 descriptor: schemas and the default configuration are JSON *strings*. */
export interface WidgetDescriptor extends DescriptorBody {
  type: WidgetTypeKind;
  /** Keys this console does not edit (a built-in widget's name, ...) travel unchanged. */
  [key: string]: unknown;
}

/** Contract §2 WidgetTypeDetails. */
export interface WidgetTypeDetails {
  id?: EntityId;
  createdTime?: number;
  tenantId?: EntityId;
  bundleAlias: string;
  alias?: string;
  name: string;
  image: string | null;
  description: string | null;
  descriptor: WidgetDescriptor;
}

/** A type as a bundle or type file carries it (contract §4): no ids, tenant or bundle. */
export type WidgetTypeFileEntry = Pick<WidgetTypeDetails, 'alias' | 'name' | 'image' | 'description' | 'descriptor'>;

/** Contract §4 bundle file. */
export interface WidgetsBundleFile {
  widgetsBundle: { alias?: string; title: string; image: string | null; description?: string | null };
  widgetTypes: WidgetTypeFileEntry[];
}

/** Which bundles the table lists (Tessera's `scope` parameter of `GET /api/widgetsBundles`). */
export type BundleScope = 'ALL' | 'SYSTEM' | 'TENANT';

export const isSystemBundle = (bundle: Pick<WidgetsBundle, 'tenantId'>): boolean => bundle.tenantId.id === NULL_UUID;
