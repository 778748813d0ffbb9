import {
  WIDGET_TYPE_KINDS, type WidgetDescriptor, type WidgetsBundleFile, type WidgetTypeDetails, type WidgetTypeFileEntry,
} from '../api/types';

/*
 * The files the widget library reads and writes, in ThingsBoard 3.3's JSON (contract §4): a
 * bundle file `{widgetsBundle, widgetTypes[]}` and a single widget type file (a type as
 * `GET /api/widgetType/{id}` answers it, ids and tenant dropped). Files are checked before
 * anything is sent, so a bad file is refused whole and nothing is stored.
 */

/** i18n keys a file can be refused with. */
export type WidgetFileError =
  | 'widgets-bundle.invalid-bundle-file'
  | 'widget-type.invalid-widget-type-file';

/** A refused file: `message` is the i18n key to show, `detail` says what is wrong in English (a field path). */
export class WidgetFileRefused extends Error {
  constructor(readonly key: WidgetFileError, readonly detail: string) {
    super(key);
    this.name = 'WidgetFileRefused';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const JSON_FIELDS = ['settingsSchema', 'dataKeySettingsSchema', 'defaultConfig'] as const;

/** What makes a file's widget type unusable, or null when it is fine. */
function typeProblem(value: unknown): string | null {
  if (!isObject(value)) return 'not an object';
  if (typeof value.name !== 'string' || !value.name.trim()) return 'name is missing';
  const descriptor = value.descriptor;
  if (!isObject(descriptor) || Object.keys(descriptor).length === 0) return 'descriptor is missing';
  if (!WIDGET_TYPE_KINDS.includes(descriptor.type as never)) return `descriptor.type must be one of ${WIDGET_TYPE_KINDS.join(', ')}`;
  for (const size of ['sizeX', 'sizeY']) {
    const n = descriptor[size];
    if (n !== undefined && (typeof n !== 'number' || !(n > 0))) return `descriptor.${size} must be a positive number`;
  }
  for (const field of JSON_FIELDS) {
    const text = descriptor[field];
    if (text === undefined || text === null || text === '') continue;
    // Objects are accepted and sent as the JSON strings the contract wants.
    if (isObject(text)) continue;
    if (typeof text !== 'string') return `descriptor.${field} must be a JSON string`;
    try {
      JSON.parse(text);
    } catch {
      return `descriptor.${field} is not valid JSON`;
    }
  }
  return null;
}

function toEntry(value: Record<string, unknown>): WidgetTypeFileEntry {
  const descriptor = { ...(value.descriptor as Record<string, unknown>) };
  for (const field of JSON_FIELDS) if (isObject(descriptor[field])) descriptor[field] = JSON.stringify(descriptor[field]);
  return {
    alias: typeof value.alias === 'string' ? value.alias : undefined,
    name: value.name as string,
    image: typeof value.image === 'string' ? value.image : null,
    description: typeof value.description === 'string' ? value.description : null,
    descriptor: descriptor as WidgetDescriptor,
  };
}

/** Checks a parsed bundle file; every type must be usable, or the whole file is refused. */
export function readBundleFile(json: unknown): WidgetsBundleFile {
  const refuse = (detail: string) => new WidgetFileRefused('widgets-bundle.invalid-bundle-file', detail);
  if (!isObject(json) || !isObject(json.widgetsBundle)) throw refuse('widgetsBundle is missing');
  const bundle = json.widgetsBundle;
  if (typeof bundle.title !== 'string' || !bundle.title.trim()) throw refuse('widgetsBundle.title is missing');
  const types = json.widgetTypes ?? [];
  if (!Array.isArray(types)) throw refuse('widgetTypes must be a list');
  types.forEach((type, i) => {
    const problem = typeProblem(type);
    if (problem) throw refuse(`widgetTypes[${i}]: ${problem}`);
  });
  return {
    widgetsBundle: {
      alias: typeof bundle.alias === 'string' ? bundle.alias : undefined,
      title: bundle.title,
      image: typeof bundle.image === 'string' ? bundle.image : null,
      description: typeof bundle.description === 'string' ? bundle.description : null,
    },
    widgetTypes: (types as Record<string, unknown>[]).map(toEntry),
  };
}

/** Checks a parsed widget type file (one type, as exported). */
export function readWidgetTypeFile(json: unknown): WidgetTypeFileEntry {
  const problem = typeProblem(json);
  if (problem) throw new WidgetFileRefused('widget-type.invalid-widget-type-file', problem);
  return toEntry(json as Record<string, unknown>);
}

/** A type as its file holds it: no id, tenant, creation time or bundle. */
export function widgetTypeFile(type: WidgetTypeDetails): WidgetTypeFileEntry {
  const { alias, name, image, description, descriptor } = type;
  return { alias, name, image, description, descriptor };
}

/** ThingsBoard's export file name: the title in lower case, anything but letters and digits as '_'. */
export function widgetFileName(title: string): string {
  return `${title.toLowerCase().replace(/\W/g, '_') || 'widget'}.json`;
}
