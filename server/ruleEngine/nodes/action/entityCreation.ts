import { AssetService } from '../../../entities/AssetService';
import { DeviceService } from '../../../entities/DeviceService';
import type { Asset } from '../../../store/AssetStore';
import { PUBLIC_CUSTOMER_TITLE, type Customer } from '../../../store/CustomerStore';
import { isUniqueViolation } from '../../../store/database';
import type { Device } from '../../../store/DeviceStore';
import type { EntityId } from '../../../store/ids';
import { assertCanCreate } from '../../../tenancy/limits';
import type { RuleNodeContext } from '../../node/RuleNodeDefinition';
import { tenantCaller } from './tenantCaller';

/*
 * Entities the customer and relation nodes create when told to (createCustomerIfNotExists,
 * createEntityIfNotExists). They go through the REST API's services or checks (tenant
 * limits, unique names, device profile by type), and, as ThingsBoard's nodes do, an
 * ENTITY_CREATED message (metadata ruleNodeId) enters the new entity's chain. The
 * services are built without EntityEvents, which nodes cannot reach; the node
 * announces the entity itself.
 */

function announceCreated(ctx: RuleNodeContext, id: EntityId, entity: Device | Asset | Customer, extra: Record<string, string> = {}): void {
  ctx.services.entityChanges.emit({ tenantId: ctx.tenantId, entityId: id, kind: 'CREATED' });
  ctx.enqueue(ctx.newMsg({ type: 'ENTITY_CREATED', originator: id, data: JSON.stringify(entity), metadata: { ruleNodeId: ctx.self.id, ...extra } }));
}

/** A customer of the node's tenant titled `title`; one created meanwhile by another message is returned as found. */
export async function createCustomer(ctx: RuleNodeContext, title: string): Promise<Customer> {
  const { stores } = ctx.services;
  // CustomerService's checks, minus the ones a title just looked up cannot fail.
  if (title.trim() === '') throw new Error('Customer title should be specified!');
  if (title === PUBLIC_CUSTOMER_TITLE) throw new Error(`'${PUBLIC_CUSTOMER_TITLE}' title for customer is system reserved!`);
  let created: Customer;
  try {
    created = await stores.transaction(async (trx) => {
      await assertCanCreate(trx, ctx.tenantId, 'CUSTOMER');
      return trx.customers.create({ tenantId: ctx.tenantId, title });
    });
  } catch (error) {
    const existing = isUniqueViolation(error) ? await stores.customers.findByTitle(ctx.tenantId, title) : undefined;
    if (existing) return existing;
    throw error;
  }
  announceCreated(ctx, created.id, created);
  return created;
}

/** A device named `name`; `type` names its profile (found or created), none means the default profile. */
export async function createDevice(ctx: RuleNodeContext, name: string, type: string | undefined): Promise<Device> {
  const device = await new DeviceService(ctx.services.stores).save(tenantCaller(ctx.tenantId), type ? { name, type } : { name });
  announceCreated(ctx, device.id, device, { deviceName: device.name, deviceType: device.type });
  return device;
}

/** An asset named `name` of `type` ("default" when none). */
export async function createAsset(ctx: RuleNodeContext, name: string, type: string | undefined): Promise<Asset> {
  const asset = await new AssetService(ctx.services.stores).save(tenantCaller(ctx.tenantId), { name, type: type || 'default' });
  announceCreated(ctx, asset.id, asset);
  return asset;
}
