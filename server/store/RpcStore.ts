import type { Db } from './database';
import { entityId, parseJson, toJson, type EntityId } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { RpcRow } from './schema';

/*
 * Persistent RPC requests (contract §10). Non-persistent requests live only in memory
 * (server/rpc/RpcService.ts); these rows survive restarts and are listed per device.
 */

/** ThingsBoard 3.3 RpcStatus. */
export type RpcStatus = 'QUEUED' | 'DELIVERED' | 'SUCCESSFUL' | 'TIMEOUT' | 'FAILED';
export const RPC_STATUSES: readonly RpcStatus[] = ['QUEUED', 'DELIVERED', 'SUCCESSFUL', 'TIMEOUT', 'FAILED'];

/** The Rpc JSON of `GET /api/rpc/persistent/{rpcId}`. */
export interface Rpc {
  id: EntityId<'RPC'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  deviceId: EntityId<'DEVICE'>;
  expirationTime: number;
  request: unknown;
  response: unknown;
  status: RpcStatus;
  additionalInfo: unknown;
}

export interface NewRpc {
  id: string;
  tenantId: string;
  deviceId: string;
  expirationTime: number;
  request: unknown;
  additionalInfo: unknown;
}

export const RPC_PAGE: PageSpec = {
  search: ['rpc.status'],
  sort: { createdTime: 'rpc.created_time', expirationTime: 'rpc.expiration_time', status: 'rpc.status' },
  defaultSort: 'rpc.created_time',
  unique: 'rpc.id',
};

function toRpc(row: RpcRow): Rpc {
  return {
    id: entityId('RPC', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    deviceId: entityId('DEVICE', row.device_id),
    expirationTime: row.expiration_time,
    request: parseJson(row.request),
    response: parseJson(row.response),
    status: row.status as RpcStatus,
    additionalInfo: parseJson(row.additional_info),
  };
}

export class RpcStore {
  constructor(private readonly db: Db) {}

  async create(rpc: NewRpc): Promise<Rpc> {
    const row: RpcRow = {
      id: rpc.id,
      created_time: Date.now(),
      tenant_id: rpc.tenantId,
      device_id: rpc.deviceId,
      expiration_time: rpc.expirationTime,
      request: toJson(rpc.request) ?? 'null',
      response: null,
      status: 'QUEUED',
      additional_info: toJson(rpc.additionalInfo),
    };
    await this.db.insertInto('rpc').values(row).execute();
    return toRpc(row);
  }

  async findById(id: string): Promise<Rpc | undefined> {
    const row = await this.db.selectFrom('rpc').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRpc(row);
  }

  /** One device's requests, optionally of one status. */
  async findByDevice(deviceId: string, link: PageLink, status?: RpcStatus): Promise<PageData<Rpc>> {
    let query = this.db.selectFrom('rpc').selectAll().where('device_id', '=', deviceId);
    if (status) query = query.where('status', '=', status);
    return mapPage(await fetchPage(query, link, RPC_PAGE), toRpc);
  }

  /** Queued requests of a device created before `createdBefore`, oldest first (the delivery order). */
  async findQueued(deviceId: string, createdBefore: number): Promise<Rpc[]> {
    const rows = await this.db
      .selectFrom('rpc')
      .selectAll()
      .where('device_id', '=', deviceId)
      .where('status', '=', 'QUEUED')
      .where('created_time', '<', createdBefore)
      .orderBy('created_time')
      .orderBy('id')
      .execute();
    return rows.map(toRpc);
  }

  async setStatus(id: string, status: RpcStatus, response?: unknown): Promise<void> {
    await this.db
      .updateTable('rpc')
      .set(response === undefined ? { status } : { status, response: toJson(response) })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('rpc').where('id', '=', id).execute();
  }
}
