import type { RouteModule } from '../ServerContext';

export const userRoutes: RouteModule = (app) => {
  // Only administrators may mint tokens for other users ("login as", GET /api/user/{id}/token).
  app.get('/api/user/tokenAccessEnabled', async (request, reply) => {
    const { authority } = request.user;
    return reply.type('application/json').send(JSON.stringify(authority === 'SYS_ADMIN' || authority === 'TENANT_ADMIN'));
  });
};
