/*
 * Built-in message types and their display names (catalogue §2). The display names are the
 * relation labels of the message type switch and what the editors' pickers show.
 */

export const MSG_TYPE_NAMES = {
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
  RPC_SENT: 'RPC Sent',
  RPC_EXPIRED: 'RPC Expired',
  RPC_DELETED: 'RPC Deleted',
  ALARM_ACK: 'Alarm Acknowledged',
  ALARM_CLEAR: 'Alarm Cleared',
  ENTITY_ASSIGNED_FROM_TENANT: 'Entity Assigned From Tenant',
  ENTITY_ASSIGNED_TO_TENANT: 'Entity Assigned To Tenant',
} as const;

export type BuiltInMsgType = keyof typeof MSG_TYPE_NAMES;

/** The 22 types the editor's message type picker offers (catalogue §2, in its order). */
export const PICKER_MSG_TYPES = Object.keys(MSG_TYPE_NAMES).slice(0, 22) as BuiltInMsgType[];
