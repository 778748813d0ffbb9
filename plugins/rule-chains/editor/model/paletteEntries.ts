import { paletteFieldsOf, type PluginManifest, type RuleNodePaletteFields } from '@tessera/sdk';
import type { ComponentDescriptor } from '../../api/types';

/**
 * What the rule-node-ui manifests say about each node class (name, icon, description,
 * docs link), field by field: the first manifest that gives a field wins, so list the
 * installed bundles before the built-in ones, as their editors win too.
 */
export function manifestFieldsByClass(manifests: readonly PluginManifest[]): Map<string, RuleNodePaletteFields> {
  const byClass = new Map<string, RuleNodePaletteFields>();
  for (const manifest of manifests) {
    for (const entry of manifest.contributes?.ruleNodeEditors ?? []) {
      if (typeof entry?.clazz !== 'string') continue;
      const fields = paletteFieldsOf(entry);
      byClass.set(entry.clazz, { ...fields, ...byClass.get(entry.clazz) });
    }
  }
  return byClass;
}

/**
 * The server's node definitions with what the manifests declare for their classes merged in
 * (a manifest's field replaces the server's). Only classes the server runs are returned: a
 * manifest entry for any other class describes a node that cannot run and is not shown.
 * Definitions no manifest describes come back as the same objects.
 */
export function withManifestFields(definitions: readonly ComponentDescriptor[], manifests: readonly PluginManifest[]): ComponentDescriptor[] {
  const fields = manifestFieldsByClass(manifests);
  return definitions.map((definition) => {
    const own = fields.get(definition.clazz);
    if (!own || Object.keys(own).length === 0) return definition;
    const { name, ...nodeFields } = own;
    return {
      ...definition,
      name: name ?? definition.name,
      configurationDescriptor: {
        ...definition.configurationDescriptor,
        nodeDefinition: { ...definition.configurationDescriptor.nodeDefinition, ...nodeFields },
      },
    };
  });
}
