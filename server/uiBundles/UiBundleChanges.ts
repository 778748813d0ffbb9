import { EventEmitter } from 'node:events';
import type { UiBundleInfo } from '../store/UiBundleStore';

/** A bundle installed (or replaced by a newer version) or removed; `bundle` is the listing the list endpoint gives. */
export type UiBundleChange =
  | { type: 'installed'; tenantId: string; id: string; bundle: UiBundleInfo & { url: string } }
  | { type: 'removed'; tenantId: string; id: string };

/**
 * Changes of one kind of runtime bundle, for the consoles that have them loaded (`bundle dev`
 * reloads a widget on save). In this process only: instances behind a load balancer would
 * relay them over the shared pub/sub, as telemetry does.
 */
export class UiBundleChanges {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  emit(change: UiBundleChange): void {
    this.emitter.emit('change', change);
  }

  /** Calls `listener` on every change until the returned function is called. */
  subscribe(listener: (change: UiBundleChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}
