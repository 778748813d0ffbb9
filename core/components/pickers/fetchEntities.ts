import { type AuthUser, type EntityId, type EntityType, type HttpService } from '@tessera/sdk';
import { pageLinkQuery } from '@tessera/ui';

/** Entities shown by pickers: id and display name. */
export interface EntityOption {
  id: EntityId;
  name: string;
}

/** Alias lookups ask for small pages (seed 000 section 9). */
export const LOOKUP_PAGE_SIZE = 10;

type Named = { id: EntityId; name?: string; title?: string; email?: string };

/** The list endpoint that searches entities of one type by name for this user. */
export function searchPath(type: EntityType, user: AuthUser): string | null {
  const customer = user.authority === 'CUSTOMER_USER';
  const scoped = (plural: string) => (customer ? `/api/customer/${user.customerId}/${plural}` : `/api/tenant/${plural}`);
  switch (type) {
    case 'TENANT': return '/api/tenants';
    case 'TENANT_PROFILE': return '/api/tenantProfileInfos';
    case 'CUSTOMER': return '/api/customers';
    case 'USER': return '/api/users';
    case 'DEVICE': return scoped('devices');
    case 'ASSET': return scoped('assets');
    case 'ENTITY_VIEW': return scoped('entityViews');
    case 'EDGE': return scoped('edges');
    case 'DASHBOARD': return scoped('dashboards');
    case 'DEVICE_PROFILE': return '/api/deviceProfileInfos';
    default: return null;
  }
}

/** Entities of `type` whose search text contains `text`, first page, sorted by name. */
export async function fetchEntities(http: HttpService, user: AuthUser, type: EntityType, text: string): Promise<EntityOption[]> {
  const path = searchPath(type, user);
  if (!path) return [];
  const sortProperty = type === 'TENANT' || type === 'CUSTOMER' || type === 'DASHBOARD' ? 'title' : type === 'USER' ? 'email' : 'name';
  const page = await http.get<{ data: Named[] }>(
    `${path}?${pageLinkQuery({ pageSize: LOOKUP_PAGE_SIZE, page: 0, textSearch: text, sortProperty, sortOrder: 'ASC' })}`,
    { ignoreLoading: true },
  );
  return page.data.map((e) => ({ id: e.id, name: e.title ?? e.name ?? e.email ?? e.id.id }));
}

const SINGLE_PATHS: Partial<Record<EntityType, string>> = {
  DEVICE: 'device', ASSET: 'asset', ENTITY_VIEW: 'entityView', CUSTOMER: 'customer', TENANT: 'tenant',
  USER: 'user', DASHBOARD: 'dashboard/info', TENANT_PROFILE: 'tenantProfileInfo', DEVICE_PROFILE: 'deviceProfileInfo',
};

/** The display name of one entity, for a picker that was given only its id. */
export async function fetchEntityName(http: HttpService, id: EntityId): Promise<string> {
  const path = SINGLE_PATHS[id.entityType];
  if (!path) return id.id;
  const entity = await http.get<Named>(`/api/${path}/${id.id}`, { ignoreLoading: true, ignoreErrors: true });
  return entity.title ?? entity.name ?? entity.email ?? id.id;
}
