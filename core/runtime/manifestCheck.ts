import type { PluginManifest } from '../sdk/plugin';
import { PALETTE_FIELDS, paletteFieldProblem } from '../sdk/ruleNodeManifest';
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

/** Malformed rule-node editor entries of a manifest (no class, bad palette fields), as readable texts. */
export function ruleNodeEditorEntryProblems(manifest: PluginManifest): string[] {
  const problems: string[] = [];
  for (const entry of manifest.contributes?.ruleNodeEditors ?? []) {
    const clazz = (entry as { clazz?: unknown }).clazz;
    if (typeof clazz !== 'string' || clazz === '') {
      problems.push("a rule-node editor entry has no 'clazz'");
      continue;
    }
    for (const key of PALETTE_FIELDS) {
      const problem = paletteFieldProblem(key, (entry as unknown as Record<string, unknown>)[key]);
      if (problem) problems.push(`rule-node editor '${clazz}': ${problem}`);
    }
  }
  return problems;
}
