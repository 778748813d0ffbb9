import { type WidgetDefinition } from '@tessera/sdk';
import { type ServerWidgetBundle } from '../services/widgetTypes/serverBundles';

export interface PaletteEntry {
  key: string;
  definition: WidgetDefinition<any>;
  /** The type's preview image (a data URL), when it has one. */
  image?: string;
}

export interface PaletteGroup {
  key: string;
  name: string;
  bundleAlias?: string;
  widgets: PaletteEntry[];
}

type ManifestBundle = { manifest: { id: string; name: string; contributes?: { widgets?: { id: string }[] } } };

const isImage = (value: unknown): value is string => typeof value === 'string' && /^data:image\/(png|jpeg|gif|webp|svg\+xml);/.test(value);

/**
 * What the palette offers: every server widget type grouped by its bundle (the server's library
 * as ThingsBoard lists it), then the built-in widgets no server type stands for, grouped by the
 * bundle that registered them. `search` filters by name (and description), case-insensitively.
 */
export function paletteGroups(
  bundles: readonly ManifestBundle[],
  widgets: readonly WidgetDefinition<any>[],
  serverBundles: readonly ServerWidgetBundle[],
  search: string,
): PaletteGroup[] {
  const text = search.trim().toLowerCase();
  const matches = (w: WidgetDefinition<any>) => !text || w.name.toLowerCase().includes(text) || (w.description ?? '').toLowerCase().includes(text);
  const groups: PaletteGroup[] = [];
  const covered = new Set<string>();
  for (const { bundle, definitions, isSystem } of serverBundles) {
    definitions.forEach((d) => { if (d.builtin) covered.add(d.builtin.id); });
    const shown = definitions.filter(matches).map((definition) => ({
      key: `${bundle.id.id}:${definition.record.alias}`, definition, image: isImage(definition.record.image) ? definition.record.image : undefined,
    }));
    if (shown.length > 0) groups.push({ key: `${isSystem ? 'system' : 'tenant'}:${bundle.id.id}`, name: bundle.title, bundleAlias: bundle.alias, widgets: shown });
  }
  const placed = new Set<string>(covered);
  for (const bundle of bundles) {
    const ids = new Set((bundle.manifest.contributes?.widgets ?? []).map((w) => w.id));
    const found = widgets.filter((w) => ids.has(w.id) && !placed.has(w.id));
    found.forEach((w) => placed.add(w.id));
    const shown = found.filter(matches).map((definition) => ({ key: definition.id, definition }));
    if (shown.length > 0) groups.push({ key: `plugin:${bundle.manifest.id}`, name: bundle.manifest.name, widgets: shown });
  }
  const rest = widgets.filter((w) => !placed.has(w.id) && matches(w)).map((definition) => ({ key: definition.id, definition }));
  if (rest.length > 0) groups.push({ key: 'plugin:rest', name: 'Tessera', widgets: rest });
  return groups;
}
