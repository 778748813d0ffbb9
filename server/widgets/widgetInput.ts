import { MSG } from '../http/messages';
import { asObject, badField, checkFields, optionalString, optionalImage, specifiedText, type FieldRule } from '../http/validate';
import type { JsonObject } from '../store/ids';
import type { WidgetsBundleInput, WidgetTypeInput } from '../store/WidgetStore';

/*
 * The writable fields of WidgetsBundle and WidgetTypeDetails bodies and of the bundle
 * export file (contract §2, §4). tenantId, createdTime and unknown keys are ignored: the
 * owner is always the caller's tenant.
 */

/** ThingsBoard's limit; the older 1024 of this server would let a description in that ThingsBoard refuses. */
const DESCRIPTION_MAX_LENGTH = 255;
/** `@Length(max = 1000000)` on both images (contract §13.3). */
const IMAGE_MAX_LENGTH = 1_000_000;

/** `widget.type` values (contract §3) the console renders; other descriptors are stored all the same. */
export const WIDGET_KINDS = ['timeseries', 'latest', 'rpc', 'alarm', 'static'] as const;

const BUNDLE_RULES: FieldRule[] = [
  { key: 'alias', max: 255, xss: true },
  { key: 'title', max: 255, xss: true },
  { key: 'description', max: DESCRIPTION_MAX_LENGTH, xss: true },
  { key: 'image', max: IMAGE_MAX_LENGTH },
];
const TYPE_RULES: FieldRule[] = [
  { key: 'bundleAlias', max: 255, xss: true },
  { key: 'alias', max: 255, xss: true },
  { key: 'name', max: 255, xss: true },
  { key: 'description', max: DESCRIPTION_MAX_LENGTH, xss: true },
  { key: 'image', max: IMAGE_MAX_LENGTH },
];

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
  checkFields(obj, BUNDLE_RULES);
  return {
    alias: optionalAlias(obj),
    title: specifiedText(obj, 'title', MSG.WIDGETS_BUNDLE_TITLE),
    image: optionalImage(obj),
    description: optionalString(obj, 'description', DESCRIPTION_MAX_LENGTH) ?? null,
  };
}

/**
 * ThingsBoard only requires a non-empty descriptor (null, `{}` or a scalar is empty); the
 * rest is kept exactly as sent, keys this console does not understand included, so any
 * ThingsBoard widget type round-trips. The console copes with what it cannot render.
 */
function descriptorOf(obj: JsonObject): JsonObject {
  const value = obj.descriptor;
  if (value === undefined || value === null || typeof value !== 'object') throw badField(MSG.WIDGET_TYPE_DESCRIPTOR);
  // A non-empty JSON array is a descriptor ThingsBoard would store, but no widget can be made of it.
  if (Array.isArray(value)) throw badField(value.length === 0 ? MSG.WIDGET_TYPE_DESCRIPTOR : "Parameter 'descriptor' must be a JSON object!");
  if (Object.keys(value).length === 0) throw badField(MSG.WIDGET_TYPE_DESCRIPTOR);
  return value as JsonObject;
}

export function typeFields(obj: JsonObject): TypeFields {
  checkFields(obj, TYPE_RULES);
  return {
    alias: optionalAlias(obj),
    name: specifiedText(obj, 'name', MSG.WIDGET_TYPE_NAME),
    image: optionalImage(obj),
    description: optionalString(obj, 'description', DESCRIPTION_MAX_LENGTH) ?? null,
    descriptor: descriptorOf(obj),
  };
}

/** A WidgetTypeDetails body in ThingsBoard's check order: limits, name, bundle alias, descriptor. */
export function typeDetailsInput(obj: JsonObject): { bundleAlias: string; fields: TypeFields } {
  checkFields(obj, TYPE_RULES);
  specifiedText(obj, 'name', MSG.WIDGET_TYPE_NAME);
  const bundleAlias = specifiedText(obj, 'bundleAlias', MSG.WIDGET_TYPE_BUNDLE_ALIAS);
  return { bundleAlias, fields: typeFields(obj) };
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
