import type { RunningServer } from '../../../../../server/main';
import type { EntityId } from '../../../../../server/store/ids';
import { create, type Tenant } from './actionHelpers';

/* One entity of every assignable kind, for the assign and unassign node tests. */

let counter = 0;

export async function assignables(server: RunningServer, tenant: Tenant): Promise<Record<'DEVICE' | 'ASSET' | 'ENTITY_VIEW' | 'EDGE' | 'DASHBOARD', EntityId>> {
  const n = ++counter;
  const device = await create(server, tenant, '/api/device', { name: `Assignable device ${n}` });
  return {
    DEVICE: device,
    ASSET: await create(server, tenant, '/api/asset', { type: 'default', name: `Assignable asset ${n}` }),
    ENTITY_VIEW: await create(server, tenant, '/api/entityView', { type: 'default', name: `Assignable view ${n}`, entityId: device }),
    EDGE: await create(server, tenant, '/api/edge', { name: `Assignable edge ${n}`, type: 'default', routingKey: `rk-assign-${n}-${tenant.tenantId}`, secret: `s-${n}` }),
    DASHBOARD: await create(server, tenant, '/api/dashboard', { title: `Assignable dashboard ${n}` }),
  };
}

/** The customers an entity is assigned to, as the stores read it (dashboards may have several). */
export async function customersOf(server: RunningServer, entity: EntityId): Promise<string[]> {
  const { stores } = server;
  switch (entity.entityType) {
    case 'DASHBOARD':
      return ((await stores.dashboards.findInfoById(entity.id))?.assignedCustomers ?? []).map((c) => c.customerId.id).sort();
    case 'DEVICE':
      return [(await stores.devices.findById(entity.id))!.customerId.id];
    case 'ASSET':
      return [(await stores.assets.findById(entity.id))!.customerId.id];
    case 'ENTITY_VIEW':
      return [(await stores.entityViews.findById(entity.id))!.customerId.id];
    case 'EDGE':
      return [(await stores.edges.findById(entity.id))!.customerId.id];
    default:
      throw new Error(`not assignable: ${entity.entityType}`);
  }
}
