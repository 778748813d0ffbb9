/**
 * ThingsBoard's APIs (`controlApi`, `attributeService`) return rxjs Observables; controllers call
 * `.subscribe(next, error)` on them, newer code awaits them. This is both: a Promise with a
 * `subscribe` that takes callbacks or an observer object.
 */
export interface BridgeObservable<T> extends Promise<T> {
  subscribe(
    next?: ((value: T) => void) | { next?: (value: T) => void; error?: (error: unknown) => void; complete?: () => void },
    error?: (error: unknown) => void,
    complete?: () => void,
  ): { unsubscribe(): void };
}

export function toObservable<T>(promise: Promise<T>): BridgeObservable<T> {
  const observable = promise as BridgeObservable<T>;
  // Awaited without a subscriber: the failure is the caller's, not an unhandled rejection of ours.
  promise.catch(() => undefined);
  observable.subscribe = (next, error, complete) => {
    const observer = typeof next === 'object' && next !== null ? next : { next, error, complete };
    let active = true;
    promise.then(
      (value) => { if (active) { observer.next?.(value); observer.complete?.(); } },
      (reason: unknown) => { if (active) observer.error?.(reason); },
    );
    return { unsubscribe: () => { active = false; } };
  };
  return observable;
}
