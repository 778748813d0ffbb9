import { type EntityId, type EntityType } from '@tessera/sdk';

/** One entity of a customer's page, as the customer-scoped lists return it. */
export interface CustomerEntity {
  id: EntityId;
  createdTime: number;
  name?: string;
  title?: string;
  type?: string;
  label?: string | null;
  deviceProfileName?: string;
  additionalInfo?: { description?: string; [key: string]: unknown } | null;
}

/** What differs between a customer's assets, devices, dashboards and edges (ThingsBoard 3.3's customer row actions). */
export interface CustomerEntityKind {
  /** The URL segment of the page: `/customers/{id}/{segment}`. */
  segment: 'assets' | 'devices' | 'dashboards' | 'edges';
  entityType: EntityType;
  /** i18n keys: table title, assign button and dialog, unassign action, the row action on the customers table. */
  title: string;
  assign: string;
  unassign: string;
  manage: string;
  /** The customer's list; paged. */
  listPath(customerId: string): string;
  assignPath(customerId: string, id: string): string;
  unassignPath(customerId: string, id: string): string;
  /** A second column after the name: type or profile; dashboards have none. */
  typeTitle?: string;
  typeOf?(entity: CustomerEntity): string;
}

export const CUSTOMER_ENTITY_KINDS: readonly CustomerEntityKind[] = [
  {
    segment: 'assets', entityType: 'ASSET', title: 'asset.assets', assign: 'customer.assign-assets', unassign: 'entity-action.unassign-from-customer',
    manage: 'customer.manage-assets',
    listPath: (c) => `/api/customer/${c}/assetInfos`, assignPath: (c, id) => `/api/customer/${c}/asset/${id}`, unassignPath: (_c, id) => `/api/customer/asset/${id}`,
    typeTitle: 'asset.type', typeOf: (e) => e.type ?? '',
  },
  {
    segment: 'devices', entityType: 'DEVICE', title: 'device.devices', assign: 'customer.assign-devices', unassign: 'entity-action.unassign-from-customer',
    manage: 'customer.manage-devices',
    listPath: (c) => `/api/customer/${c}/deviceInfos`, assignPath: (c, id) => `/api/customer/${c}/device/${id}`, unassignPath: (_c, id) => `/api/customer/device/${id}`,
    typeTitle: 'device-profile.device-profile', typeOf: (e) => e.deviceProfileName ?? e.type ?? '',
  },
  {
    segment: 'dashboards', entityType: 'DASHBOARD', title: 'dashboard.dashboards', assign: 'customer.assign-dashboards', unassign: 'entity-action.unassign-from-customer',
    manage: 'customer.manage-dashboards',
    listPath: (c) => `/api/customer/${c}/dashboards`, assignPath: (c, id) => `/api/customer/${c}/dashboard/${id}`,
    unassignPath: (c, id) => `/api/customer/${c}/dashboard/${id}`,
  },
  {
    segment: 'edges', entityType: 'EDGE', title: 'edge.edge-instances', assign: 'customer.assign-edges', unassign: 'entity-action.unassign-from-customer',
    manage: 'customer.manage-edges',
    listPath: (c) => `/api/customer/${c}/edgeInfos`, assignPath: (c, id) => `/api/customer/${c}/edge/${id}`, unassignPath: (_c, id) => `/api/customer/edge/${id}`,
    typeTitle: 'edge.type', typeOf: (e) => e.type ?? '',
  },
];

export const customerEntityKind = (segment: string): CustomerEntityKind | undefined => CUSTOMER_ENTITY_KINDS.find((k) => k.segment === segment);

/** Each of `ids` assigned (or unassigned) in turn; resolves with how many succeeded, the HTTP service shows each failure. */
export async function forEachEntity(ids: string[], call: (id: string) => Promise<unknown>): Promise<number> {
  let done = 0;
  for (const id of ids) {
    try {
      await call(id);
      done += 1;
    } catch {
      // Reported by the HTTP service; the others still run.
    }
  }
  return done;
}
