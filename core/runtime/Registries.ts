import type { EntityTabContribution, MenuItemContribution, RouteContribution, SettingsPageContribution } from '../sdk/contributions';
import type { RuleNodeEditorDefinition, WidgetDefinition } from '../sdk/widgets';
import { ContributionRegistry } from './ContributionRegistry';

/** One observable registry per contribution kind. */
export class Registries {
  readonly widgets = new ContributionRegistry<WidgetDefinition<any>>('Widget', (w) => w.id);
  /** Overridable: an installed rule-node UI bundle replaces the built-in editor of a class while it is loaded. */
  readonly ruleNodeEditors = new ContributionRegistry<RuleNodeEditorDefinition<any>>('Rule-node editor', (e) => e.clazz, { overridable: true });
  readonly routes = new ContributionRegistry<RouteContribution>('Route', (r) => r.id);
  readonly menu = new ContributionRegistry<MenuItemContribution>('Menu item', (m) => m.id);
  readonly settingsPages = new ContributionRegistry<SettingsPageContribution>('Settings page', (s) => s.id);
  readonly entityTabs = new ContributionRegistry<EntityTabContribution>('Entity tab', (t) => t.id);

  /** Number of contributions a plugin currently holds, across every kind. */
  countOwnedBy(pluginId: string): number {
    return [this.widgets, this.ruleNodeEditors, this.routes, this.menu, this.settingsPages, this.entityTabs]
      .reduce((n, registry) => n + registry.keysOf(pluginId).length, 0);
  }
}
