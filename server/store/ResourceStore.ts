import type { Db } from './database';
import { entityId, NULL_UUID, newId, type EntityId } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { TbResourceRow } from './schema';

export const RESOURCE_TYPES = ['LWM2M_MODEL', 'JKS', 'PKCS_12', 'JS_MODULE'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** ThingsBoard's TbResourceInfo (no data). */
export interface TbResourceInfo {
  id: EntityId<'TB_RESOURCE'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  title: string;
  resourceType: ResourceType;
  resourceKey: string;
  fileName: string;
  /** Tessera's addition: the file's size in bytes. */
  dataSize: number;
}

export interface TbResourceFile extends TbResourceInfo {
  data: Buffer;
}

export interface NewResourceInput {
  tenantId: string;
  title: string;
  resourceType: ResourceType;
  resourceKey: string;
  fileName: string;
  data: Buffer;
}

export const RESOURCE_PAGE: PageSpec = {
  search: ['tb_resource.title'],
  sort: {
    createdTime: 'tb_resource.created_time',
    title: 'tb_resource.title',
    resourceType: 'tb_resource.resource_type',
    resourceKey: 'tb_resource.resource_key',
    fileName: 'tb_resource.file_name',
  },
  defaultSort: 'tb_resource.created_time',
  unique: 'tb_resource.id',
};

const INFO_COLUMNS = ['id', 'created_time', 'tenant_id', 'title', 'resource_type', 'resource_key', 'file_name', 'data_size'] as const;

function toInfo(row: Omit<TbResourceRow, 'data'>): TbResourceInfo {
  return {
    id: entityId('TB_RESOURCE', row.id),
    createdTime: Number(row.created_time),
    tenantId: entityId('TENANT', row.tenant_id),
    title: row.title,
    resourceType: row.resource_type as ResourceType,
    resourceKey: row.resource_key,
    fileName: row.file_name,
    dataSize: Number(row.data_size),
  };
}

/** The resources library: a tenant's resources, and the system's (null-UUID tenant) that every tenant reads. */
export class ResourceStore {
  constructor(private readonly db: Db) {}

  private infos() {
    return this.db.selectFrom('tb_resource').select(INFO_COLUMNS.map((c) => `tb_resource.${c}` as const));
  }

  async create(input: NewResourceInput): Promise<TbResourceInfo> {
    const id = newId();
    await this.db
      .insertInto('tb_resource')
      .values({
        id,
        created_time: Date.now(),
        tenant_id: input.tenantId,
        title: input.title,
        resource_type: input.resourceType,
        resource_key: input.resourceKey,
        file_name: input.fileName,
        data: input.data,
        data_size: input.data.length,
      })
      .execute();
    return (await this.findInfoById(id))!;
  }

  /** Replaces an existing resource's title and file (ThingsBoard's save with an id). */
  async update(id: string, input: Omit<NewResourceInput, 'tenantId'>): Promise<TbResourceInfo | undefined> {
    await this.db
      .updateTable('tb_resource')
      .set({ title: input.title, resource_type: input.resourceType, resource_key: input.resourceKey, file_name: input.fileName, data: input.data, data_size: input.data.length })
      .where('id', '=', id)
      .execute();
    return this.findInfoById(id);
  }

  async findInfoById(id: string): Promise<TbResourceInfo | undefined> {
    const row = await this.infos().where('tb_resource.id', '=', id).executeTakeFirst();
    return row ? toInfo(row) : undefined;
  }

  async findById(id: string): Promise<TbResourceFile | undefined> {
    const row = await this.db.selectFrom('tb_resource').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { ...toInfo(row), data: Buffer.from(row.data) } : undefined;
  }

  async findByKey(tenantId: string, resourceType: ResourceType, resourceKey: string): Promise<TbResourceInfo | undefined> {
    const row = await this.infos()
      .where('tb_resource.tenant_id', '=', tenantId)
      .where('tb_resource.resource_type', '=', resourceType)
      .where('tb_resource.resource_key', '=', resourceKey)
      .executeTakeFirst();
    return row ? toInfo(row) : undefined;
  }

  /** A system admin's list is the system's; a tenant's is its own and the system's. */
  async findPage(tenantId: string, link: PageLink, resourceType?: ResourceType): Promise<PageData<TbResourceInfo>> {
    let query = this.infos().where('tb_resource.tenant_id', 'in', tenantId === NULL_UUID ? [NULL_UUID] : [tenantId, NULL_UUID]);
    if (resourceType) query = query.where('tb_resource.resource_type', '=', resourceType);
    return mapPage(await fetchPage(query, link, RESOURCE_PAGE), toInfo);
  }

  async totalDataSize(tenantId: string): Promise<number> {
    const row = await this.db.selectFrom('tb_resource').select((eb) => eb.fn.sum<number>('data_size').as('total')).where('tenant_id', '=', tenantId).executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('tb_resource').where('id', '=', id).execute();
  }
}
