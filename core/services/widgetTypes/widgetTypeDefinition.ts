import { createElement, type ComponentType } from 'react';
import { type WidgetDefinition, type WidgetKind, type WidgetProps } from '../../sdk/widgets';
import { NoImplementationTile } from './NoImplementationTile';
import type { WidgetTypeDescription } from '../sandbox/widgetBridgeProtocol';
import { SandboxedWidgetView } from './SandboxedWidgetView';
import {
  hasOwnCode, isSystemRecord, parseDescriptorJson, type WidgetTypeRecord,
} from './WidgetTypeRecord';

const KINDS: readonly WidgetKind[] = ['timeseries', 'latest', 'rpc', 'alarm', 'static'];

/**
 * A widget definition made from a server widget type record. Besides the usual members it keeps
 * the record, whether it is a system type (what a dashboard widget's `isSystemType` says) and the
 * type's parsed `defaultConfig`, which a new dashboard widget of this type starts from.
 */
export interface ServerWidgetDefinition extends WidgetDefinition<Record<string, unknown>> {
  record: WidgetTypeRecord;
  isSystemType: boolean;
  /** The descriptor's `defaultConfig`, parsed (`{}` when empty or broken). */
  defaultConfig: Record<string, unknown>;
  /** The built-in React widget that renders this type, when one does; else it runs in the widget sandbox. */
  builtin?: WidgetDefinition<any>;
  /**
   * ThingsBoard's `typeParameters` of the controller (`maxDatasources`, `maxDataKeys`,
   * `dataKeysOptional`, `hasDataPageLink`, ...), evaluated in the widget sandbox; absent until then.
   */
  typeParameters?: Record<string, unknown>;
  /** What the controller's descriptor functions returned (see describeWidgetType.ts), when they ran. */
  controllerDescription?: WidgetTypeDescription | null;
}

/** ThingsBoard's `actionSources()` as the definition's id-to-name map (the header button is the platform's). */
function actionSourceNames(description: WidgetTypeDescription | null | undefined): Record<string, string> | undefined {
  if (!description) return undefined;
  const entries = Object.entries(description.actionSources).filter(([id]) => id !== 'headerButton');
  return entries.length > 0 ? Object.fromEntries(entries.map(([id, source]) => [id, source.name])) : undefined;
}

/** Lowercase, dotted-id-safe text. */
function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9_-]+/g, '-') || '-';
}

/** The definition id of a server type: `tb.<system|tenant>.<bundleAlias>.<alias>`, unique in a library. */
export function serverWidgetId(record: Pick<WidgetTypeRecord, 'bundleAlias' | 'alias' | 'tenantId'>): string {
  return `tb.${isSystemRecord(record) ? 'system' : 'tenant'}.${slug(record.bundleAlias)}.${slug(record.alias)}`;
}

/**
 * The built-in React widget a record maps to: the one its descriptor names (`tessera`, the
 * shipped system types), else for a system type without code of its own the built-in with the
 * same bundle and type alias. A tenant's type with its own controller or template never maps.
 */
export function findBuiltin(record: WidgetTypeRecord, builtins: readonly WidgetDefinition<any>[]): WidgetDefinition<any> | undefined {
  const descriptor = record.descriptor ?? {};
  if (hasOwnCode(descriptor)) return undefined;
  const named = typeof descriptor.tessera === 'string' ? descriptor.tessera : null;
  if (named) {
    const found = builtins.find((b) => `${b.bundleAlias}.${b.typeAlias}` === named) ?? builtins.find((b) => b.id === named);
    if (found) return found;
  }
  if (!isSystemRecord(record)) return undefined;
  return builtins.find((b) => b.bundleAlias === record.bundleAlias && b.typeAlias === record.alias);
}

/** The JSON schema inside a ThingsBoard `{schema, form}` string (or a bare schema). */
function jsonSchemaOf(value: unknown): Record<string, unknown> | undefined {
  const parsed = parseDescriptorJson(value);
  const schema = parsed.schema && typeof parsed.schema === 'object' ? parsed.schema as Record<string, unknown> : parsed;
  return Object.keys(schema).length > 0 ? schema : undefined;
}

const componentCache = new WeakMap<WidgetTypeRecord, ComponentType<WidgetProps<Record<string, unknown>>>>();

/**
 * One component per record object, so re-deriving a definition from the same record does not
 * remount the widget: the sandbox for a type with code of its own, else a tile saying that this
 * console has no implementation of the type.
 */
function sandboxComponent(record: WidgetTypeRecord): ComponentType<WidgetProps<Record<string, unknown>>> {
  let component = componentCache.get(record);
  if (!component) {
    component = hasOwnCode(record.descriptor ?? {})
      ? function SandboxedWidgetType(props: WidgetProps<Record<string, unknown>>) {
        return createElement(SandboxedWidgetView, { ...props, record });
      }
      : function UnimplementedWidgetType() {
        return createElement(NoImplementationTile, { name: record.name });
      };
    componentCache.set(record, component);
  }
  return component;
}

/**
 * Turns a server widget type into something the dashboard, the palette and the widget editor's
 * preview render through `WidgetFrame` with any `WidgetContext`:
 * - a type that matches a built-in React widget (see {@link findBuiltin}) is that widget, under
 *   the record's name and description;
 * - any other type renders in the widget sandbox (an `allow-scripts` iframe without same-origin),
 *   its controller, template and CSS talking to the host over the widget bridge. A type that
 *   names external `resources` gets an error tile saying the sandbox does not load them.
 *
 * @example
 * const definition = widgetTypeDefinition(record, library.widgets);
 * <WidgetFrame definition={definition} pluginName={bundle.title} width={320} height={200} ctx={ctx} />
 */
export function widgetTypeDefinition(
  record: WidgetTypeRecord,
  builtins: readonly WidgetDefinition<any>[],
  /** The controller's descriptor functions' results: action sources, type parameters, schemas the descriptor lacks. */
  description?: WidgetTypeDescription | null,
): ServerWidgetDefinition {
  const descriptor = record.descriptor ?? ({} as WidgetTypeRecord['descriptor']);
  const defaultConfig = parseDescriptorJson(descriptor.defaultConfig);
  const isSystemType = isSystemRecord(record);
  const builtin = findBuiltin(record, builtins);
  const kind: WidgetKind = KINDS.includes(descriptor.type) ? descriptor.type : builtin?.kind ?? 'static';
  const sizeX = typeof descriptor.sizeX === 'number' && descriptor.sizeX > 0 ? descriptor.sizeX : builtin?.sizeX ?? 8;
  const sizeY = typeof descriptor.sizeY === 'number' && descriptor.sizeY > 0 ? descriptor.sizeY : builtin?.sizeY ?? 6;
  const settings = parseDescriptorJson(defaultConfig.settings);
  const common = {
    name: record.name,
    description: record.description ?? builtin?.description ?? undefined,
    kind, sizeX, sizeY, bundleAlias: record.bundleAlias, typeAlias: record.alias,
    record, isSystemType, defaultConfig,
  };
  if (builtin) {
    return { ...builtin, ...common, id: builtin.id, defaultSettings: { ...builtin.defaultSettings, ...settings }, builtin };
  }
  return {
    ...common,
    id: serverWidgetId(record),
    // The descriptor's schemas first; the controller's getSettingsSchema() when the descriptor has none (ThingsBoard's order).
    settingsSchema: jsonSchemaOf(descriptor.settingsSchema) ?? jsonSchemaOf(description?.settingsSchema),
    dataKeySettingsSchema: jsonSchemaOf(descriptor.dataKeySettingsSchema) ?? jsonSchemaOf(description?.dataKeySettingsSchema),
    actionSources: actionSourceNames(description),
    typeParameters: description?.typeParameters,
    controllerDescription: description,
    defaultSettings: settings,
    component: sandboxComponent(record),
  };
}

/** True for definitions made by {@link widgetTypeDefinition}. */
export function isServerWidgetDefinition(definition: WidgetDefinition<any> | undefined): definition is ServerWidgetDefinition {
  return Boolean(definition && typeof (definition as Partial<ServerWidgetDefinition>).record === 'object' && 'isSystemType' in definition);
}
