import { describe, expect, it } from 'vitest';
import { filterBundles, pageOf } from '../../../../plugins/widgets-library/installed/bundleRows';

describe('filterBundles and pageOf', () => {
  const bundle = (id: string, name: string, widget = 'Card') => ({
    manifest: { id, version: '1.0.0', name, contributes: { widgets: [{ id: `${id}.w`, name: widget, kind: 'latest' as const }] } },
    installedTime: 0, status: 'active' as const, system: false, codeHash: 'h',
  });

  it('finds bundles by name, id or widget name, sorted by name', () => {
    const all = [bundle('acme.b', 'Beta'), bundle('acme.a', 'Alpha', 'Gauge'), bundle('other.c', 'Gamma')];
    expect(filterBundles(all, '').map((b) => b.manifest.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(filterBundles(all, 'GAUGE').map((b) => b.manifest.id)).toEqual(['acme.a']);
    expect(filterBundles(all, ' other. ').map((b) => b.manifest.id)).toEqual(['other.c']);
    expect(filterBundles(all, 'none')).toEqual([]);
  });

  it('pages by ten and keeps a page past the end on the last one', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 0)).toEqual({ rows: rows.slice(0, 10), page: 0, first: 1, last: 10 });
    expect(pageOf(rows, 2)).toEqual({ rows: [20, 21, 22], page: 2, first: 21, last: 23 });
    expect(pageOf(rows, 5).page).toBe(2);
    expect(pageOf([], 3)).toEqual({ rows: [], page: 0, first: 0, last: 0 });
  });
});
