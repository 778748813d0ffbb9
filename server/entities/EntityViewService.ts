import { ApiError } from '../http/errors';
import { notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { asObject, badField, entityBody, optionalEntityId } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { isUniqueViolation } from '../store/database';
import type { EntityView, EntityViewKeys, EntityViewUpdateInput } from '../store/EntityViewStore';
import { isUuid, NULL_UUID, type EntityId, type JsonObject } from '../store/ids';
import { ownedBasics } from './ownedInput';

const DUPLICATE_NAME = MSG.ENTITY_VIEW_DUPLICATE;
const UNKNOWN_TARGET = 'Entity view is referencing to non-existent entity!';
/** Telemetry and attribute key names, as the telemetry tables hold them. */
const MAX_KEY_LENGTH = 255;

function keyList(value: unknown, path: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((key) => typeof key === 'string' && key.length <= MAX_KEY_LENGTH)) {
    throw badField(`Parameter '${path}' must be an array of key names!`);
  }
  return [...new Set(value as string[])];
}

function keysInput(obj: JsonObject): EntityViewKeys {
  const keys = obj.keys === undefined || obj.keys === null ? {} : asObject(obj.keys, "Parameter 'keys'");
  const attributes = keys.attributes === undefined || keys.attributes === null ? {} : asObject(keys.attributes, "Parameter 'keys.attributes'");
  return {
    timeseries: keyList(keys.timeseries, 'keys.timeseries'),
    attributes: {
      cs: keyList(attributes.cs, 'keys.attributes.cs'),
      ss: keyList(attributes.ss, 'keys.attributes.ss'),
      sh: keyList(attributes.sh, 'keys.attributes.sh'),
    },
  };
}

/** Epoch milliseconds >= 0; 0 leaves that end of the window open. */
function timeInput(obj: JsonObject, name: string): number {
  const value = obj[name];
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw badField(`Parameter '${name}' must be a whole number >= 0!`);
  return value;
}

function targetInput(obj: JsonObject): EntityId<'DEVICE' | 'ASSET'> {
  const value = obj.entityId;
  if (value === undefined || value === null) throw badField("Parameter 'entityId' can't be empty!");
  const target = asObject(value, "Parameter 'entityId'");
  if ((target.entityType !== 'DEVICE' && target.entityType !== 'ASSET') || !isUuid(target.id)) {
    throw badField("Parameter 'entityId' must be a DEVICE or ASSET id!");
  }
  return { entityType: target.entityType, id: target.id.toLowerCase() };
}

/** Entity view saves and deletion for tenant administrators (the routes let nobody else in). */
export class EntityViewService {
  constructor(
    private readonly stores: Stores,
    private readonly events: EntityEvents,
  ) {}

  async save(caller: SecurityUser, body: unknown): Promise<EntityView> {
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'ENTITY_VIEW');
    const tenantId = caller.tenantId;
    const view = await this.stores
      .transaction(async (stores) => {
        // The stored view is checked before the body, as ThingsBoard's checkEntity runs first.
        const existing = existingId ? await stores.entityViews.findById(existingId) : undefined;
        if (existingId && !existing) throw notFoundById('Entity view', existingId);
        // Another tenant's entity view is forbidden rather than unknown (contract §12).
        if (existing && existing.tenantId.id !== tenantId) throw ApiError.forbidden();
        const basics = ownedBasics(obj, 'ENTITY_VIEW');
        // A customerId sent on save is kept, as ThingsBoard keeps it (checked below); absent keeps the current one.
        const sentCustomer = optionalEntityId(obj, 'customerId', 'CUSTOMER');
        const input: EntityViewUpdateInput = {
          name: basics.name,
          type: basics.type!,
          additionalInfo: basics.additionalInfo,
          entityId: targetInput(obj),
          keys: keysInput(obj),
          startTimeMs: timeInput(obj, 'startTimeMs'),
          endTimeMs: timeInput(obj, 'endTimeMs'),
        };
        const target = input.entityId.entityType === 'DEVICE' ? await stores.devices.findById(input.entityId.id) : await stores.assets.findById(input.entityId.id);
        // Unknown and foreign targets read alike, so the answer tells nothing about other tenants.
        if (!target || target.tenantId.id !== tenantId) throw badField(UNKNOWN_TARGET);
        if (sentCustomer !== undefined && sentCustomer !== NULL_UUID) {
          const customer = await stores.customers.findById(sentCustomer);
          if (!customer) throw badField(MSG.ASSIGN_UNKNOWN_CUSTOMER('entity view'));
          if (customer.tenantId.id !== tenantId) throw badField(MSG.ASSIGN_FOREIGN_CUSTOMER('entity view'));
        }
        const sameName = await stores.entityViews.findByName(tenantId, input.name);
        if (sameName && sameName.id.id !== existingId) throw badField(DUPLICATE_NAME);
        if (!existing) return stores.entityViews.create({ ...input, tenantId, customerId: sentCustomer });
        const updated = (await stores.entityViews.update(existing.id.id, input))!;
        if (sentCustomer === undefined || sentCustomer === updated.customerId.id) return updated;
        return (await stores.entityViews.setCustomer(existing.id.id, sentCustomer))!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badField(DUPLICATE_NAME);
        throw error;
      });
    this.events.saved(view, existingId === undefined, caller);
    return view;
  }

  /** `view` was loaded and access-checked by the route. */
  async delete(view: EntityView): Promise<void> {
    await this.stores.entityViews.delete(view.id.id);
  }
}
