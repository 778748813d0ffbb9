import { type HttpService } from '@tessera/sdk';

/** Entity kinds that have a type list (`GET /api/{kind}/types`). */
export type SubtypeKind = 'device' | 'asset' | 'entityView' | 'edge';

/**
 * The type lists, fetched once per kind and shared by every control. Seed 001 section 4:
 * saving an entity of a kind clears that kind's list so new types show up. A failed fetch
 * gives an empty list and is retried next time.
 */
export class SubtypeCache {
  private readonly lists = new Map<SubtypeKind, Promise<string[]>>();
  private readonly listeners = new Set<(kind: SubtypeKind) => void>();

  /** Tells mounted controls that a kind's list went stale; returns the unsubscribe. */
  subscribe(listener: (kind: SubtypeKind) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(http: HttpService, kind: SubtypeKind): Promise<string[]> {
    let list = this.lists.get(kind);
    if (!list) {
      list = http.get<{ type: string }[]>(`/api/${kind}/types`, { ignoreLoading: true, ignoreErrors: true })
        .then((items) => items.map((i) => i.type).sort((a, b) => a.localeCompare(b)))
        .catch(() => {
          this.lists.delete(kind);
          return [];
        });
      this.lists.set(kind, list);
    }
    return list;
  }

  /** Call after saving (or importing) entities of `kind`. */
  invalidate(kind: SubtypeKind): void {
    this.lists.delete(kind);
    for (const listener of this.listeners) listener(kind);
  }
}

/**
 * The one cache behind every subtype control, in the console and in plugins alike, so a save
 * in an entity page refreshes the suggestions of a dashboard's alias dialog too.
 *
 * @example
 * imported: () => subtypeCache.invalidate('device')
 */
export const subtypeCache = new SubtypeCache();

/**
 * Wraps a save call: once it succeeds, the kind's type list is fetched anew.
 *
 * @example
 * save: (values) => savedSubtype('asset', http.post<Asset>('/api/asset', values))
 */
export async function savedSubtype<T>(kind: SubtypeKind, saving: Promise<T>): Promise<T> {
  const saved = await saving;
  subtypeCache.invalidate(kind);
  return saved;
}
