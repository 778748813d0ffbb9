import { withoutNames } from '../../entities/RelationService';
import type { RouteModule } from '../ServerContext';

/**
 * Relations (contract §10). Every authority may call them; what a caller may touch
 * is decided per relation end by RelationService (§12).
 */
export const relationRoutes: RouteModule = (app, { relations }) => {
  app.post('/api/relation', async (request, reply) => {
    await relations.save(request.user, request.body);
    return reply.code(200).send();
  });

  app.get('/api/relation', async (request) => relations.get(request.user, request.query));

  app.delete('/api/relation', async (request, reply) => {
    await relations.delete(request.user, request.query);
    return reply.code(200).send();
  });

  app.delete('/api/relations', async (request, reply) => {
    await relations.deleteAll(request.user, request.query);
    return reply.code(200).send();
  });

  app.get('/api/relations', async (request) => (await relations.list(request.user, request.query)).map(withoutNames));

  app.get('/api/relations/info', async (request) => relations.list(request.user, request.query));

  app.post('/api/relations', async (request) => (await relations.find(request.user, request.body)).map(withoutNames));

  app.post('/api/relations/info', async (request) => relations.find(request.user, request.body));
};
