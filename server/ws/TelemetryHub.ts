import type { EntityView } from '../store/EntityViewStore';
import type { EntityId } from '../store/ids';
import { viewAttributesEvent, viewKeysDeletedEvent, viewTimeseriesEvent } from '../telemetry/entityViews';
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

/** Looks an entity view up by id (undefined when it is gone). */
export type FindView = (viewId: string) => Promise<EntityView | undefined>;

/** Passes the target's events on to `watcher` as the view's, keeping only what the view shows. */
function viewWatcher(view: EntityView, watcher: EntityWatcher): EntityWatcher {
  return {
    onTimeseries: (event) => {
      const shown = viewTimeseriesEvent(view, event);
      if (shown) watcher.onTimeseries?.(shown);
    },
    onAttributes: (event) => {
      const shown = viewAttributesEvent(view, event);
      if (shown) watcher.onAttributes?.(shown);
    },
    onKeysDeleted: (event) => {
      const shown = viewKeysDeletedEvent(view, event);
      if (shown) watcher.onKeysDeleted?.(shown);
    },
  };
}

export class TelemetryHub {
  private readonly watchers = new Map<string, Set<EntityWatcher>>();
  private readonly disposers: (() => void)[];

  constructor(
    bus: TelemetryBus,
    private readonly findView: FindView = async () => undefined,
  ) {
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

  /**
   * {@link watch} for an entity of any type: an entity view hears its own attribute events
   * and its target's events filtered to the view's keys and window (contract §12), as of the
   * view's definition when the subscription starts.
   */
  async watchEntity(entity: EntityId, watcher: EntityWatcher): Promise<() => void> {
    if (entity.entityType !== 'ENTITY_VIEW') return this.watch(entity.id, watcher);
    const view = await this.findView(entity.id);
    const stopOwn = this.watch(entity.id, watcher);
    if (!view) return stopOwn;
    const stopTarget = this.watch(view.entityId.id, viewWatcher(view, watcher));
    return () => {
      stopOwn();
      stopTarget();
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
