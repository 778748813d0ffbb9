import type { FastifyBaseLogger } from 'fastify';
import type { AlarmBus, AlarmChangeEvent } from './types';

/**
 * The in-process {@link AlarmBus}, isolated like the telemetry bus: a listener that
 * throws is logged and the others still run, so a broken subscriber never fails a save.
 */
export class AlarmEventBus implements AlarmBus {
  private readonly listeners = new Set<(event: AlarmChangeEvent) => void>();

  constructor(private readonly log: FastifyBaseLogger) {}

  onAlarm(listener: (event: AlarmChangeEvent) => void): () => void {
    // A wrapper per registration, so registering the same function twice needs two disposals.
    const entry = (event: AlarmChangeEvent) => listener(event);
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  emit(event: AlarmChangeEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error }, 'alarm listener failed');
      }
    }
  }
}
