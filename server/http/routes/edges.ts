import type { RouteModule } from '../ServerContext';

export const edgeRoutes: RouteModule = (app, { config }) => {
  app.get('/api/edges/enabled', async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify(config.edgesEnabled)),
  );
};
