import type { RuleNodeEditorManifestEntry } from './plugin';

/*
 * The palette fields of a manifest's rule-node editor entries: checked where the console
 * reads them (the rule chain editor's palette) and where it reports malformed manifests.
 */

/** What a manifest may say about a rule-node class for the palette (see {@link RuleNodeEditorManifestEntry}). */
export type RuleNodePaletteFields = Omit<RuleNodeEditorManifestEntry, 'clazz'>;

const PALETTE_TEXT_LIMITS = { name: 255, icon: 64, description: 1024, docUrl: 2048 } as const;
/** The palette fields an entry may carry besides its class. */
export const PALETTE_FIELDS = Object.keys(PALETTE_TEXT_LIMITS) as (keyof RuleNodePaletteFields)[];
const ICON_RE = /^[a-z0-9_]+$/;

/** Why one palette field of an entry is unusable, or null when it is absent or fine. */
export function paletteFieldProblem(key: keyof RuleNodePaletteFields, value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > PALETTE_TEXT_LIMITS[key]) {
    return `'${key}' must be a non-empty text of at most ${PALETTE_TEXT_LIMITS[key]} characters`;
  }
  if (key === 'icon' && !ICON_RE.test(value)) return "'icon' must be a Material icon name such as 'filter_list'";
  if (key === 'docUrl' && !/^https?:\/\/[^\s]+$/.test(value)) return "'docUrl' must be an absolute http(s) URL";
  return null;
}

/**
 * The well-formed palette fields of a manifest's rule-node editor entry. Manifests come from
 * installed bundle files, so anything malformed is left out rather than shown.
 */
export function paletteFieldsOf(entry: RuleNodeEditorManifestEntry): RuleNodePaletteFields {
  const fields: RuleNodePaletteFields = {};
  for (const key of PALETTE_FIELDS) {
    const value = (entry as unknown as Record<string, unknown>)[key];
    if (value !== undefined && paletteFieldProblem(key, value) === null) fields[key] = (value as string).trim();
  }
  return fields;
}

