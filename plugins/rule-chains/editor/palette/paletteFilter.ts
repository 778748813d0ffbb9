import type { ComponentDescriptor } from '../../api/types';

/** The palette's groups with only the definitions whose name, description or class contains `text` (any case). */
export function filterPalette<G extends { definitions: ComponentDescriptor[] }>(groups: G[], text: string): G[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return groups;
  return groups.map((group) => ({
    ...group,
    definitions: group.definitions.filter((d) =>
      d.name.toLowerCase().includes(needle)
      || d.clazz.toLowerCase().includes(needle)
      || (d.configurationDescriptor.nodeDefinition.description ?? '').toLowerCase().includes(needle)),
  }));
}
