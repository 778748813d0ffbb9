import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import { type Disposable, type PageSearchService } from '@tessera/sdk';
import { type PageData, type PageLink } from './pageLink';

export interface EntityTableSource<T> {
  fetchPage(link: PageLink): Promise<PageData<T>>;
  idOf(entity: T): string;
  deleteEntity?(entity: T): Promise<void>;
  defaultSort: { property: string; direction: 'ASC' | 'DESC' };
  defaultPageSize?: number;
}

/**
 * State of one entity table: server-side paging, sorting and text search, the selection
 * and hidden columns. Responses that arrive after a newer request started are dropped.
 * Without a page search service the text search is set by the owner (`setTextSearch`).
 *
 * @example
 * const store = new EntityTableStore({ fetchPage: (link) => http.get(`/api/items?${pageLinkQuery(link)}`),
 *   idOf: (item) => item.id.id, defaultSort: { property: 'createdTime', direction: 'DESC' } });
 * await store.load();
 * store.toggleSort('name');
 */
export class EntityTableStore<T> implements Disposable {
  pageSize: number;
  page = 0;
  sortProperty: string;
  sortOrder: 'ASC' | 'DESC';
  textSearch = '';
  rows: T[] = [];
  totalElements = 0;
  totalPages = 0;
  loading = false;
  error: Error | null = null;
  readonly selected = observable.set<string>();
  readonly hiddenColumns = observable.set<string>();
  private requestSeq = 0;
  private readonly stopSearch: () => void;

  constructor(private readonly source: EntityTableSource<T>, search?: PageSearchService) {
    this.pageSize = source.defaultPageSize ?? 10;
    this.sortProperty = source.defaultSort.property;
    this.sortOrder = source.defaultSort.direction;
    // Text typed while the page was still loading counts for the first request.
    this.textSearch = search?.text ?? '';
    makeObservable<EntityTableStore<T>, 'settle'>(this, {
      pageSize: observable, page: observable, sortProperty: observable, sortOrder: observable, textSearch: observable,
      rows: observableRef, totalElements: observable, totalPages: observable, loading: observable, error: observableRef,
      pageLink: computed, selectedRows: computed, allOnPageSelected: computed,
      setPage: action, setPageSize: action, toggleSort: action, setTextSearch: action, toggleSelected: action,
      toggleAllOnPage: action, clearSelection: action, toggleColumn: action, settle: action,
    });
    this.stopSearch = search
      ? reaction(() => search.text, (text) => this.setTextSearch(text))
      : () => undefined;
  }

  get pageLink(): PageLink {
    return {
      pageSize: this.pageSize, page: this.page, textSearch: this.textSearch || undefined,
      sortProperty: this.sortProperty, sortOrder: this.sortOrder,
    };
  }

  get selectedRows(): T[] {
    return this.rows.filter((row) => this.selected.has(this.source.idOf(row)));
  }

  get allOnPageSelected(): boolean {
    return this.rows.length > 0 && this.rows.every((row) => this.selected.has(this.source.idOf(row)));
  }

  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    runInAction(() => { this.loading = true; });
    try {
      const page = await this.source.fetchPage(this.pageLink);
      if (seq === this.requestSeq) this.settle(page, null);
    } catch (error) {
      if (seq === this.requestSeq) this.settle(null, error instanceof Error ? error : new Error(String(error)));
    }
  }

  setPage(page: number): void {
    this.page = Math.max(0, page);
    void this.load();
  }

  setPageSize(size: number): void {
    this.pageSize = size;
    this.page = 0;
    void this.load();
  }

  /** Sorts by a column; the same column again flips the direction. */
  toggleSort(property: string): void {
    if (this.sortProperty === property) this.sortOrder = this.sortOrder === 'ASC' ? 'DESC' : 'ASC';
    else {
      this.sortProperty = property;
      this.sortOrder = 'ASC';
    }
    this.page = 0;
    void this.load();
  }

  setTextSearch(text: string): void {
    if (text === this.textSearch) return;
    this.textSearch = text;
    this.page = 0;
    void this.load();
  }

  toggleSelected(id: string): void {
    if (this.selected.has(id)) this.selected.delete(id);
    else this.selected.add(id);
  }

  toggleAllOnPage(): void {
    const select = !this.allOnPageSelected;
    for (const row of this.rows) {
      const id = this.source.idOf(row);
      if (select) this.selected.add(id);
      else this.selected.delete(id);
    }
  }

  clearSelection(): void {
    this.selected.clear();
  }

  toggleColumn(key: string): void {
    if (this.hiddenColumns.has(key)) this.hiddenColumns.delete(key);
    else this.hiddenColumns.add(key);
  }

  /** Deletes entities one by one; stops at the first failure, then reloads what is left. */
  async deleteEntities(entities: T[]): Promise<void> {
    const remove = this.source.deleteEntity;
    if (!remove) throw new Error('This table does not delete entities');
    try {
      for (const entity of entities) {
        await remove(entity);
        runInAction(() => this.selected.delete(this.source.idOf(entity)));
      }
    } finally {
      if (this.page > 0 && entities.length >= this.rows.length) runInAction(() => { this.page -= 1; });
      await this.load();
    }
  }

  dispose(): void {
    this.stopSearch();
  }

  private settle(page: PageData<T> | null, error: Error | null): void {
    this.loading = false;
    this.error = error;
    if (!page) return;
    this.rows = page.data;
    this.totalElements = page.totalElements;
    this.totalPages = page.totalPages;
    const ids = new Set(page.data.map((row) => this.source.idOf(row)));
    for (const id of [...this.selected]) if (!ids.has(id)) this.selected.delete(id);
  }
}
