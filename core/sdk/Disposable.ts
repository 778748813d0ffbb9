/**
 * Something that holds a resource or a registration and can release it.
 *
 * Every registration a plugin makes returns a `Disposable`; unloading the plugin disposes
 * them all in reverse order, so a plugin leaves nothing behind.
 *
 * @example
 * const d = ctx.menu.register({ id: 'acme.reports', ... });
 * d.dispose(); // the menu item disappears at once
 */
export interface Disposable {
  dispose(): void;
}

/**
 * Wraps a cleanup function as a {@link Disposable} that runs it at most once.
 *
 * @example
 * const timer = setInterval(tick, 1000);
 * ctx.subscriptions.add(toDisposable(() => clearInterval(timer)));
 */
export function toDisposable(cleanup: () => void): Disposable {
  let done = false;
  return {
    dispose() {
      if (done) return;
      done = true;
      cleanup();
    },
  };
}

/**
 * Tells whether a value looks like a {@link Disposable}.
 *
 * @example
 * if (isDisposable(result)) store.add(result);
 */
export function isDisposable(value: unknown): value is Disposable {
  return typeof value === 'object' && value !== null && typeof (value as Disposable).dispose === 'function';
}

/**
 * An ordered collection of {@link Disposable}s, disposed together in reverse order of
 * addition. Disposing it twice is harmless; adding to a disposed store disposes the item
 * at once (so late registrations cannot leak).
 *
 * Errors thrown by individual disposables are collected and rethrown as one
 * `AggregateError` after every item has been disposed.
 *
 * @example
 * const store = new DisposableStore();
 * store.add(ctx.routes.register(route));
 * store.add(toDisposable(() => socket.close()));
 * store.dispose(); // closes the socket, then removes the route
 */
export class DisposableStore implements Disposable {
  private readonly items: Disposable[] = [];
  private disposed = false;

  /** True once {@link DisposableStore.dispose} has run. */
  get isDisposed(): boolean {
    return this.disposed;
  }

  /** Number of disposables currently held. */
  get size(): number {
    return this.items.length;
  }

  /** Adds a disposable and returns it, for chaining. */
  add<T extends Disposable>(item: T): T {
    if (this.disposed) {
      item.dispose();
      return item;
    }
    this.items.push(item);
    return item;
  }

  /** Removes an item without disposing it (for example after it disposed itself). */
  delete(item: Disposable): void {
    const index = this.items.lastIndexOf(item);
    if (index >= 0) this.items.splice(index, 1);
  }

  /** Disposes every item, last added first. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const errors: unknown[] = [];
    while (this.items.length > 0) {
      const item = this.items.pop()!;
      try {
        item.dispose();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, 'Several disposables failed');
  }
}
