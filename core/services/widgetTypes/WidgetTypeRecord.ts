/*
 * The server's widget library records (contract §4) as the console reads them: a widgets bundle
 * (`GET /api/widgetsBundles`) and a widget type with its details (`GET /api/widgetTypesDetails`).
 * Unknown keys are kept, so a record read and saved back loses nothing.
 */
import { NULL_UUID } from '../../sdk/types';
import { type WidgetKind } from '../../sdk/widgets';

/** One `resources[]` entry of a descriptor: a script or stylesheet URL the type wants loaded. */
export interface WidgetTypeResource {
  url: string;
  isModule?: boolean;
  [key: string]: unknown;
}

/**
 * A widget type's `descriptor` (contract §4). `settingsSchema`, `dataKeySettingsSchema` and
 * `defaultConfig` are JSON *strings* on the wire (objects are tolerated). `tessera` names the
 * built-in React widget (`<bundleAlias>.<typeAlias>`) that renders a shipped system type.
 */
export interface WidgetTypeDescriptor {
  type: WidgetKind;
  sizeX: number;
  sizeY: number;
  resources?: WidgetTypeResource[];
  templateHtml?: string;
  templateCss?: string;
  controllerScript?: string;
  settingsSchema?: string | Record<string, unknown>;
  dataKeySettingsSchema?: string | Record<string, unknown>;
  defaultConfig?: string | Record<string, unknown>;
  tessera?: string;
  [key: string]: unknown;
}

/**
 * The server's WidgetTypeDetails: what the widget library lists and the widget editor edits.
 * `id`, `createdTime` and `tenantId` are absent on a type not saved yet (the editor's preview);
 * a missing `tenantId` counts as the current tenant's.
 */
export interface WidgetTypeRecord {
  id?: { entityType: 'WIDGET_TYPE'; id: string };
  createdTime?: number;
  tenantId?: { entityType: 'TENANT'; id: string };
  bundleAlias: string;
  alias: string;
  name: string;
  image?: string | null;
  description?: string | null;
  descriptor: WidgetTypeDescriptor;
  [key: string]: unknown;
}

/** A widgets bundle record (`GET /api/widgetsBundles`). System bundles have the null-UUID tenant. */
export interface WidgetsBundleRecord {
  id: { entityType: 'WIDGETS_BUNDLE'; id: string };
  createdTime: number;
  tenantId: { entityType: 'TENANT'; id: string };
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
  [key: string]: unknown;
}

/** True for records of the system library (null-UUID tenant). */
export function isSystemRecord(record: { tenantId?: { id: string } }): boolean {
  return record.tenantId?.id === NULL_UUID;
}

/**
 * A descriptor field that holds JSON as a string (`defaultConfig`, `settingsSchema`, ...) as an
 * object: `{}` when it is empty, and `{}` when it does not parse (the editor reports that; a
 * dashboard must still render the type).
 */
export function parseDescriptorJson(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** True when the record carries code or markup of its own to run in the widget sandbox. */
export function hasOwnCode(descriptor: WidgetTypeDescriptor): boolean {
  return Boolean(descriptor.controllerScript?.trim() || descriptor.templateHtml?.trim() || descriptor.templateCss?.trim());
}
