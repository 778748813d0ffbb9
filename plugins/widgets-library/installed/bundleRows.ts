import { type InstalledUiBundle } from '../../../core/services/uiBundles/UiBundleStore';

/** Rows per page of the installed native bundles. */
export const PAGE_SIZE = 10;

/** The bundles whose name, id or widget names contain `search` (case-insensitive), by name. */
export function filterBundles(bundles: readonly InstalledUiBundle[], search: string): InstalledUiBundle[] {
  const text = search.trim().toLowerCase();
  const matches = (b: InstalledUiBundle) => !text || [b.manifest.name, b.manifest.id, ...(b.manifest.contributes?.widgets ?? []).map((w) => w.name)]
    .some((value) => value.toLowerCase().includes(text));
  return bundles.filter(matches).sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));
}

/** One page of `rows` (the last one when `page` is past it, after a removal), with its 1-based range. */
export function pageOf<T>(rows: readonly T[], page: number): { rows: T[]; page: number; first: number; last: number } {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = Math.min(Math.max(0, page), pages - 1);
  const start = shown * PAGE_SIZE;
  const slice = rows.slice(start, start + PAGE_SIZE);
  return { rows: slice, page: shown, first: slice.length ? start + 1 : 0, last: start + slice.length };
}
