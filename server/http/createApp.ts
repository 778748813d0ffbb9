import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { AccountService } from '../account/AccountService';
import { UserService } from '../account/UserService';
import { MailService } from '../mail/MailService';
import { registerAuthentication } from '../security/authenticate';
import { CustomerService } from '../tenancy/CustomerService';
import { TenantProfileService } from '../tenancy/TenantProfileService';
import { TenantService } from '../tenancy/TenantService';
import { ApiError, registerErrorHandler } from './errors';
import { registerLoginRateLimit } from './rateLimit';
import { accountRoutes } from './routes/account';
import { adminSettingsRoutes } from './routes/adminSettings';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { edgeRoutes } from './routes/edges';
import { oauth2Routes } from './routes/oauth2';
import { securitySettingsRoutes } from './routes/securitySettings';
import { tenantProfileRoutes } from './routes/tenantProfiles';
import { tenantRoutes } from './routes/tenants';
import { tesseraRoutes } from './routes/tessera';
import { uiSettingsRoutes } from './routes/uiSettings';
import { userRoutes } from './routes/user';
import type { AppDeps, RouteModule, ServerContext } from './ServerContext';
import { registerSecurityHeaders, registerStaticConsole } from './staticConsole';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Add each new resource's route module here. */
const routeModules: RouteModule[] = [
  uiSettingsRoutes,
  authRoutes,
  accountRoutes,
  oauth2Routes,
  userRoutes,
  tenantProfileRoutes,
  tenantRoutes,
  customerRoutes,
  adminSettingsRoutes,
  securitySettingsRoutes,
  edgeRoutes,
  tesseraRoutes,
];

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    // One line per request drowns the console at the default level; keep it for debugging.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(deps.config.logLevel) }),
    bodyLimit: JSON_BODY_LIMIT,
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerAuthentication(app, deps.tokens);
  // Before the routes: the limiter attaches itself to routes as they are added.
  await registerLoginRateLimit(app, deps.config.loginRateLimitPerMinute);

  const mail = new MailService(deps.stores.settings, app.log);
  const accounts = new AccountService(deps.stores, deps.tokens, mail);
  const ctx: ServerContext = {
    ...deps,
    mail,
    accounts,
    users: new UserService(deps.stores, accounts),
    tenants: new TenantService(deps.stores),
    tenantProfiles: new TenantProfileService(deps.stores),
    customers: new CustomerService(deps.stores),
  };
  for (const routes of routeModules) {
    await app.register(async (scope) => routes(scope, ctx));
  }

  const spaFallback = await registerStaticConsole(app, deps.config.staticDir);
  app.setNotFoundHandler(async (request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    throw ApiError.notFound();
  });

  return app;
}
