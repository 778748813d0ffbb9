import { expect } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { newMsg, type TbMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import type { EntityId } from '../../../../../server/store/ids';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { api } from '../../../helpers';

/*
 * REST set-up for the enrichment node tests: a fresh tenant, its entities, relations,
 * attributes and time series made through the same endpoints the console uses.
 */

export type Tenant = Awaited<ReturnType<typeof newTenantAdmin>>;

const T = '/api/plugins/telemetry';

export interface Entity {
  id: EntityId;
  name: string;
}

/** Saves an entity (`/api/device`, `/api/asset`, `/api/customer`) and returns its id and name. */
export async function create(server: RunningServer, tenant: Tenant, path: '/api/device' | '/api/asset' | '/api/customer', body: Record<string, unknown>): Promise<Entity & { body: any }> {
  const entity = await saved(server.url, path, tenant.token, body);
  return { id: entity.id, name: entity.name, body: entity };
}

/** Saves SERVER_SCOPE or SHARED_SCOPE attributes through REST. */
export async function setAttributes(server: RunningServer, tenant: Tenant, entity: EntityId, scope: 'SERVER_SCOPE' | 'SHARED_SCOPE', values: Record<string, unknown> | string): Promise<void> {
  const rawBody = typeof values === 'string' ? values : JSON.stringify(values);
  const res = await api(server.url, `${T}/${entity.entityType}/${entity.id}/attributes/${scope}`, { token: tenant.token, rawBody, method: 'POST', headers: { 'Content-Type': 'application/json' } });
  expect([res.status, res.text]).toEqual([200, '']);
}

/** Saves time series through REST; `payload` as the device would send it (`{ts, values}` or flat). */
export async function postTimeseries(server: RunningServer, tenant: Tenant, entity: EntityId, payload: unknown): Promise<void> {
  const rawBody = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const res = await api(server.url, `${T}/${entity.entityType}/${entity.id}/timeseries/ANY`, { token: tenant.token, rawBody, method: 'POST', headers: { 'Content-Type': 'application/json' } });
  expect([res.status, res.text]).toEqual([200, '']);
}

/** A COMMON relation `from` → `to`. */
export async function relate(server: RunningServer, tenant: Tenant, from: EntityId, to: EntityId, type = 'Contains'): Promise<void> {
  const res = await api(server.url, '/api/relation', { token: tenant.token, body: { from, to, type } });
  expect([res.status, res.text]).toEqual([200, '']);
}

/** Assigns a device or asset to a customer. */
export async function assign(server: RunningServer, tenant: Tenant, customerId: string, entity: EntityId): Promise<void> {
  const segment = entity.entityType === 'DEVICE' ? 'device' : 'asset';
  const res = await api(server.url, `/api/customer/${customerId}/${segment}/${entity.id}`, { method: 'POST', token: tenant.token });
  expect(res.status).toBe(200);
}

/** A message from `originator`. */
export function msgFrom(originator: EntityId, data: unknown = {}, metadata: Record<string, string> = {}, type = 'POST_TELEMETRY_REQUEST'): TbMsg {
  return newMsg({ type, originator, data: typeof data === 'string' ? data : JSON.stringify(data), metadata });
}
