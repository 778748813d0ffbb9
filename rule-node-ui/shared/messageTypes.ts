/** The message types the picker offers (catalogue §2), value → display name. */
export const MESSAGE_TYPES: Readonly<Record<string, string>> = {
  POST_ATTRIBUTES_REQUEST: 'Post attributes',
  POST_TELEMETRY_REQUEST: 'Post telemetry',
  TO_SERVER_RPC_REQUEST: 'RPC Request from Device',
  RPC_CALL_FROM_SERVER_TO_DEVICE: 'RPC Request to Device',
  ACTIVITY_EVENT: 'Activity Event',
  INACTIVITY_EVENT: 'Inactivity Event',
  CONNECT_EVENT: 'Connect Event',
  DISCONNECT_EVENT: 'Disconnect Event',
  ENTITY_CREATED: 'Entity Created',
  ENTITY_UPDATED: 'Entity Updated',
  ENTITY_DELETED: 'Entity Deleted',
  ENTITY_ASSIGNED: 'Entity Assigned',
  ENTITY_UNASSIGNED: 'Entity Unassigned',
  ATTRIBUTES_UPDATED: 'Attributes Updated',
  ATTRIBUTES_DELETED: 'Attributes Deleted',
  TIMESERIES_UPDATED: 'Timeseries Updated',
  TIMESERIES_DELETED: 'Timeseries Deleted',
  RPC_QUEUED: 'RPC Queued',
  RPC_DELIVERED: 'RPC Delivered',
  RPC_SUCCESSFUL: 'RPC Successful',
  RPC_TIMEOUT: 'RPC Timeout',
  RPC_FAILED: 'RPC Failed',
};

/** A message type's display name; a custom type shows as itself. */
export function messageTypeName(type: string): string {
  return MESSAGE_TYPES[type] ?? type;
}

/**
 * The message type a picked or typed text stands for: a known display name or value
 * (any case) gives the value, anything else is a custom type (trimmed); blank gives null.
 */
export function messageTypeOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const lower = trimmed.toLowerCase();
  const known = Object.entries(MESSAGE_TYPES).find(([value, name]) => value.toLowerCase() === lower || name.toLowerCase() === lower);
  return known ? known[0] : trimmed;
}
