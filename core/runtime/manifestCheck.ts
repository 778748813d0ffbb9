import type { PluginManifest } from '../sdk/plugin';
import { type Registries } from './Registries';

/** Contributions a manifest lists that its plugin has not registered, as readable labels. */
export function missingContributions(manifest: PluginManifest, registries: Registries): string[] {
  const c = manifest.contributes ?? {};
  const owned = (registry: { keysOf(owner: string): string[] }) => new Set(registry.keysOf(manifest.id));
  const check = (label: string, keys: string[] | undefined, have: Set<string>) =>
    (keys ?? []).filter((k) => !have.has(k)).map((k) => `${label} '${k}'`);
  return [
    ...check('widget', c.widgets?.map((w) => w.id), owned(registries.widgets)),
    ...check('rule-node editor', c.ruleNodeEditors?.map((e) => e.clazz), owned(registries.ruleNodeEditors)),
    ...check('route', c.routes?.map((r) => r.id), owned(registries.routes)),
    ...check('menu item', c.menu?.map((m) => m.id), owned(registries.menu)),
    ...check('settings page', c.settingsPages?.map((s) => s.id), owned(registries.settingsPages)),
    ...check('entity tab', c.entityTabs?.map((t) => t.id), owned(registries.entityTabs)),
  ];
}
