import { findAssignableKind, type EdgeAssignable } from '../../entities/EdgeService';
import type { SecurityUser } from '../../security/SecurityUser';
import { EDGE_EVENT_PAGE } from '../../store/EdgeEventStore';
import { EDGE_INFO_PAGE, EDGE_PAGE } from '../../store/EdgeStore';
import { canReadOwned } from '../../tenancy/access';
import { ApiError } from '../errors';
import { loadEntity } from '../loadEntity';
import { loadOwned, refuseForeign, type ForeignStatus } from '../loadOwned';
import { ownedReaders, registerOwnedRoutes, tenantAdmins } from '../ownedRoutes';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { badField, optionalQuery } from '../validate';
import { docs } from '../openapi/docs';

type IdParams = { Params: { id: string } };
type KindParams = { Params: { id: string; segment: string; entityId: string } };
type ListParams = { Params: { id: string; segment: string } };
type RootParams = { Params: { id: string; ruleChainId: string } };

/** An optional epoch-ms query parameter. */
function queryTime(query: unknown, name: string): number | undefined {
  const raw = optionalQuery(query, name);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw badField(`Parameter '${name}' must be a whole number!`);
  return Number(raw);
}

/**
 * Edges (contract §2, §10, §12), registered whether or not edges are enabled: the
 * flag only tells the console whether to show them. Another tenant's edge answers 403.
 * Customer users read the edges of their customer and what is assigned to them.
 */
export const edgeRoutes: RouteModule = (app, { config, stores, edges, relations, entityEvents }) => {
  app.get('/api/edges/enabled', async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify(config.edgesEnabled)),
  );

  registerOwnedRoutes(app, { stores, entityEvents }, {
    segment: 'edge',
    label: 'Edge',
    foreign: 403,
    store: stores.edges,
    listByIds: true,
    search: { entityType: 'EDGE', typesField: 'edgeTypes', relations },
    page: EDGE_PAGE,
    infoPage: EDGE_INFO_PAGE,
    delete: (edge) => edges.delete(edge),
  });

  const loadEdge = (id: string, caller: Parameters<typeof canReadOwned>[0]) => loadOwned(id, (uuid) => stores.edges.findById(uuid), caller, 403, 'Edge');

  app.post('/api/edge', { onRequest: tenantAdmins, ...docs({ body: 'Edge', response: 'Edge' }) }, async (request) => edges.save(request.user, request.body));


  // The tenant's own entity behind a path id: malformed 400, unknown 404, another tenant's `foreign`.
  const loadTenantEntity = <T extends EdgeAssignable>(rawId: string, find: (id: string) => Promise<T | undefined>, caller: SecurityUser, foreign: ForeignStatus) =>
    loadEntity(rawId, find).then((entity) => {
      if (entity.tenantId.id !== caller.tenantId) throw refuseForeign(foreign);
      return entity;
    });

  // Assign (POST) or unassign (DELETE) a device, asset, entity view, dashboard or rule chain; answers the entity.
  for (const method of ['POST', 'DELETE'] as const) {
    app.route<KindParams>({
      method,
      url: '/api/edge/:id/:segment/:entityId',
      onRequest: tenantAdmins,
      handler: async (request) => {
        const kind = findAssignableKind(request.params.segment);
        if (!kind) throw ApiError.notFound();
        const edge = await loadEdge(request.params.id, request.user);
        const entity = await loadTenantEntity(request.params.entityId, (uuid) => kind.find(stores, uuid), request.user, kind.foreign);
        await (method === 'POST' ? edges.assign(request.user, edge, kind, entity) : edges.unassign(request.user, edge, kind, entity));
        return entity;
      },
    });
  }

  // The edge's root rule chain (an EDGE chain of the tenant); answers the edge.
  app.post<RootParams>('/api/edge/:id/:ruleChainId/root', { onRequest: tenantAdmins }, async (request) => {
    const edge = await loadEdge(request.params.id, request.user);
    const chain = await loadTenantEntity(request.params.ruleChainId, (uuid) => stores.ruleChains.findById(uuid), request.user, 403);
    return edges.setRootRuleChain(request.user, edge, chain);
  });

  // `devices`, `assets`, `entityViews`, `dashboards`, `ruleChains` (tenant administrators only); customer users see only their customer's entities on their edge.
  app.get<ListParams>('/api/edge/:id/:segment', { onRequest: ownedReaders }, async (request) => {
    const caller = request.user;
    if (request.params.segment === 'events') {
      if (caller.authority !== 'TENANT_ADMIN') throw ApiError.forbidden();
      const edge = await loadEdge(request.params.id, caller);
      const link = parsePageLink(request.query, EDGE_EVENT_PAGE);
      const filter = { edgeId: edge.id.id, startTime: queryTime(request.query, 'startTime'), endTime: queryTime(request.query, 'endTime') };
      return stores.edgeEvents.findPage(filter, link);
    }
    const kind = findAssignableKind(request.params.segment, true);
    if (!kind) throw ApiError.notFound();
    if (!kind.customerReadable && caller.authority !== 'TENANT_ADMIN') throw ApiError.forbidden();
    const edge = await loadEdge(request.params.id, caller);
    const customerId = caller.authority === 'CUSTOMER_USER' ? caller.customerId : undefined;
    const filter = { tenantId: edge.tenantId.id, customerId, type: optionalQuery(request.query, 'type'), edgeId: edge.id.id };
    return kind.page(stores, filter, parsePageLink(request.query, kind.pageSpec));
  });

  app.post<IdParams>('/api/edge/sync/:id', { onRequest: tenantAdmins }, async (request, reply) => {
    await edges.sync(await loadEdge(request.params.id, request.user));
    return reply.code(200).send();
  });

  // No rule chain has edge nodes here, so none can be missing: ThingsBoard's empty JSON object, as text.
  app.get<IdParams>('/api/edge/missingToRelatedRuleChains/:id', { onRequest: tenantAdmins }, async (request, reply) => {
    await loadEdge(request.params.id, request.user);
    return reply.type('text/plain; charset=utf-8').send('{}');
  });
};
