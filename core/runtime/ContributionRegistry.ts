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

/** The registration that decides a key: a plugin's own, or one that overrides it. */
type Level = 'base' | 'override';

/**
 * An observable set of contributions of one kind (routes, menu items, widgets...), keyed by
 * id. What a plugin registers appears at once to observers and vanishes when disposed.
 *
 * A registry made `overridable` (rule-node editors) also takes one overriding registration
 * per key: it hides the plugin's own one while it lasts, whichever came first, and disposing
 * it shows the hidden one again. Two registrations at the same level are still refused.
 */
export class ContributionRegistry<T> {
  /** The visible entry of each key. */
  private readonly entries = observable.map<string, Entry<T>>({}, { deep: false });
  /** Every live registration of each key, by level. */
  private readonly slots = new Map<string, Partial<Record<Level, Entry<T>>>>();

  constructor(
    readonly kind: string,
    private readonly keyOf: (item: T) => string,
    private readonly options: { overridable?: boolean } = {},
  ) {
    makeObservable<ContributionRegistry<T>, 'add' | 'remove'>(this, {
      all: computed,
      add: action,
      remove: action,
    });
  }

  /** Every visible item, in registration order. */
  get all(): T[] {
    return Array.from(this.entries.values(), (e) => e.item);
  }

  get(key: string): T | undefined {
    return this.entries.get(key)?.item;
  }

  /** Id of the plugin whose registration of `key` is visible. */
  ownerOf(key: string): string | undefined {
    return this.entries.get(key)?.owner;
  }

  /** Ids registered by one plugin, hidden ones included. */
  keysOf(owner: string): string[] {
    return Array.from(this.slots.entries())
      .filter(([, slot]) => slot.base?.owner === owner || slot.override?.owner === owner)
      .map(([key]) => key);
  }

  register(item: T, owner: string): Disposable {
    return this.registerAt('base', item, owner);
  }

  /** Registers `item` above the plugin registration of the same key (overridable registries only). */
  override(item: T, owner: string): Disposable {
    if (!this.options.overridable) throw new Error(`${this.kind} registrations cannot be overridden`);
    return this.registerAt('override', item, owner);
  }

  private registerAt(level: Level, item: T, owner: string): Disposable {
    const key = this.keyOf(item);
    const existing = this.slots.get(key)?.[level];
    if (existing) throw new DuplicateContributionError(this.kind, key, owner, existing.owner);
    const entry = { item, owner };
    this.add(key, level, entry);
    return toDisposable(() => this.remove(key, level, entry));
  }

  private add(key: string, level: Level, entry: Entry<T>): void {
    const slot = this.slots.get(key) ?? {};
    slot[level] = entry;
    this.slots.set(key, slot);
    this.show(key, slot);
  }

  private remove(key: string, level: Level, entry: Entry<T>): void {
    const slot = this.slots.get(key);
    if (slot?.[level] !== entry) return;
    delete slot[level];
    if (!slot.base && !slot.override) this.slots.delete(key);
    this.show(key, slot);
  }

  private show(key: string, slot: Partial<Record<Level, Entry<T>>>): void {
    const visible = slot.override ?? slot.base;
    if (!visible) this.entries.delete(key);
    else if (this.entries.get(key) !== visible) this.entries.set(key, visible);
  }
}
