import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../store/database';
import { asObject, badField, optionalEntityId, optionalString } from '../http/validate';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { NULL_UUID } from '../store/ids';
import { RESOURCE_TYPES, type ResourceType, type TbResourceInfo } from '../store/ResourceStore';
import { Lwm2mModelError, parseLwm2mModel } from './parseLwm2mModel';

/** Largest file one resource may hold (a JS module, a model, a key store). */
export const RESOURCE_MAX_FILE_SIZE = 10 * 1024 * 1024;

export const ResourceMessages = {
  TITLE: 'Resource title should be specified!',
  TYPE: 'Resource type should be specified!',
  FILE_NAME: 'Resource file name should be specified!',
  KEY: 'Resource key should be specified!',
  DATA: 'Resource data should be specified!',
  DUPLICATE: 'Resource with such resourceKey already exists!',
  LIMIT: (max: number) => `Failed to create the tb resource, files size limit is exhausted ${max} bytes!`,
} as const;

/** A resource's owner: the system admin's belong to the system (null UUID). */
const ownerOf = (caller: SecurityUser) => (caller.authority === 'SYS_ADMIN' ? NULL_UUID : caller.tenantId);

export function canRead(caller: SecurityUser, resource: TbResourceInfo): boolean {
  return resource.tenantId.id === ownerOf(caller) || resource.tenantId.id === NULL_UUID;
}

export function canWrite(caller: SecurityUser, resource: TbResourceInfo): boolean {
  return resource.tenantId.id === ownerOf(caller);
}

function decodeBase64(value: string): Buffer {
  const compact = value.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) throw badField("Parameter 'data' must be base64!");
  return Buffer.from(compact, 'base64');
}

/** ThingsBoard 3.3's `POST /api/resource` (TbResource with base64 `data`). */
export class ResourceService {
  constructor(private readonly stores: Stores) {}

  async save(caller: SecurityUser, body: unknown): Promise<TbResourceInfo> {
    const obj = asObject(body);
    const existingId = optionalEntityId(obj, 'id', 'TB_RESOURCE');
    const resourceType = optionalString(obj, 'resourceType');
    if (!resourceType) throw badField(ResourceMessages.TYPE);
    if (!RESOURCE_TYPES.includes(resourceType as ResourceType)) throw badField(`Parameter 'resourceType' must be one of ${RESOURCE_TYPES.join(', ')}!`);
    const type = resourceType as ResourceType;
    const fileName = optionalString(obj, 'fileName')?.trim();
    if (!fileName) throw badField(ResourceMessages.FILE_NAME);
    const rawData = optionalString(obj, 'data', Math.ceil((RESOURCE_MAX_FILE_SIZE * 4) / 3) + 4);
    if (!rawData) throw badField(ResourceMessages.DATA);
    const data = decodeBase64(rawData);
    if (data.length === 0) throw badField(ResourceMessages.DATA);

    let title = optionalString(obj, 'title')?.trim();
    let resourceKey = fileName;
    if (type === 'LWM2M_MODEL') {
      try {
        const model = parseLwm2mModel(data.toString('utf8'));
        resourceKey = `${model.objectId}_${model.version}`;
        title = `${model.name} id=${model.objectId} v${model.version}`;
      } catch (error) {
        if (error instanceof Lwm2mModelError) throw badField(`Failed to parse the LwM2M model: ${error.message}`);
        throw error;
      }
    }
    if (!title) throw badField(ResourceMessages.TITLE);
    const tenantId = ownerOf(caller);
    const input = { title, resourceType: type, resourceKey, fileName, data };

    try {
      return await this.stores.transaction(async (stores) => {
        const existing = existingId ? await stores.resources.findInfoById(existingId) : undefined;
        if (existingId && !existing) throw ApiError.notFound();
        if (existing && !canWrite(caller, existing)) throw ApiError.forbidden();
        const same = await stores.resources.findByKey(tenantId, type, resourceKey);
        if (same && same.id.id !== existingId) throw badField(ResourceMessages.DUPLICATE);
        await this.assertSpace(stores, tenantId, data.length - (existing?.dataSize ?? 0));
        return existing ? (await stores.resources.update(existing.id.id, input))! : stores.resources.create({ ...input, tenantId });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badField(ResourceMessages.DUPLICATE);
      throw error;
    }
  }

  /** The tenant profile's `maxResourcesInBytes` (absent or 0 = unlimited); the system has no limit. */
  private async assertSpace(stores: Stores, tenantId: string, addedBytes: number): Promise<void> {
    if (tenantId === NULL_UUID || addedBytes <= 0) return;
    const tenant = await stores.tenants.findById(tenantId);
    const profile = tenant ? await stores.tenantProfiles.findById(tenant.tenantProfileId.id) : undefined;
    const limit = asObject(asObject(profile?.profileData ?? {}, 'profileData').configuration ?? {}, 'configuration').maxResourcesInBytes;
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit <= 0) return;
    if ((await stores.resources.totalDataSize(tenantId)) + addedBytes > limit) throw badField(ResourceMessages.LIMIT(limit));
  }
}
