import { randomUUID } from 'node:crypto';

/** ThingsBoard's null UUID: "no tenant" (system level) or "no customer" (unassigned). */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

export type EntityType =
  | 'TENANT' | 'CUSTOMER' | 'USER' | 'DASHBOARD' | 'ASSET' | 'DEVICE' | 'ALARM' | 'RULE_CHAIN'
  | 'RULE_NODE' | 'ENTITY_VIEW' | 'WIDGETS_BUNDLE' | 'WIDGET_TYPE' | 'TENANT_PROFILE'
  | 'DEVICE_PROFILE' | 'API_USAGE_STATE' | 'TB_RESOURCE' | 'OTA_PACKAGE' | 'EDGE' | 'RPC';

export interface EntityId<T extends EntityType = EntityType> {
  entityType: T;
  id: string;
}

export function entityId<T extends EntityType>(entityType: T, id: string): EntityId<T> {
  return { entityType, id };
}

export function newId(): string {
  return randomUUID();
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** Parses a JSON text column; a corrupt value reads as null rather than failing the whole request. */
export function parseJson<T = unknown>(text: string | null | undefined): T | null {
  if (text === null || text === undefined || text === '') return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
}
