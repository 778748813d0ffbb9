import type { FastifyInstance } from 'fastify';
import { entitySearchQueryInput } from '../entities/relationInput';
import type { RelationService } from '../entities/RelationService';
import { requireAuthority } from '../security/authenticate';
import type { SecurityUser } from '../security/SecurityUser';
import { NULL_UUID, type EntityType } from '../store/ids';
import type { CustomerOwned, EntitySubtype, OwnedFilter } from '../store/owned';
import type { PageData, PageLink, PageSpec } from '../store/paging';
import { canManageCustomer, canReadCustomer, canReadOwned } from '../tenancy/access';
import { ApiError } from './errors';
import { loadEntity } from './loadEntity';
import { loadOwned, type ForeignStatus } from './loadOwned';
import { MSG } from './messages';
import { docs } from './openapi/docs';
import { listOf, pageOf, ref } from './openapi/schemas';
import { parsePageLink } from './pageLink';
import type { ServerContext } from './ServerContext';
import { badField, optionalQuery, queryString, queryUuidList } from './validate';

/*
 * The endpoints devices, assets and entity views share (contract §10 REST index for
 * {E}): read by id, Info by id, delete, tenant and customer lists, lookup by name,
 * types, and assignment to a customer or to the tenant's Public customer. Each
 * resource's route file registers these and adds its own save endpoints. Deletion and
 * (un)assignment reach the rule engine from here (the services announce their saves).
 */

export interface OwnedStoreApi<E extends CustomerOwned, I extends CustomerOwned> {
  findById(id: string): Promise<E | undefined>;
  findInfoById(id: string): Promise<I | undefined>;
  findByName(tenantId: string, name: string): Promise<E | undefined>;
  findPage(filter: OwnedFilter, link: PageLink): Promise<PageData<E>>;
  findInfoPage(filter: OwnedFilter, link: PageLink): Promise<PageData<I>>;
  findTypes(tenantId: string): Promise<EntitySubtype[]>;
  setCustomer(id: string, customerId: string): Promise<E | undefined>;
  findByIds(filter: OwnedFilter, ids: string[]): Promise<E[]>;
}

export interface OwnedKind<E extends CustomerOwned, I extends CustomerOwned> {
  /** URL segment: `device`, `asset`, `entityView`. */
  segment: string;
  /** Sentence start in messages: `Device`, `Asset`, `Entity view`, `Edge`. */
  label: 'Device' | 'Asset' | 'Entity view' | 'Edge';
  foreign: ForeignStatus;
  store: OwnedStoreApi<E, I>;
  page: PageSpec;
  infoPage: PageSpec;
  /** Extra Info-list filters from the query string (devices: deviceProfileId). */
  infoFilter?: (query: unknown, filter: OwnedFilter) => OwnedFilter;
  delete(entity: E): Promise<void>;
  /** `GET /api/{segment}s?{segment}Ids=a,b` exists (devices, assets, edges; not entity views). */
  listByIds?: boolean;
  /** `POST /api/{segment}s`: the entity search query (ThingsBoard DeviceSearchQuery ...). */
  search?: {
    entityType: EntityType;
    /** `deviceTypes`, `assetTypes`, `entityViewTypes`, `edgeTypes`. */
    typesField: string;
    relations: RelationService;
      };
}

type IdParams = { Params: { id: string } };
type AssignParams = { Params: { id: string; entityId: string } };

export const tenantAdmins = requireAuthority('TENANT_ADMIN');
/** Customer users read what is assigned to their customer; system administrators own no such entities (403). */
export const ownedReaders = requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER');

/** The list's filter from `?type=`, for the caller's tenant and optionally one customer. */
function listFilter(query: unknown, tenantId: string, customerId?: string): OwnedFilter {
  return { tenantId, customerId, type: optionalQuery(query, 'type') };
}

export function registerOwnedRoutes<E extends CustomerOwned, I extends CustomerOwned>(
  app: FastifyInstance,
  { stores, entityEvents }: Pick<ServerContext, 'stores' | 'entityEvents'>,
  kind: OwnedKind<E, I>,
): void {
  const { segment, store } = kind;
  /** The shared schema of the entity (http/openapi/schemas.ts); its Info is `${schemaId}Info`. */
  const schemaId = kind.label === 'Entity view' ? 'EntityView' : kind.label;
  const load = (id: string, caller: SecurityUser) => loadOwned(id, (uuid) => store.findById(uuid), caller, kind.foreign, kind.label);
  const infoFilter = (query: unknown, filter: OwnedFilter) => (kind.infoFilter ? kind.infoFilter(query, filter) : filter);
  const readableCustomer = (id: string, caller: SecurityUser) =>
    loadEntity(id, (uuid) => stores.customers.findById(uuid), (customer) => canReadCustomer(caller, customer), 'Customer');

  // Static segments first in meaning: the router prefers them over `:id`.
  app.get(`/api/${segment}/types`, { onRequest: ownedReaders, ...docs({ response: listOf('EntitySubtype') }) }, async (request) => store.findTypes(request.user.tenantId));

  app.get<IdParams>(`/api/${segment}/:id`, { onRequest: ownedReaders, ...docs({ response: schemaId }) }, async (request) => load(request.params.id, request.user));

  app.get<IdParams>(`/api/${segment}/info/:id`, { onRequest: ownedReaders, ...docs({ response: `${schemaId}Info` }) }, async (request) =>
    loadOwned(request.params.id, (uuid) => store.findInfoById(uuid), request.user, kind.foreign, kind.label),
  );

  app.delete<IdParams>(`/api/${segment}/:id`, { onRequest: tenantAdmins, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    const entity = await load(request.params.id, request.user);
    await kind.delete(entity);
    entityEvents.deleted(entity, request.user);
    return reply.code(200).send();
  });

  // `?{segment}Name=` turns the list into a lookup of one entity by exact name (contract §10).
  app.get(`/api/tenant/${segment}s`, { onRequest: tenantAdmins, ...docs({ response: { oneOf: [pageOf(schemaId), ref(schemaId)] }, description: `A page of the tenant's ${segment}s; with \`?${segment}Name=\` the one of that name` }) }, async (request) => {
    const nameParam = `${segment}Name`;
    if ((request.query as Record<string, unknown>)[nameParam] !== undefined) {
      const found = await store.findByName(request.user.tenantId, queryString(request.query, nameParam));
      if (!found) throw ApiError.notFound();
      return found;
    }
    return store.findPage(listFilter(request.query, request.user.tenantId), parsePageLink(request.query, kind.page));
  });

  app.get(`/api/tenant/${segment}Infos`, { onRequest: tenantAdmins, ...docs({ response: pageOf(`${schemaId}Info`) }) }, async (request) => {
    const filter = infoFilter(request.query, listFilter(request.query, request.user.tenantId));
    return store.findInfoPage(filter, parsePageLink(request.query, kind.infoPage));
  });

  app.get<IdParams>(`/api/customer/:id/${segment}s`, { onRequest: ownedReaders, ...docs({ response: pageOf(schemaId) }) }, async (request) => {
    const customer = await readableCustomer(request.params.id, request.user);
    const filter = listFilter(request.query, customer.tenantId.id, customer.id.id);
    return store.findPage(filter, parsePageLink(request.query, kind.page));
  });

  app.get<IdParams>(`/api/customer/:id/${segment}Infos`, { onRequest: ownedReaders, ...docs({ response: pageOf(`${schemaId}Info`) }) }, async (request) => {
    const customer = await readableCustomer(request.params.id, request.user);
    const filter = infoFilter(request.query, listFilter(request.query, customer.tenantId.id, customer.id.id));
    return store.findInfoPage(filter, parsePageLink(request.query, kind.infoPage));
  });

  // The customer is checked before the entity, as ThingsBoard does.
  app.post<AssignParams>(`/api/customer/:id/${segment}/:entityId`, { onRequest: tenantAdmins, ...docs({ response: schemaId }) }, async (request) => {
    const customer = await loadEntity(
      request.params.id,
      (uuid) => stores.customers.findById(uuid),
      (found) => canManageCustomer(request.user, found), 'Customer',
    );
    const entity = await load(request.params.entityId, request.user);
    const assigned = await store.setCustomer(entity.id.id, customer.id.id);
    if (assigned) entityEvents.assigned(assigned, customer, request.user);
    return assigned;
  });

  app.delete<IdParams>(`/api/customer/${segment}/:id`, { onRequest: tenantAdmins, ...docs({ response: schemaId }) }, async (request) => {
    const entity = await load(request.params.id, request.user);
    if (entity.customerId.id === NULL_UUID) throw badField(MSG.NOT_ASSIGNED(kind.label === 'Entity view' ? 'Entity View' : kind.label));
    const customer = (await stores.customers.findById(entity.customerId.id)) ?? { id: entity.customerId, title: '' };
    const unassigned = await store.setCustomer(entity.id.id, NULL_UUID);
    if (unassigned) entityEvents.unassigned(unassigned, customer, request.user);
    return unassigned;
  });

  if (kind.listByIds) {
    // Ids the caller may not read are left out, as unknown ones are.
    app.get(`/api/${segment}s`, { onRequest: ownedReaders, ...docs({ response: listOf(schemaId) }) }, async (request) => {
      const ids = queryUuidList(request.query, `${segment}Ids`);
      const caller = request.user;
      const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
      const found = await store.findByIds({ tenantId: caller.tenantId, customerId }, ids);
      return found.filter((entity) => canReadOwned(caller, entity));
    });
  }

  const search = kind.search;
  if (search) {
    // The entities of this kind reached through relations, of the listed types, that the caller may read.
    app.post(`/api/${segment}s`, { onRequest: ownedReaders, ...docs({ body: { type: 'object', additionalProperties: true, description: `The entity search query: parameters (rootId, rootType, direction, maxLevel), relationType and ${search.typesField}` }, response: listOf(schemaId) }) }, async (request) => {
      const caller = request.user;
      const { query, types } = entitySearchQueryInput(request.body, search.entityType, search.typesField);
      const ends = await search.relations.findEntities(caller, query);
      const ids = ends.filter((end) => end.entityType === search.entityType).map((end) => end.id);
      const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
      const found = await store.findByIds({ tenantId: caller.tenantId, customerId }, ids);
      return found.filter((entity) => types.includes(entity.type) && canReadOwned(caller, entity));
    });
  }

  app.post<IdParams>(`/api/customer/public/${segment}/:id`, { onRequest: tenantAdmins, ...docs({ response: schemaId }) }, async (request) => {
    const entity = await load(request.params.id, request.user);
    const publicCustomer = await stores.customers.findOrCreatePublicCustomer(entity.tenantId.id);
    const assigned = await store.setCustomer(entity.id.id, publicCustomer.id.id);
    if (assigned) entityEvents.assigned(assigned, publicCustomer, request.user);
    return assigned;
  });
}
