import type { AttributesEvent, KeysDeletedEvent, TelemetryBus, TimeseriesEvent } from '../telemetry/types';

/*
 * Routes bus events to the WebSocket subscriptions of the entity they concern, so an
 * event costs one map lookup rather than a visit to every open session.
 */

export interface EntityWatcher {
  onTimeseries?(event: TimeseriesEvent): void;
  onAttributes?(event: AttributesEvent): void;
  onKeysDeleted?(event: KeysDeletedEvent): void;
}

export class TelemetryHub {
  private readonly watchers = new Map<string, Set<EntityWatcher>>();
  private readonly disposers: (() => void)[];

  constructor(bus: TelemetryBus) {
    this.disposers = [
      bus.onTimeseries((event) => this.dispatch(event.entityId.id, (watcher) => watcher.onTimeseries?.(event))),
      bus.onAttributes((event) => this.dispatch(event.entityId.id, (watcher) => watcher.onAttributes?.(event))),
      bus.onKeysDeleted((event) => this.dispatch(event.entityId.id, (watcher) => watcher.onKeysDeleted?.(event))),
    ];
  }

  /** Starts delivering the entity's events to `watcher`; returns the cancel function. */
  watch(entityId: string, watcher: EntityWatcher): () => void {
    let set = this.watchers.get(entityId);
    if (!set) this.watchers.set(entityId, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(entityId) === set) this.watchers.delete(entityId);
    };
  }

  /** Number of entities watched, for tests and diagnostics. */
  get watchedEntities(): number {
    return this.watchers.size;
  }

  close(): void {
    for (const dispose of this.disposers) dispose();
    this.watchers.clear();
  }

  private dispatch(entityId: string, deliver: (watcher: EntityWatcher) => void): void {
    const set = this.watchers.get(entityId);
    if (!set) return;
    // A copy: a watcher may cancel itself (or others) while being delivered to.
    for (const watcher of [...set]) deliver(watcher);
  }
}
