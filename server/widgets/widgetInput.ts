import { asObject, badField, optionalString, requiredString, requiredTitle, optionalImage } from '../http/validate';
import type { JsonObject } from '../store/ids';
import type { WidgetsBundleInput, WidgetTypeInput } from '../store/WidgetStore';

/*
 * The writable fields of WidgetsBundle and WidgetTypeDetails bodies and of the bundle
 * export file (contract §2, §4). tenantId, createdTime and unknown keys are ignored: the
 * owner is always the caller's tenant.
 */

const DESCRIPTION_MAX_LENGTH = 1024;

/** `widget.type` values (contract §3); the descriptor's `type` must be one. */
export const WIDGET_KINDS = ['timeseries', 'latest', 'rpc', 'alarm', 'static'] as const;

/** Descriptor fields that hold JSON encoded as a string (contract §4). */
const JSON_STRING_FIELDS = ['settingsSchema', 'dataKeySettingsSchema', 'defaultConfig'] as const;

/** A bundle or type in the form it is saved: the alias as sent (blank: generate one). */
export interface BundleFields extends WidgetsBundleInput {
  alias: string | undefined;
}

export interface TypeFields extends WidgetTypeInput {
  alias: string | undefined;
}

function optionalAlias(obj: JsonObject): string | undefined {
  const alias = optionalString(obj, 'alias');
  return alias === null || alias === undefined || alias.trim() === '' ? undefined : alias;
}

export function bundleFields(obj: JsonObject): BundleFields {
  return {
    alias: optionalAlias(obj),
    title: requiredTitle(obj, 'title'),
    image: optionalImage(obj),
    description: optionalString(obj, 'description', DESCRIPTION_MAX_LENGTH) ?? null,
  };
}

/** A descriptor the console can render: an object with a known type, positive sizes and parseable JSON strings. */
function descriptorOf(obj: JsonObject): JsonObject {
  const value = obj.descriptor;
  if (value === undefined || value === null) throw badField("Widgets type descriptor can't be empty!");
  const descriptor = asObject(value, "Parameter 'descriptor'");
  if (!WIDGET_KINDS.includes(descriptor.type as (typeof WIDGET_KINDS)[number])) {
    throw badField(`Parameter 'descriptor.type' must be one of ${WIDGET_KINDS.join(', ')}!`);
  }
  for (const size of ['sizeX', 'sizeY']) {
    const n = descriptor[size];
    if (n !== undefined && (typeof n !== 'number' || !Number.isFinite(n) || n <= 0)) throw badField(`Parameter 'descriptor.${size}' must be a positive number!`);
  }
  for (const field of JSON_STRING_FIELDS) {
    const text = descriptor[field];
    if (text === undefined || text === null || text === '') continue;
    if (typeof text !== 'string') throw badField(`Parameter 'descriptor.${field}' must be a JSON string!`);
    try {
      JSON.parse(text);
    } catch {
      throw badField(`Parameter 'descriptor.${field}' must be valid JSON!`);
    }
  }
  return descriptor;
}

export function typeFields(obj: JsonObject): TypeFields {
  return {
    alias: optionalAlias(obj),
    name: requiredTitle(obj, 'name'),
    image: optionalImage(obj),
    description: optionalString(obj, 'description', DESCRIPTION_MAX_LENGTH) ?? null,
    descriptor: descriptorOf(obj),
  };
}

/** The bundle alias a WidgetTypeDetails body names. */
export function typeBundleAlias(obj: JsonObject): string {
  if (obj.bundleAlias === undefined || obj.bundleAlias === null || obj.bundleAlias === '') throw badField('Widgets type bundle alias should be specified!');
  return requiredString(obj, 'bundleAlias');
}

/** Contract §4 bundle file: `{widgetsBundle, widgetTypes}`, every part checked before anything is stored. */
export interface BundleFile {
  widgetsBundle: BundleFields;
  widgetTypes: TypeFields[];
}

export function bundleFile(body: unknown): BundleFile {
  const obj = asObject(body);
  const widgetsBundle = bundleFields(asObject(obj.widgetsBundle, "Parameter 'widgetsBundle'"));
  const types = obj.widgetTypes ?? [];
  if (!Array.isArray(types)) throw badField("Parameter 'widgetTypes' must be an array!");
  return { widgetsBundle, widgetTypes: types.map((type) => typeFields(asObject(type, "Parameter 'widgetTypes'"))) };
}
