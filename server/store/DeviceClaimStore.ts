import type { Db } from './database';

/*
 * Pending claims (contract §9.3 `POST /api/v1/{token}/claim`): a device announces a
 * secret key, valid until an expiration time, that a customer user presents to take
 * the device over. One claim per device; a new one replaces the old.
 */

export interface DeviceClaim {
  deviceId: string;
  secretKey: string;
  expirationTime: number;
}

export class DeviceClaimStore {
  constructor(private readonly db: Db) {}

  async save(claim: DeviceClaim): Promise<void> {
    await this.db
      .insertInto('device_claim')
      .values({ device_id: claim.deviceId, secret_key: claim.secretKey, expiration_time: claim.expirationTime })
      .onConflict((oc) => oc.column('device_id').doUpdateSet({ secret_key: claim.secretKey, expiration_time: claim.expirationTime }))
      .execute();
  }

  async find(deviceId: string): Promise<DeviceClaim | undefined> {
    const row = await this.db.selectFrom('device_claim').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
    return row ? { deviceId: row.device_id, secretKey: row.secret_key, expirationTime: row.expiration_time } : undefined;
  }

  async delete(deviceId: string): Promise<void> {
    await this.db.deleteFrom('device_claim').where('device_id', '=', deviceId).execute();
  }
}
