import type { Db } from './database';
import { entityId, type EntityId } from './ids';
import type { DeviceCredentialsRow } from './schema';

/** Contract §2/§10; the id has no entityType. One row per device. */
export interface DeviceCredentials {
  id: { id: string };
  createdTime: number;
  deviceId: EntityId<'DEVICE'>;
  credentialsType: string;
  credentialsId: string;
  credentialsValue: string | null;
}

export type CredentialsType = 'ACCESS_TOKEN' | 'MQTT_BASIC' | 'X509_CERTIFICATE' | 'LWM2M_CREDENTIALS';

/** What a credentials save writes, after the service has computed credentialsId. */
export interface CredentialsInput {
  credentialsType: CredentialsType;
  credentialsId: string;
  credentialsValue: string | null;
}

export function toDeviceCredentials(row: DeviceCredentialsRow): DeviceCredentials {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    deviceId: entityId('DEVICE', row.device_id),
    credentialsType: row.credentials_type,
    credentialsId: row.credentials_id,
    credentialsValue: row.credentials_value,
  };
}

/** Device credentials; created with the device (DeviceStore.create), then only replaced. */
export class DeviceCredentialsStore {
  constructor(private readonly db: Db) {}

  async findByDevice(deviceId: string): Promise<DeviceCredentials | undefined> {
    const row = await this.db.selectFrom('device_credentials').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
    return row ? toDeviceCredentials(row) : undefined;
  }

  /** Transport lookup: the access token (or other credentials id) a device presents. */
  async findByCredentialsId(credentialsId: string): Promise<DeviceCredentials | undefined> {
    const row = await this.db
      .selectFrom('device_credentials')
      .selectAll()
      .where('credentials_id', '=', credentialsId)
      .executeTakeFirst();
    return row ? toDeviceCredentials(row) : undefined;
  }

  /** Replaces the device's credentials, keeping the row's id and creation time. */
  async update(deviceId: string, input: CredentialsInput): Promise<DeviceCredentials | undefined> {
    await this.db
      .updateTable('device_credentials')
      .set({
        credentials_type: input.credentialsType,
        credentials_id: input.credentialsId,
        credentials_value: input.credentialsValue,
      })
      .where('device_id', '=', deviceId)
      .execute();
    return this.findByDevice(deviceId);
  }
}
