import { DisposableStore, toDisposable } from '../../sdk/Disposable';
import type { PluginContext, PluginManifest, PluginModule, Registrar } from '../../sdk/plugin';
import type { ServiceHolder } from '../../sdk/ServiceRef';
import type { WidgetDefinition } from '../../sdk/widgets';

/** What the frame asks of a module's default export before it activates it. */
export function asPluginModule(exports: { default?: unknown } | null | undefined): PluginModule {
  const module = exports?.default as Partial<PluginModule> | undefined;
  if (!module || typeof module !== 'object' || typeof module.activate !== 'function' || !module.manifest || typeof module.manifest.id !== 'string') {
    throw new Error('The bundle\'s module has no default export made with definePlugin({ manifest, activate })');
  }
  return module as PluginModule;
}

/**
 * The widget sandbox's side of a plugin's activation: the same {@link PluginContext} the console
 * gives a plugin, whose widget registrar keeps the widgets for the frame to render. Other kinds
 * of contribution (routes, menu items, settings pages, entity tabs, rule-node editors) have no
 * place in a widget's frame: they are accepted and left unused, so a bundle behaves the same
 * wherever it runs.
 */
export class FrameRegistrar {
  readonly subscriptions = new DisposableStore();
  private readonly widgets = new Map<string, WidgetDefinition<any>>();
  private readonly ignored: string[] = [];

  constructor(private readonly services: ServiceHolder) {}

  /** Activates the plugin; rejects with what went wrong, naming the plugin. */
  async activate(plugin: PluginModule): Promise<void> {
    try {
      await plugin.activate(this.context(plugin.manifest));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Plugin '${plugin.manifest.id}' failed to activate: ${message}`, { cause: error });
    }
  }

  /** The registered widget with this id, or an error that lists what the bundle did register. */
  widget(id: string): WidgetDefinition<any> {
    const found = this.widgets.get(id);
    if (found) return found;
    const known = [...this.widgets.keys()];
    throw new Error(`The bundle registered no widget '${id}'${known.length > 0 ? ` (it registered ${known.map((k) => `'${k}'`).join(', ')})` : ''}`);
  }

  /** Ids of the registered widgets. */
  widgetIds(): string[] {
    return [...this.widgets.keys()];
  }

  /** Kinds of contribution that were registered and are not used in the frame. */
  ignoredContributions(): readonly string[] {
    return this.ignored;
  }

  dispose(): void {
    this.subscriptions.dispose();
  }

  private context(manifest: PluginManifest): PluginContext {
    const widgets: Registrar<WidgetDefinition<any>> = {
      register: (definition) => {
        if (this.subscriptions.isDisposed) throw new Error(`Plugin '${manifest.id}' is unloaded`);
        const component: unknown = definition?.component;
        if (typeof definition?.id !== 'string' || !component || (typeof component !== 'function' && typeof component !== 'object')) {
          throw new Error(`Plugin '${manifest.id}' registered a widget without an id or a component`);
        }
        if (this.widgets.has(definition.id)) throw new Error(`Widget '${definition.id}' is already registered`);
        this.widgets.set(definition.id, definition);
        return this.subscriptions.add(toDisposable(() => this.widgets.delete(definition.id)));
      },
    };
    const unused = <T>(kind: string): Registrar<T> => ({
      register: () => {
        if (!this.ignored.includes(kind)) this.ignored.push(kind);
        return toDisposable(() => undefined);
      },
    });
    return {
      manifest,
      services: this.services,
      subscriptions: this.subscriptions,
      widgets,
      ruleNodeEditors: unused('ruleNodeEditors'),
      routes: unused('routes'),
      menu: unused('menu'),
      settingsPages: unused('settingsPages'),
      entityTabs: unused('entityTabs'),
    };
  }
}
