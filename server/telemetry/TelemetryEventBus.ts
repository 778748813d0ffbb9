import type { FastifyBaseLogger } from 'fastify';
import type { AttributesEvent, KeysDeletedEvent, TelemetryBus, TimeseriesEvent } from './types';

/**
 * The in-process {@link TelemetryBus}. Emitting is synchronous and isolated: a listener
 * that throws is logged and the others still run, so one broken subscriber cannot
 * stop writes from being acknowledged.
 */
export class TelemetryEventBus implements TelemetryBus {
  private readonly timeseries = new Set<(event: TimeseriesEvent) => void>();
  private readonly attributes = new Set<(event: AttributesEvent) => void>();
  private readonly keysDeleted = new Set<(event: KeysDeletedEvent) => void>();

  constructor(private readonly log: FastifyBaseLogger) {}

  onTimeseries(listener: (event: TimeseriesEvent) => void): () => void {
    return this.add(this.timeseries, listener);
  }

  onAttributes(listener: (event: AttributesEvent) => void): () => void {
    return this.add(this.attributes, listener);
  }

  onKeysDeleted(listener: (event: KeysDeletedEvent) => void): () => void {
    return this.add(this.keysDeleted, listener);
  }

  emitTimeseries(event: TimeseriesEvent): void {
    if (event.points.length > 0) this.emit(this.timeseries, event);
  }

  emitAttributes(event: AttributesEvent): void {
    if (event.entries.length > 0) this.emit(this.attributes, event);
  }

  emitKeysDeleted(event: KeysDeletedEvent): void {
    if (event.keys.length > 0) this.emit(this.keysDeleted, event);
  }

  private add<E>(listeners: Set<(event: E) => void>, listener: (event: E) => void): () => void {
    // A wrapper per registration, so registering the same function twice needs two disposals.
    const entry = (event: E) => listener(event);
    listeners.add(entry);
    return () => listeners.delete(entry);
  }

  private emit<E>(listeners: Set<(event: E) => void>, event: E): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error }, 'telemetry listener failed');
      }
    }
  }
}
