import { type Disposable, type DisposableStore } from './Disposable';
import { type ServiceHolder } from './ServiceRef';
import {
  type EntityTabContribution, type MenuItemContribution, type RouteContribution, type SettingsPageContribution,
} from './contributions';
import { type RuleNodeEditorDefinition, type WidgetDefinition, type WidgetKind } from './widgets';

/**
 * The manifest of a plugin, readable without running it: the widget library and the rule
 * node palette list contributions from manifests before any plugin code loads.
 *
 * @example
 * { "id": "tessera.clock", "version": "1.0.0", "name": "Clock widgets", "main": "index.js",
 *   "contributes": { "widgets": [{ "id": "tessera.clock.digital", "name": "Digital clock", "kind": "static" }] } }
 */
export interface PluginManifest {
  /** Unique, lowercase, dotted id, e.g. `tessera.devices`. */
  id: string;
  /** Semantic version. One load promise is kept per id and version. */
  version: string;
  /** Display name. */
  name: string;
  description?: string;
  /** Module file, relative to the manifest (runtime-loaded bundles only). */
  main?: string;
  /** Host modules the bundle imports (`react`, `@tessera/sdk`, ...), written by the build. */
  shared?: string[];
  /** What `activate` registers, by id. */
  contributes?: {
    widgets?: { id: string; name: string; kind: WidgetKind; description?: string; bundleAlias?: string; typeAlias?: string }[];
    ruleNodeEditors?: RuleNodeEditorManifestEntry[];
    routes?: { id: string; path: string }[];
    menu?: { id: string }[];
    settingsPages?: { id: string }[];
    entityTabs?: { id: string }[];
  };
}

/**
 * A rule-node editor a manifest lists. Besides the class it edits, it may describe the node
 * for the rule chain editor's palette, which shows these before any bundle code loads; each
 * given field replaces the server's (`/api/components`) for that class. A class the server
 * does not run is never shown.
 *
 * @example
 * { "clazz": "com.acme.rule.TbHelloNode", "name": "hello", "icon": "send",
 *   "description": "Says hello to the originator", "docUrl": "https://acme.example/docs/hello" }
 */
export interface RuleNodeEditorManifestEntry {
  /** The node class (`RuleNode.type`) whose configuration the editor edits. */
  clazz: string;
  /** The node's name in the palette and on the canvas. */
  name?: string;
  /** A Material icon name, as node definitions give theirs (e.g. `send`, `filter_list`). */
  icon?: string;
  /** One sentence about what the node does. */
  description?: string;
  /** The node's documentation page: an absolute http(s) URL. */
  docUrl?: string;
}

/**
 * Adds contributions of one kind. Each registration returns a {@link Disposable} and is
 * also kept in the plugin's `subscriptions`, so unloading the plugin removes it.
 */
export interface Registrar<T> {
  register(item: T): Disposable;
}

/**
 * What a plugin receives when it is activated.
 *
 * @example
 * activate(ctx) {
 *   ctx.menu.register({ ... });
 *   const auth = ctx.services.get(authServiceRef);
 * }
 */
export interface PluginContext {
  readonly manifest: PluginManifest;
  readonly services: ServiceHolder;
  /** Everything here is disposed, last first, when the plugin is unloaded. */
  readonly subscriptions: DisposableStore;
  readonly widgets: Registrar<WidgetDefinition<any>>;
  readonly ruleNodeEditors: Registrar<RuleNodeEditorDefinition<any>>;
  readonly routes: Registrar<RouteContribution>;
  readonly menu: Registrar<MenuItemContribution>;
  readonly settingsPages: Registrar<SettingsPageContribution>;
  readonly entityTabs: Registrar<EntityTabContribution>;
}

/**
 * A plugin module: the default export of every plugin bundle.
 */
export interface PluginModule {
  readonly manifest: PluginManifest;
  activate(ctx: PluginContext): void | Promise<void>;
  /** Optional extra cleanup, called before the registrations are disposed. */
  deactivate?(): void | Promise<void>;
}

/**
 * Declares a plugin. Its manifest must equal the `manifest.json` it ships with.
 *
 * @example
 * import manifest from './manifest.json';
 * export default definePlugin({ manifest, activate(ctx) { ctx.widgets.register(clock); } });
 */
export function definePlugin(plugin: PluginModule): PluginModule {
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(plugin.manifest.id)) {
    throw new Error(`Plugin id '${plugin.manifest.id}' must be lowercase and dotted`);
  }
  return plugin;
}
