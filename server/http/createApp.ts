import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { registerAuthentication } from '../security/authenticate';
import { ApiError, registerErrorHandler } from './errors';
import { authRoutes } from './routes/auth';
import { edgeRoutes } from './routes/edges';
import { tesseraRoutes } from './routes/tessera';
import { userRoutes } from './routes/user';
import type { RouteModule, ServerContext } from './ServerContext';
import { registerSecurityHeaders, registerStaticConsole } from './staticConsole';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Add each new resource's route module here. */
const routeModules: RouteModule[] = [authRoutes, userRoutes, edgeRoutes, tesseraRoutes];

export async function createApp(ctx: ServerContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: ctx.config.logLevel },
    // One line per request drowns the console at the default level; keep it for debugging.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(ctx.config.logLevel) }),
    bodyLimit: JSON_BODY_LIMIT,
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerAuthentication(app, ctx.tokens);

  for (const routes of routeModules) {
    await app.register(async (scope) => routes(scope, ctx));
  }

  const spaFallback = await registerStaticConsole(app, ctx.config.staticDir);
  app.setNotFoundHandler(async (request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    throw ApiError.notFound();
  });

  return app;
}
