import { ApiError } from '../http/errors';
import { asObject, badField } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import type { Device } from '../store/DeviceStore';
import { NULL_UUID } from '../store/ids';

/**
 * How long a claim stays valid when the device names no duration: ThingsBoard's
 * `security.claim.duration` default (24 hours).
 */
export const DEFAULT_CLAIM_DURATION_MS = 86_400_000;

/** ThingsBoard ClaimResponse. */
export type ClaimResponse = 'SUCCESS' | 'FAILURE' | 'CLAIMED';

/** The 400 answer of a refused claim: the bare JSON string, as ThingsBoard sends its enum. */
export class ClaimRefused extends Error {
  constructor(readonly response: Exclude<ClaimResponse, 'SUCCESS'>) {
    super(response);
  }
}

export interface ClaimInput {
  secretKey: string;
  durationMs: number;
}

/** `{"secretKey","durationMs"}` of a device's claim request, both optional (contract §9.2, §9.3). */
export function claimInput(body: unknown): ClaimInput {
  const obj = body === undefined || body === null || body === '' ? {} : asObject(body);
  const secretKey = obj.secretKey ?? '';
  if (typeof secretKey !== 'string' || secretKey.length > 255) throw badField("Parameter 'secretKey' must be a string of at most 255 characters!");
  const durationMs = obj.durationMs ?? DEFAULT_CLAIM_DURATION_MS;
  if (typeof durationMs !== 'number' || !Number.isSafeInteger(durationMs) || durationMs <= 0) throw badField("Parameter 'durationMs' must be a positive whole number!");
  return { secretKey, durationMs };
}

/**
 * Device claiming (contract §10 'claim'): the device records a secret key for a
 * while, and a customer user who knows it takes the unassigned device over.
 */
export class ClaimService {
  /** `events`: claims and releases as assignments (device transports only record claims). */
  constructor(
    private readonly stores: Stores,
    private readonly events?: EntityEvents,
  ) {}

  /** Device side: a new claim replaces any earlier one. */
  async recordClaim(device: Device, input: ClaimInput): Promise<void> {
    await this.stores.deviceClaims.save({ deviceId: device.id.id, secretKey: input.secretKey, expirationTime: Date.now() + input.durationMs });
  }

  private async deviceByName(stores: Stores, caller: SecurityUser, rawName: string): Promise<Device> {
    const device = await stores.devices.findByName(caller.tenantId, rawName);
    if (!device) throw ApiError.notFound();
    return device;
  }

  /** POST /api/customer/device/{deviceName}/claim by a customer user. */
  async claim(caller: SecurityUser, deviceName: string, body: unknown): Promise<Device> {
    if (caller.authority !== 'CUSTOMER_USER' || caller.isPublic) throw ApiError.forbidden();
    const obj = body === undefined || body === null ? {} : asObject(body);
    const secretKey = obj.secretKey ?? '';
    if (typeof secretKey !== 'string') throw badField("Parameter 'secretKey' must be a string!");
    const claimed = await this.stores.transaction(async (stores) => {
      const device = await this.deviceByName(stores, caller, deviceName);
      if (device.customerId.id !== NULL_UUID) throw new ClaimRefused('CLAIMED');
      const claim = await stores.deviceClaims.find(device.id.id);
      if (!claim || claim.expirationTime <= Date.now() || claim.secretKey !== secretKey) throw new ClaimRefused('FAILURE');
      // Consumed: the same key cannot claim the device again once it is released.
      await stores.deviceClaims.delete(device.id.id);
      return (await stores.devices.setCustomer(device.id.id, caller.customerId))!;
    });
    const customer = await this.stores.customers.findById(caller.customerId);
    if (customer) this.events?.assigned(claimed, customer, caller);
    return claimed;
  }

  /** DELETE /api/customer/device/{deviceName}/claim: the tenant admin, or the owning customer's user, releases it. */
  async reclaim(caller: SecurityUser, deviceName: string): Promise<void> {
    if (caller.isPublic || (caller.authority !== 'TENANT_ADMIN' && caller.authority !== 'CUSTOMER_USER')) throw ApiError.forbidden();
    const device = await this.deviceByName(this.stores, caller, deviceName);
    if (caller.authority === 'CUSTOMER_USER' && device.customerId.id !== caller.customerId) throw ApiError.forbidden();
    if (device.customerId.id === NULL_UUID) return;
    const customer = await this.stores.customers.findById(device.customerId.id);
    const released = await this.stores.devices.setCustomer(device.id.id, NULL_UUID);
    if (released && customer) this.events?.unassigned(released, customer, caller);
  }
}
