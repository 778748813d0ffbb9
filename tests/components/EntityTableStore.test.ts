import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { EntityTableStore } from '../../core/components/entities/EntityTableStore';
import { type PageData, type PageLink } from '../../core/components/entities/pageLink';

interface Row { id: string; title: string }
const all: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: `id${i}`, title: `Customer ${String(i).padStart(2, '0')}` }));

/** An in-memory source with the server's paging semantics; it records every request. */
function source() {
  let rows = [...all];
  const requests: PageLink[] = [];
  return {
    requests,
    rows: () => rows,
    idOf: (r: Row) => r.id,
    defaultSort: { property: 'title', direction: 'ASC' as const },
    async fetchPage(link: PageLink): Promise<PageData<Row>> {
      requests.push(link);
      const matched = rows.filter((r) => !link.textSearch || r.title.toLowerCase().includes(link.textSearch.toLowerCase()));
      const sorted = [...matched].sort((a, b) => a.title.localeCompare(b.title) * (link.sortOrder === 'DESC' ? -1 : 1));
      const data = sorted.slice(link.page * link.pageSize, (link.page + 1) * link.pageSize);
      return { data, totalElements: matched.length, totalPages: Math.ceil(matched.length / link.pageSize), hasNext: (link.page + 1) * link.pageSize < matched.length };
    },
    async deleteEntity(row: Row) {
      rows = rows.filter((r) => r.id !== row.id);
    },
  };
}

describe('EntityTableStore', () => {
  it('pages, sorts and searches on the server side', async () => {
    const src = source();
    const store = new EntityTableStore(src);
    await store.load();
    expect(store.rows.map((r) => r.id)).toEqual(['id0', 'id1', 'id2', 'id3', 'id4', 'id5', 'id6', 'id7', 'id8', 'id9']);
    expect([store.totalElements, store.totalPages]).toEqual([23, 3]);
    store.setPage(2);
    await store.load();
    expect(store.rows.map((r) => r.id)).toEqual(['id20', 'id21', 'id22']);
    store.toggleSort('title');
    await store.load();
    expect(store.page).toBe(0);
    expect(store.rows[0].id).toBe('id22');
    store.setPageSize(25);
    await store.load();
    expect(store.rows).toHaveLength(23);
    expect(src.requests.at(-1)).toEqual({ pageSize: 25, page: 0, textSearch: undefined, sortProperty: 'title', sortOrder: 'DESC' });
  });

  it('follows the toolbar search and goes back to the first page', async () => {
    const search = observable({ text: '' });
    const src = source();
    const store = new EntityTableStore(src, search);
    store.setPage(1);
    runInAction(() => { search.text = 'customer 1'; });
    await store.load();
    expect(store.page).toBe(0);
    expect(store.totalElements).toBe(10);
    store.dispose();
    runInAction(() => { search.text = 'other'; });
    expect(store.textSearch).toBe('customer 1');
  });

  it('uses search text typed before the table was created for its first request', async () => {
    const search = observable({ text: 'customer 1' });
    const src = source();
    const store = new EntityTableStore(src, search);
    await store.load();
    expect(src.requests.at(-1)).toMatchObject({ textSearch: 'customer 1' });
    expect(store.totalElements).toBe(10);
    store.dispose();
  });

  it('drops a response that arrives after a newer request', async () => {
    let release: (() => void) | undefined;
    const src = source();
    const slow = { ...src, fetchPage: async (link: PageLink) => {
      if (link.textSearch === 'slow') await new Promise<void>((r) => { release = r; });
      return src.fetchPage(link);
    } };
    const store = new EntityTableStore(slow);
    store.setTextSearch('slow');
    const fast = (store.setTextSearch('Customer 2'), store.load());
    await fast;
    release!();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.rows.map((r) => r.title)).toEqual(['Customer 20', 'Customer 21', 'Customer 22']);
  });

  it('selects, deletes the selection and reloads; an emptied last page steps back', async () => {
    const src = source();
    const store = new EntityTableStore(src);
    store.setPage(2);
    await store.load();
    store.toggleAllOnPage();
    expect(store.selectedRows).toHaveLength(3);
    await store.deleteEntities(store.selectedRows);
    expect(src.rows()).toHaveLength(20);
    expect(store.page).toBe(1);
    expect(store.selected.size).toBe(0);
    expect(store.rows).toHaveLength(10);
  });

  it('records a failed load as an error and keeps the previous rows', async () => {
    let fail = false;
    const src = source();
    const store = new EntityTableStore({ ...src, fetchPage: async (l: PageLink) => { if (fail) throw new Error('offline'); return src.fetchPage(l); } });
    await store.load();
    fail = true;
    await store.load();
    expect(store.error?.message).toBe('offline');
    expect(store.rows).toHaveLength(10);
    expect(store.loading).toBe(false);
  });

  it('hides and shows columns', () => {
    const store = new EntityTableStore(source());
    store.toggleColumn('email');
    expect(store.hiddenColumns.has('email')).toBe(true);
    store.toggleColumn('email');
    expect(store.hiddenColumns.has('email')).toBe(false);
  });
});
