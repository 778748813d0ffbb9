import { createElement, Suspense, type ComponentType } from 'react';
import type { PluginManifest } from '../../sdk/plugin';
import type { WidgetDefinition, WidgetProps } from '../../sdk/widgets';

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
 * The widget types of a tenant's bundle, described from its manifest alone (its code never runs
 * in the page): each renders through the sandbox, which loads the bundle's module in its own
 * document. A manifest entry may give `sizeX`, `sizeY`, `defaultSettings` and `settingsSchema`;
 * without them the widget starts 8 by 5 with no settings. A new code hash makes new definitions,
 * so the dashboards remount these widgets with the new code.
 */
export function sandboxedWidgets(manifest: PluginManifest, bundle: SandboxBundleRef, Sandbox: ComponentType<NativeSandboxWidgetProps>): WidgetDefinition[] {
  return ((manifest.contributes?.widgets ?? []) as ManifestWidget[]).map((entry) => {
    const widgetId = entry.id;
    // The sandbox's code may load on first use: a widget waits for it in its own cell.
    const component = (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(Sandbox, { ...props, bundle, widgetId }));
    component.displayName = `Sandboxed(${widgetId})`;
    return {
      id: widgetId,
      name: entry.name,
      description: entry.description,
      kind: entry.kind,
      bundleAlias: entry.bundleAlias,
      typeAlias: entry.typeAlias,
      sizeX: gridSize(entry.sizeX, DEFAULT_SIZE.sizeX),
      sizeY: gridSize(entry.sizeY, DEFAULT_SIZE.sizeY),
      defaultSettings: plainObject(entry.defaultSettings) ?? {},
      settingsSchema: plainObject(entry.settingsSchema),
      component,
    };
  });
}
