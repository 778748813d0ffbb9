import { ApiError } from '../http/errors';
import { notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { badField, entityBody, asObject, optionalEntityId } from '../http/validate';
import { assertOtaLinks, type OtaLinks } from '../ota/OtaPackageService';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { isUniqueViolation } from '../store/database';
import type { CredentialsInput, DeviceCredentials } from '../store/DeviceCredentialsStore';
import type { DeviceProfile } from '../store/DeviceProfileStore';
import type { Device, DeviceUpdateInput } from '../store/DeviceStore';
import { isUuid, type JsonObject } from '../store/ids';
import { accessTokenInput, credentialsInput } from './credentialsInput';
import { DATABASE_LOOKUPS, type DeviceLookups } from './deviceLookups';
import { TRANSPORT_TYPES } from './deviceProfileInput';
import { snmpDeviceConfiguration } from './transportInput';
import { ownedBasics, type OwnedBasics } from './ownedInput';

const DUPLICATE_NAME = MSG.DEVICE_DUPLICATE;
export const DUPLICATE_CREDENTIALS = MSG.DEVICE_CREDENTIALS_TAKEN;
const UNKNOWN_PROFILE = MSG.DEVICE_UNKNOWN_PROFILE;

interface DeviceFields extends OwnedBasics, OtaLinks {
  deviceProfileId: string | undefined;
  deviceData: JsonObject | null;
}

function deviceFields(obj: JsonObject): DeviceFields {
  const deviceData = obj.deviceData === undefined || obj.deviceData === null ? null : asObject(obj.deviceData, "Parameter 'deviceData'");
  return {
    ...ownedBasics(obj, 'DEVICE'),
    deviceProfileId: optionalEntityId(obj, 'deviceProfileId', 'DEVICE_PROFILE'),
    deviceData,
    firmwareId: optionalEntityId(obj, 'firmwareId', 'OTA_PACKAGE') ?? null,
    softwareId: optionalEntityId(obj, 'softwareId', 'OTA_PACKAGE') ?? null,
  };
}

/**
 * deviceData fitted to the profile, as ThingsBoard's syncDeviceData does: a DEFAULT
 * configuration, and a transport configuration of the profile's transport type (one
 * of another type is replaced, since the transport would misread it).
 */
function syncDeviceData(profile: DeviceProfile, data: JsonObject | null): JsonObject {
  const configuration = data?.configuration === undefined || data.configuration === null ? { type: 'DEFAULT' } : asObject(data.configuration, "Parameter 'deviceData.configuration'");
  if (configuration.type !== 'DEFAULT') throw badField("Parameter 'deviceData.configuration.type' must be DEFAULT!");
  const given = data?.transportConfiguration;
  const transport = given === undefined || given === null ? null : asObject(given, "Parameter 'deviceData.transportConfiguration'");
  if (transport && !TRANSPORT_TYPES.includes(transport.type as never)) {
    throw badField(`Parameter 'deviceData.transportConfiguration.type' must be one of ${TRANSPORT_TYPES.join(', ')}!`);
  }
  let transportConfiguration = transport?.type === profile.transportType ? transport : { type: profile.transportType };
  if (transportConfiguration.type === 'SNMP') transportConfiguration = snmpDeviceConfiguration(transportConfiguration, 'deviceData.transportConfiguration');
  return { ...data, configuration, transportConfiguration };
}

/**
 * Device saves, credentials and deletion for tenant administrators; customer users may
 * update their customer's devices (the routes let nobody else in).
 */
export class DeviceService {
  /**
   * `events`: none inside a caller's transaction (bulk imports announce after their commit).
   * `lookups`: how profiles, names and the limit are read; bulk imports pass a per-request cache.
   */
  constructor(
    private readonly stores: Stores,
    private readonly events?: EntityEvents,
    private readonly lookups: DeviceLookups = DATABASE_LOOKUPS,
  ) {}

  /**
   * The profile rules of contract §2/§12: an explicit deviceProfileId wins; otherwise
   * the profile named like `type` is found or created, the default one when there is
   * no type. Runs inside the save's transaction, so a refused save creates no profile.
   */
  private async resolveProfile(stores: Stores, tenantId: string, fields: DeviceFields): Promise<{ profile: DeviceProfile; created: boolean }> {
    if (fields.deviceProfileId) {
      const profile = await this.lookups.profileById(stores, fields.deviceProfileId);
      // Another tenant's profile reads as non-existent, so the answer tells nothing about it.
      if (!profile || profile.tenantId.id !== tenantId) throw badField(UNKNOWN_PROFILE);
      return { profile, created: false };
    }
    if (fields.type === undefined) {
      const profile = await stores.deviceProfiles.findDefault(tenantId);
      if (!profile) throw badField(UNKNOWN_PROFILE);
      return { profile, created: false };
    }
    const named = await this.lookups.profileByName(stores, tenantId, fields.type);
    if (named) return { profile: named, created: false };
    return { profile: await stores.deviceProfiles.create({ tenantId, name: fields.type, description: 'Default device profile' }), created: true };
  }

  /** Create or update inside `stores`' transaction; `accessToken` only applies to a new device. */
  private async saveIn(stores: Stores, caller: SecurityUser, obj: JsonObject, accessToken?: string): Promise<Device> {
    const existingId = optionalEntityId(obj, 'id', 'DEVICE');
    const tenantId = caller.tenantId;
    const existing = existingId ? await stores.devices.findById(existingId) : undefined;
    if (caller.authority === 'CUSTOMER_USER') {
      // ThingsBoard's customer permissions: WRITE on the customer's own devices, no CREATE.
      if (!existingId) throw ApiError.forbidden();
      if (!existing) throw notFoundById('Device', existingId);
      if (existing.tenantId.id !== tenantId || existing.customerId.id !== caller.customerId) throw ApiError.forbidden();
    }
    // Another tenant's device answers as unknown (contract §12), before the body is judged (checkEntity runs first).
    if (existingId && (!existing || existing.tenantId.id !== tenantId)) throw notFoundById('Device', existingId);
    const fields = deviceFields(obj);
    const { profile, created: profileCreated } = await this.resolveProfile(stores, tenantId, fields);
    const input: DeviceUpdateInput = {
      name: fields.name,
      type: profile.name,
      label: fields.label,
      deviceProfileId: profile.id.id,
      deviceData: syncDeviceData(profile, fields.deviceData),
      additionalInfo: fields.additionalInfo,
    };
    const sameName = await this.lookups.deviceIdByName(stores, tenantId, input.name);
    if (sameName && sameName !== existingId) throw badField(DUPLICATE_NAME);
    const links: OtaLinks = { firmwareId: fields.firmwareId, softwareId: fields.softwareId };
    await assertOtaLinks(stores, tenantId, profile.id.id, links);
    let device: Device;
    if (existing) device = (await stores.devices.update(existing.id.id, input))!;
    else {
      await this.lookups.assertCanCreateDevice(stores, tenantId);
      if (accessToken !== undefined && (await stores.deviceCredentials.findByCredentialsId(accessToken))) throw badField(DUPLICATE_CREDENTIALS);
      device = await stores.devices.create({ ...input, tenantId }, accessToken);
    }
    // DeviceStore does not write these columns; the OTA store does (only when they change).
    if (device.firmwareId?.id !== links.firmwareId || device.softwareId?.id !== links.softwareId) {
      await stores.otaPackages.setDeviceLinks(device.id.id, links);
      device = (await stores.devices.findById(device.id.id))!;
    }
    this.lookups.saved(device, !existing, profileCreated ? profile : undefined);
    return device;
  }

  /** POST /api/device[?accessToken=]. */
  async save(caller: SecurityUser, body: unknown, accessToken?: string): Promise<Device> {
    const obj = entityBody(body);
    const token = accessToken === undefined ? undefined : accessTokenInput(accessToken, 'accessToken');
    const device = await this.stores.transaction((stores) => this.saveIn(stores, caller, obj, token)).catch(uniqueAsBadRequest);
    this.events?.saved(device, isNew(obj), caller);
    return device;
  }

  /** POST /api/device-with-credentials: the device and its credentials saved together, or neither. */
  async saveWithCredentials(caller: SecurityUser, body: unknown): Promise<Device> {
    const obj = asObject(body);
    const deviceBody = asObject(obj.device, "Parameter 'device'");
    const credentials = credentialsInput(asObject(obj.credentials, "Parameter 'credentials'"));
    // A new device with an access token is created with it: one write instead of a create and a replace.
    const token = credentials.credentialsType === 'ACCESS_TOKEN' && (deviceBody.id === undefined || deviceBody.id === null) ? credentials.credentialsId : undefined;
    const device = await this.stores
      .transaction(async (stores) => {
        const device = await this.saveIn(stores, caller, deviceBody, token);
        if (token === undefined) await replaceCredentials(stores, device.id.id, credentials);
        return device;
      })
      .catch(uniqueAsBadRequest);
    this.events?.saved(device, isNew(deviceBody), caller);
    return device;
  }

  /** POST /api/device/credentials; `device` was loaded and access-checked by the route. */
  async saveCredentials(device: Device, obj: JsonObject): Promise<DeviceCredentials> {
    const input = credentialsInput(obj);
    const sentId = obj.id === undefined || obj.id === null ? undefined : asObject(obj.id, "Parameter 'id'").id;
    if (sentId !== undefined && !isUuid(sentId)) throw badField("Parameter 'id' must be a device credentials id!");
    return this.stores
      .transaction(async (stores) => {
        const stored = await stores.deviceCredentials.findByDevice(device.id.id);
        // The id, when sent, must be this device's credentials: they are replaced, never moved.
        if (!stored || (sentId !== undefined && sentId.toLowerCase() !== stored.id.id)) {
          throw badField('Unable to update non-existent device credentials!');
        }
        return replaceCredentials(stores, device.id.id, input);
      })
      .catch(uniqueAsBadRequest);
  }

  /** `device` was loaded and access-checked by the route. */
  async delete(device: Device): Promise<void> {
    await this.stores.transaction(async (stores) => {
      // A view without its device would show nothing and could not be repointed in the console.
      if ((await stores.entityViews.countByTarget(device.id.id)) > 0) throw badField(MSG.DEVICE_HAS_VIEWS);
      await stores.devices.delete(device.id.id);
    });
  }
}

/** A body without an id creates (saveIn refuses a malformed one before anything is written). */
function isNew(obj: JsonObject): boolean {
  return obj.id === undefined || obj.id === null;
}

async function replaceCredentials(stores: Stores, deviceId: string, input: CredentialsInput): Promise<DeviceCredentials> {
  const clash = await stores.deviceCredentials.findByCredentialsId(input.credentialsId);
  if (clash && clash.deviceId.id !== deviceId) throw badField(DUPLICATE_CREDENTIALS);
  // Unchanged credentials (a re-import of the same file) need no write.
  if (clash && clash.credentialsType === input.credentialsType && clash.credentialsValue === input.credentialsValue) return clash;
  return (await stores.deviceCredentials.update(deviceId, input))!;
}

/** A unique index firing despite the checks (a concurrent save) gets the same 400 as the check. */
function uniqueAsBadRequest(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text = String((error as Error).message);
    throw badField(/credentials/i.test(text) ? DUPLICATE_CREDENTIALS : /device_profile/i.test(text) ? 'Device profile with such name already exists!' : DUPLICATE_NAME);
  }
  throw error;
}
