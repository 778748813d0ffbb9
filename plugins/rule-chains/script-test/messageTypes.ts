/**
 * The message types a user picks from (catalogue §2, seed 001 §3.7), with ThingsBoard's
 * display names. Like ThingsBoard we keep these names as they are in every language: they
 * are the engine's own vocabulary, also shown in debug events. Any other text is a custom type.
 */
export const MESSAGE_TYPES: readonly { value: string; name: string }[] = [
  { value: 'POST_ATTRIBUTES_REQUEST', name: 'Post attributes' },
  { value: 'POST_TELEMETRY_REQUEST', name: 'Post telemetry' },
  { value: 'TO_SERVER_RPC_REQUEST', name: 'RPC Request from Device' },
  { value: 'RPC_CALL_FROM_SERVER_TO_DEVICE', name: 'RPC Request to Device' },
  { value: 'ACTIVITY_EVENT', name: 'Activity Event' },
  { value: 'INACTIVITY_EVENT', name: 'Inactivity Event' },
  { value: 'CONNECT_EVENT', name: 'Connect Event' },
  { value: 'DISCONNECT_EVENT', name: 'Disconnect Event' },
  { value: 'ENTITY_CREATED', name: 'Entity Created' },
  { value: 'ENTITY_UPDATED', name: 'Entity Updated' },
  { value: 'ENTITY_DELETED', name: 'Entity Deleted' },
  { value: 'ENTITY_ASSIGNED', name: 'Entity Assigned' },
  { value: 'ENTITY_UNASSIGNED', name: 'Entity Unassigned' },
  { value: 'ATTRIBUTES_UPDATED', name: 'Attributes Updated' },
  { value: 'ATTRIBUTES_DELETED', name: 'Attributes Deleted' },
  { value: 'TIMESERIES_UPDATED', name: 'Timeseries Updated' },
  { value: 'TIMESERIES_DELETED', name: 'Timeseries Deleted' },
  { value: 'RPC_QUEUED', name: 'RPC Queued' },
  { value: 'RPC_DELIVERED', name: 'RPC Delivered' },
  { value: 'RPC_SUCCESSFUL', name: 'RPC Successful' },
  { value: 'RPC_TIMEOUT', name: 'RPC Timeout' },
  { value: 'RPC_FAILED', name: 'RPC Failed' },
];

/** The display name of a message type, or the type itself when it is a custom one. */
export function messageTypeName(value: string): string {
  return MESSAGE_TYPES.find((type) => type.value === value)?.name ?? value;
}

/** The type a typed text stands for: a known type by value or display name, else the text as a custom type. */
export function messageTypeOf(text: string): string {
  const trimmed = text.trim();
  const known = MESSAGE_TYPES.find((type) => type.value === trimmed || type.name.toLowerCase() === trimmed.toLowerCase());
  return known?.value ?? trimmed;
}
