import type { EntityId } from '../store/ids';

/*
 * Entity changes the rule engine must hear about: a saved rule chain restarts, a changed
 * device profile routes to another chain or brings new alarm rules, a device may move
 * to another profile. Services announce; the engine and nodes listen.
 */

export type EntityChangeKind = 'CREATED' | 'UPDATED' | 'DELETED';

export interface EntityChange {
  tenantId: string;
  entityId: EntityId;
  kind: EntityChangeKind;
}

export type EntityChangeListener = (change: EntityChange) => void;

export class EntityChangeBus {
  private readonly listeners = new Set<EntityChangeListener>();

  /** Returns the function that stops listening. */
  on(listener: EntityChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: EntityChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // A listener's failure is its own; the change is still announced to the others.
      }
    }
  }
}
