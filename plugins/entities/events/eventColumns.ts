/** The entity event types ThingsBoard 3.3's Events tab offers outside rule nodes. */
export const ENTITY_EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS'] as const;
export type EntityEventType = (typeof ENTITY_EVENT_TYPES)[number];

export interface StoredEvent {
  id: { id: string };
  createdTime: number;
  type: string;
  body: unknown;
}

/** Columns after the event time, per type: [i18n key, body field]. */
export const EVENT_COLUMNS: Record<EntityEventType, [string, string][]> = {
  ERROR: [['event.server', 'server'], ['event.method', 'method'], ['event.error', 'error']],
  LC_EVENT: [['event.server', 'server'], ['event.event', 'event'], ['event.status', 'success'], ['event.error', 'error']],
  STATS: [['event.server', 'server'], ['event.messages-processed', 'messagesProcessed'], ['event.errors-occurred', 'errorsOccurred']],
};

/** A body field as text: numbers and booleans as they are, objects as JSON, missing as empty. */
export function eventField(body: unknown, field: string): string {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
