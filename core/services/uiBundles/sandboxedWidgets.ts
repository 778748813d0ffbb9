import { createElement, Suspense, type ComponentType } from 'react';
import type { PluginManifest } from '../../sdk/plugin';
import type { WidgetDefinition, WidgetProps } from '../../sdk/widgets';
import type { NativeWidgetDescriptor } from '../sandbox/nativeWidgetDescription';

/** What the sandbox needs to run one widget of a tenant's bundle (core/services/nativeSandbox/NativeSandboxWidget.tsx). */
export interface SandboxBundleRef {
  id: string;
  /** The module's absolute URL (content-hashed). */
  url: string;
  codeHash: string;
}

export type NativeSandboxWidgetProps = { bundle: SandboxBundleRef; widgetId: string } & WidgetProps;

type ManifestWidget = NonNullable<NonNullable<PluginManifest['contributes']>['widgets']>[number] & Record<string, unknown>;

const DEFAULT_SIZE = { sizeX: 8, sizeY: 5 };

const gridSize = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 24 ? value : fallback;
const plainObject = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * The widget types of a tenant's bundle (its code never runs in the page): each renders through
 * the sandbox, which loads the bundle's module in its own document. What each widget is (size,
 * default settings, settings and data key schemas, ...) comes from `described`, the plain data
 * of the definitions the bundle's code registered, told by a hidden sandbox frame
 * (describeNativeBundle.ts); else from optional manifest fields (`sizeX`, `sizeY`,
 * `defaultSettings`, `settingsSchema`); else the widget starts 8 by 5 with no settings. The
 * manifest names the widgets: one the code did not describe keeps the manifest's data. A new
 * code hash makes new definitions, so the dashboards remount these widgets with the new code.
 */
export function sandboxedWidgets(
  manifest: PluginManifest, bundle: SandboxBundleRef, Sandbox: ComponentType<NativeSandboxWidgetProps>, described: readonly NativeWidgetDescriptor[] = [],
): WidgetDefinition[] {
  const byId = new Map(described.map((d) => [d.id, d]));
  return ((manifest.contributes?.widgets ?? []) as ManifestWidget[]).map((listed) => {
    const widgetId = listed.id;
    const entry: Record<string, unknown> = { ...listed, ...byId.get(widgetId) };
    // The sandbox's code may load on first use: a widget waits for it in its own cell.
    const component = (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(Sandbox, { ...props, bundle, widgetId }));
    component.displayName = `Sandboxed(${widgetId})`;
    const definition: WidgetDefinition = {
      id: widgetId,
      name: typeof entry.name === 'string' ? entry.name : listed.name,
      description: typeof entry.description === 'string' ? entry.description : undefined,
      kind: (entry.kind ?? listed.kind) as WidgetDefinition['kind'],
      bundleAlias: typeof entry.bundleAlias === 'string' ? entry.bundleAlias : undefined,
      typeAlias: typeof entry.typeAlias === 'string' ? entry.typeAlias : undefined,
      sizeX: gridSize(entry.sizeX, DEFAULT_SIZE.sizeX),
      sizeY: gridSize(entry.sizeY, DEFAULT_SIZE.sizeY),
      defaultSettings: plainObject(entry.defaultSettings) ?? {},
      settingsSchema: plainObject(entry.settingsSchema),
      component,
    };
    const dataKeySettingsSchema = plainObject(entry.dataKeySettingsSchema);
    if (dataKeySettingsSchema) definition.dataKeySettingsSchema = dataKeySettingsSchema;
    if (Array.isArray(entry.defaultDataKeys)) definition.defaultDataKeys = entry.defaultDataKeys as WidgetDefinition['defaultDataKeys'];
    const actionSources = plainObject(entry.actionSources);
    if (actionSources) definition.actionSources = actionSources as Record<string, string>;
    return definition;
  });
}
