import { EventService } from '../../ruleChains/EventService';
import { requireAuthority } from '../../security/authenticate';
import type { RouteModule } from '../ServerContext';

type EntityParams = { Params: { entityType: string; entityId: string } };
type TypedParams = { Params: { entityType: string; entityId: string; eventType: string } };

const readers = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN');
const tenantAdmins = requireAuthority('TENANT_ADMIN');

/**
 * Events of an entity (contract §10; ThingsBoard 3.3 EventController): rule nodes'
 * debug IN/OUT records, lifecycle and error events, paged newest first, filtered by an
 * EventFilter body, and cleared by tenant administrators.
 */
export const eventRoutes: RouteModule = (app, { stores }) => {
  const events = new EventService(stores);

  app.get<TypedParams>('/api/events/:entityType/:entityId/:eventType', { onRequest: readers }, async (request) => {
    const id = await events.entity(request.user, request.params.entityType, request.params.entityId);
    return events.list(request.user, id, request.params.eventType, request.query);
  });

  app.get<EntityParams>('/api/events/:entityType/:entityId', { onRequest: readers }, async (request) => {
    const id = await events.entity(request.user, request.params.entityType, request.params.entityId);
    return events.list(request.user, id, undefined, request.query);
  });

  app.post<EntityParams>('/api/events/:entityType/:entityId', { onRequest: readers }, async (request) => {
    const id = await events.entity(request.user, request.params.entityType, request.params.entityId);
    return events.search(request.user, id, request.body, request.query);
  });

  app.post<EntityParams>('/api/events/:entityType/:entityId/clear', { onRequest: tenantAdmins }, async (request, reply) => {
    const id = await events.entity(request.user, request.params.entityType, request.params.entityId);
    await events.clear(request.user, id, request.body, request.query);
    return reply.code(200).send();
  });
};
