import { observable, reaction, runInAction, type IObservableValue } from 'mobx';
import { type AuthUser, type HttpService } from '@tessera/sdk';
import { type EntityAlias, type StateParams } from '../model/types';
import { type AliasResolution, aliasEntityFilter, aliasQueryBody, entitiesOfPage, type EntityDataItem, type ResolvedEntity } from './aliasQuery';
import { errorMessage, type Translate, identityTranslate } from './errorMessage';
import { dashboardKeyFilters, type KeyFilter } from './keyFilters';

export type { AliasResolution, ResolvedEntity } from './aliasQuery';


export interface AliasResolverDeps {
  http: HttpService;
  aliases: () => Record<string, EntityAlias>;
  stateParams: () => StateParams;
  currentUser: () => AuthUser | null;
  /** The dashboard configuration's `filters` (observable getter); datasources name one by `filterId`. */
  filters?: () => Record<string, unknown>;
  /** The console's translate function; error texts are keys without it. */
  t?: Translate;
}

interface Entry { box: IObservableValue<AliasResolution>; dispose: () => void; generation: number }

const LOADING: AliasResolution = { entities: [], error: null, loading: true };

/**
 * Resolves the entity aliases of one open dashboard (seed 000 §3) through the entity query,
 * once per alias and state: each alias in use keeps a reaction on its filter and the state
 * params, so a widget re-renders with new entities when the state entity changes.
 */
export class AliasResolver {
  private readonly entries = new Map<string, Entry>();
  private readonly t: Translate;

  constructor(private readonly deps: AliasResolverDeps) {
    this.t = deps.t ?? identityTranslate;
  }

  /**
   * Observable resolution of an alias for the current state params, narrowed by the key
   * filters of the dashboard filter `filterId` when given (cached per alias and filter;
   * re-resolved when the alias, the filter or the params they read change).
   */
  resolution(aliasId: string, filterId?: string | null): AliasResolution {
    const id = entryId(aliasId, filterId);
    return (this.entries.get(id) ?? this.track(id, aliasId, filterId ?? null)).box.get();
  }

  /** Resolves once (for tests and the alias dialog's "resolved entities" preview). */
  async resolve(alias: EntityAlias, stateParams: StateParams, keyFilters: readonly KeyFilter[] = []): Promise<ResolvedEntity[]> {
    const body = aliasQueryBody(alias.filter, stateParams, this.deps.currentUser(), keyFilters);
    if (!body) return [];
    const page = await this.deps.http.post<{ data: EntityDataItem[] }>('/api/entitiesQuery/find', body, { ignoreLoading: true, ignoreErrors: true });
    return entitiesOfPage(page.data ?? []);
  }

  /** The dashboard's aliases now (observable through the getter it was given). */
  aliasMap(): Record<string, EntityAlias> {
    return this.deps.aliases();
  }

  /** The server entity filter of an alias for the current state (entity count datasources), or null. */
  entityFilter(aliasId: string): Record<string, unknown> | null {
    const alias = this.deps.aliases()[aliasId];
    return alias ? aliasEntityFilter(alias.filter, this.deps.stateParams(), this.deps.currentUser()) : null;
  }

  /** The key filters of the dashboard filter `filterId` now (none without one). */
  keyFilters(filterId: string | null | undefined): KeyFilter[] {
    return dashboardKeyFilters(this.deps.filters?.(), filterId);
  }

  dispose(): void {
    for (const entry of this.entries.values()) entry.dispose();
    this.entries.clear();
  }

  private track(id: string, aliasId: string, filterId: string | null): Entry {
    const box = observable.box<AliasResolution>(LOADING, { deep: false });
    const entry: Entry = { box, dispose: () => undefined, generation: 0 };
    this.entries.set(id, entry);
    // The query key: the filter as the server will see it, so unrelated state params change nothing.
    entry.dispose = reaction(
      () => {
        const alias = this.deps.aliases()[aliasId];
        if (!alias) return null;
        return JSON.stringify({ body: aliasQueryBody(alias.filter, this.deps.stateParams(), this.deps.currentUser(), this.keyFilters(filterId)) });
      },
      (key) => {
        const generation = ++entry.generation;
        const alias = this.deps.aliases()[aliasId];
        const set = (value: AliasResolution) => { if (entry.generation === generation) runInAction(() => box.set(value)); };
        if (key === null || !alias) {
          set({ entities: [], error: this.t('widget-data.alias-not-found', { aliasId }), loading: false });
          return;
        }
        if (box.get() !== LOADING) set({ ...box.get(), loading: true });
        this.resolve(alias, this.deps.stateParams(), this.keyFilters(filterId)).then(
          (entities) => set({ entities, error: null, loading: false }),
          (error: unknown) => set({
            entities: [], loading: false,
            error: this.t('widget-data.alias-failed', { alias: alias.alias, message: errorMessage(error) }),
          }),
        );
      },
      { fireImmediately: true },
    );
    return entry;
  }
}

/** Cache key of a resolution: the alias, and the filter narrowing it. */
const entryId = (aliasId: string, filterId: string | null | undefined) => (filterId ? `${aliasId}\u0000${filterId}` : aliasId);
