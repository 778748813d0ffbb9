import { makeAutoObservable, observableShallow } from 'mobx';

/**
 * Undo and redo of immutable snapshots. The caller records the state it is about to
 * leave; undo hands back the previous one in exchange for the current, redo the reverse.
 * A new record forgets what could be redone. Only the newest `limit` steps are kept.
 *
 * @example
 * history.record(graph);          // before a change
 * graph = history.undo(graph) ?? graph;
 */
export class HistoryStore<T> {
  private past: T[] = [];
  private future: T[] = [];

  constructor(private readonly limit = 100) {
    // Shallow: snapshots are plain immutable graphs and must not be made observable.
    makeAutoObservable<HistoryStore<T>, 'past' | 'future'>(this, { past: observableShallow, future: observableShallow });
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Steps that undo can take. */
  get depth(): number {
    return this.past.length;
  }

  record(state: T): void {
    this.past.push(state);
    if (this.past.length > this.limit) this.past.splice(0, this.past.length - this.limit);
    this.future = [];
  }

  undo(current: T): T | undefined {
    const previous = this.past.pop();
    if (previous !== undefined) this.future.push(current);
    return previous;
  }

  redo(current: T): T | undefined {
    const next = this.future.pop();
    if (next !== undefined) this.past.push(current);
    return next;
  }

  clear(): void {
    this.past = [];
    this.future = [];
  }
}
