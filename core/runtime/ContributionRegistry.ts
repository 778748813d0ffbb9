import { action, computed, makeObservable, observable } from 'mobx';
import { type Disposable, toDisposable } from '../sdk/Disposable';

interface Entry<T> {
  item: T;
  owner: string;
}

/** Thrown when a second contribution uses an id that is already registered. */
export class DuplicateContributionError extends Error {
  constructor(kind: string, key: string, owner: string, existingOwner: string) {
    super(`${kind} '${key}' from plugin '${owner}' is already registered by plugin '${existingOwner}'`);
    this.name = 'DuplicateContributionError';
  }
}

/**
 * An observable set of contributions of one kind (routes, menu items, widgets...), keyed by
 * id. What a plugin registers appears at once to observers and vanishes when disposed.
 */
export class ContributionRegistry<T> {
  private readonly entries = observable.map<string, Entry<T>>({}, { deep: false });

  constructor(
    readonly kind: string,
    private readonly keyOf: (item: T) => string,
  ) {
    makeObservable<ContributionRegistry<T>, 'add' | 'remove'>(this, {
      all: computed,
      add: action,
      remove: action,
    });
  }

  /** Every registered item, in registration order. */
  get all(): T[] {
    return Array.from(this.entries.values(), (e) => e.item);
  }

  get(key: string): T | undefined {
    return this.entries.get(key)?.item;
  }

  /** Id of the plugin that registered `key`. */
  ownerOf(key: string): string | undefined {
    return this.entries.get(key)?.owner;
  }

  /** Ids registered by one plugin. */
  keysOf(owner: string): string[] {
    return Array.from(this.entries.entries())
      .filter(([, e]) => e.owner === owner)
      .map(([key]) => key);
  }

  register(item: T, owner: string): Disposable {
    const key = this.keyOf(item);
    const existing = this.entries.get(key);
    if (existing) throw new DuplicateContributionError(this.kind, key, owner, existing.owner);
    const entry = { item, owner };
    this.add(key, entry);
    return toDisposable(() => this.remove(key, entry));
  }

  private add(key: string, entry: Entry<T>): void {
    this.entries.set(key, entry);
  }

  private remove(key: string, entry: Entry<T>): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}
