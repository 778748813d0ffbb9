import { sql } from 'kysely';
import type { Db } from './database';
import { entityId, newId, parseJson, toJson, type EntityId } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { OtaPackageRow } from './schema';

export type OtaPackageType = 'FIRMWARE' | 'SOFTWARE';

/** Contract §2 OtaPackageInfo (ThingsBoard hides `name`, so it is not here). */
export interface OtaPackageInfo {
  id: EntityId<'OTA_PACKAGE'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  deviceProfileId: EntityId<'DEVICE_PROFILE'>;
  type: OtaPackageType;
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  hasData: boolean;
  fileName: string | null;
  contentType: string | null;
  checksumAlgorithm: string | null;
  checksum: string | null;
  dataSize: number | null;
  additionalInfo: unknown;
}

/** The package with its file, for downloads and GET /api/otaPackage/{id}. */
export interface OtaPackage extends OtaPackageInfo {
  data: Buffer | null;
}

export interface NewOtaPackageInput {
  tenantId: string;
  deviceProfileId: string;
  type: OtaPackageType;
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  additionalInfo: unknown;
}

export interface OtaPackageData {
  fileName: string;
  contentType: string;
  checksumAlgorithm: string;
  checksum: string;
  data: Buffer;
}

export const OTA_PACKAGE_PAGE: PageSpec = {
  search: ['ota_package.title'],
  sort: {
    createdTime: 'ota_package.created_time',
    title: 'ota_package.title',
    version: 'ota_package.version',
    type: 'ota_package.type',
    tag: 'ota_package.tag',
    url: 'ota_package.url',
    fileName: 'ota_package.file_name',
    contentType: 'ota_package.content_type',
    checksumAlgorithm: 'ota_package.checksum_algorithm',
    checksum: 'ota_package.checksum',
    dataSize: 'ota_package.data_size',
  },
  defaultSort: 'ota_package.created_time',
  unique: 'ota_package.id',
};

/** Every column but the file, which info reads never load. */
const INFO_COLUMNS = [
  'id', 'created_time', 'tenant_id', 'device_profile_id', 'type', 'title', 'version', 'tag', 'url',
  'file_name', 'content_type', 'checksum_algorithm', 'checksum', 'data_size', 'additional_info',
] as const;

type InfoRow = Omit<OtaPackageRow, 'data'> & { has_data: number | boolean };

const hasData = sql<number>`case when ota_package.data is null then 0 else 1 end`.as('has_data');

function toInfo(row: InfoRow): OtaPackageInfo {
  return {
    id: entityId('OTA_PACKAGE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    deviceProfileId: entityId('DEVICE_PROFILE', row.device_profile_id),
    type: row.type as OtaPackageType,
    title: row.title,
    version: row.version,
    tag: row.tag,
    url: row.url,
    hasData: Number(row.has_data) === 1,
    fileName: row.file_name,
    contentType: row.content_type,
    checksumAlgorithm: row.checksum_algorithm,
    checksum: row.checksum,
    dataSize: row.data_size === null ? null : Number(row.data_size),
    additionalInfo: parseJson(row.additional_info),
  };
}

/** Which column of device_profile / device links a package of `type`. */
export function otaColumn(type: OtaPackageType): 'firmware_id' | 'software_id' {
  return type === 'FIRMWARE' ? 'firmware_id' : 'software_id';
}

/** OTA packages, and the firmware/software links devices hold to them. */
export class OtaPackageStore {
  constructor(private readonly db: Db) {}

  private infos() {
    return this.db.selectFrom('ota_package').select([...INFO_COLUMNS.map((c) => `ota_package.${c}` as const), hasData]);
  }

  async create(input: NewOtaPackageInput): Promise<OtaPackageInfo> {
    const id = newId();
    await this.db
      .insertInto('ota_package')
      .values({
        id,
        created_time: Date.now(),
        tenant_id: input.tenantId,
        device_profile_id: input.deviceProfileId,
        type: input.type,
        title: input.title,
        version: input.version,
        tag: input.tag,
        url: input.url,
        additional_info: toJson(input.additionalInfo),
      })
      .execute();
    return (await this.findInfoById(id))!;
  }

  /** Only the description may change once a package exists; the rest is checked by the service. */
  async updateAdditionalInfo(id: string, additionalInfo: unknown): Promise<OtaPackageInfo | undefined> {
    await this.db.updateTable('ota_package').set({ additional_info: toJson(additionalInfo) }).where('id', '=', id).execute();
    return this.findInfoById(id);
  }

  /** Stores the file once: false when the package already has data (a concurrent upload won). */
  async setData(id: string, file: OtaPackageData): Promise<boolean> {
    const result = await this.db
      .updateTable('ota_package')
      .set({
        file_name: file.fileName,
        content_type: file.contentType,
        checksum_algorithm: file.checksumAlgorithm,
        checksum: file.checksum,
        data: file.data,
        data_size: file.data.length,
      })
      .where('id', '=', id)
      .where('data', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async findInfoById(id: string): Promise<OtaPackageInfo | undefined> {
    const row = await this.infos().where('ota_package.id', '=', id).executeTakeFirst();
    return row ? toInfo(row as InfoRow) : undefined;
  }

  async findById(id: string): Promise<OtaPackage | undefined> {
    const row = await this.db.selectFrom('ota_package').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const data = row.data === null ? null : Buffer.from(row.data);
    return { ...toInfo({ ...row, has_data: data === null ? 0 : 1 }), data };
  }

  /** Title and version are unique per tenant, profile and type. */
  async findByTitleVersion(tenantId: string, deviceProfileId: string, type: OtaPackageType, title: string, version: string): Promise<OtaPackageInfo | undefined> {
    const row = await this.infos()
      .where('ota_package.tenant_id', '=', tenantId)
      .where('ota_package.device_profile_id', '=', deviceProfileId)
      .where('ota_package.type', '=', type)
      .where('ota_package.title', '=', title)
      .where('ota_package.version', '=', version)
      .executeTakeFirst();
    return row ? toInfo(row as InfoRow) : undefined;
  }

  async findPage(tenantId: string, link: PageLink): Promise<PageData<OtaPackageInfo>> {
    const query = this.infos().where('ota_package.tenant_id', '=', tenantId);
    return mapPage(await fetchPage(query, link, OTA_PACKAGE_PAGE), (row) => toInfo(row as InfoRow));
  }

  /** The packages a profile or device may be pointed at: of that profile and type, with a file or a URL. */
  async findAssignablePage(tenantId: string, deviceProfileId: string, type: OtaPackageType, link: PageLink): Promise<PageData<OtaPackageInfo>> {
    const query = this.infos()
      .where('ota_package.tenant_id', '=', tenantId)
      .where('ota_package.device_profile_id', '=', deviceProfileId)
      .where('ota_package.type', '=', type)
      .where((eb) => eb.or([eb('ota_package.data', 'is not', null), eb('ota_package.url', 'is not', null)]));
    return mapPage(await fetchPage(query, link, OTA_PACKAGE_PAGE), (row) => toInfo(row as InfoRow));
  }

  /** Bytes of all the tenant's uploaded files, for the tenant profile's maxOtaPackagesInBytes. */
  async totalDataSize(tenantId: string): Promise<number> {
    const row = await this.db
      .selectFrom('ota_package')
      .select(sql<number | string | null>`sum(data_size)`.as('total'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** How many device profiles and devices point at the package; one in use cannot be deleted. */
  async countReferences(id: string): Promise<{ deviceProfiles: number; devices: number }> {
    const count = async (table: 'device_profile' | 'device') => {
      const row = await this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) => eb.or([eb('firmware_id', '=', id), eb('software_id', '=', id)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return { deviceProfiles: await count('device_profile'), devices: await count('device') };
  }

  /** Devices of the profile with no package of `type` of their own: they follow the profile's (contract §12). */
  async countDevicesWithout(tenantId: string, deviceProfileId: string, type: OtaPackageType): Promise<number> {
    const row = await this.db
      .selectFrom('device')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('device_profile_id', '=', deviceProfileId)
      .where(otaColumn(type), 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The device's own firmware and software links (DeviceStore does not map these columns). */
  async findDeviceLinks(deviceId: string): Promise<{ firmwareId: string | null; softwareId: string | null }> {
    const row = await this.db.selectFrom('device').select(['firmware_id', 'software_id']).where('id', '=', deviceId).executeTakeFirst();
    return { firmwareId: row?.firmware_id ?? null, softwareId: row?.software_id ?? null };
  }

  async setDeviceLinks(deviceId: string, links: { firmwareId: string | null; softwareId: string | null }): Promise<void> {
    await this.db.updateTable('device').set({ firmware_id: links.firmwareId, software_id: links.softwareId }).where('id', '=', deviceId).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('ota_package').where('id', '=', id).execute();
  }
}
