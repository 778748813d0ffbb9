import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { AccountService } from '../account/AccountService';
import { UserService } from '../account/UserService';
import { AlarmEventBus } from '../alarms/AlarmEventBus';
import { AlarmQueryService } from '../alarms/AlarmQueryService';
import { AlarmService } from '../alarms/AlarmService';
import { AssetService } from '../entities/AssetService';
import { DeviceProfileService } from '../entities/DeviceProfileService';
import { DeviceService } from '../entities/DeviceService';
import { EdgeService } from '../entities/EdgeService';
import { EntityViewService } from '../entities/EntityViewService';
import { RelationService } from '../entities/RelationService';
import { MailService } from '../mail/MailService';
import { EntityQueryService } from '../query/EntityQueryService';
import { RpcService } from '../rpc/RpcService';
import { rpcRoutes } from '../rpc/rpcRoutes';
import { createRuleEngine, EntityChangeBus } from '../ruleEngine/createRuleEngine';
import { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import { registerAuthentication } from '../security/authenticate';
import { createTelemetryAccess } from '../telemetry/access';
import { createTelemetryService } from '../telemetry/TelemetryService';
import { CustomerService } from '../tenancy/CustomerService';
import { TenantProfileService } from '../tenancy/TenantProfileService';
import { TenantService } from '../tenancy/TenantService';
import { ApiError, errorBody, registerErrorHandler, toApiError } from './errors';
import { registerJsonBodyParser } from './jsonBodyParser';
import { registerLoginRateLimit } from './rateLimit';
import { accountRoutes } from './routes/account';
import { adminSettingsRoutes } from './routes/adminSettings';
import { alarmRoutes } from './routes/alarms';
import { alarmsQueryRoutes } from './routes/alarmsQuery';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { dashboardRoutes } from './routes/dashboards';
import { deviceCredentialsRoutes } from './routes/deviceCredentials';
import { deviceProfileRoutes } from './routes/deviceProfiles';
import { deviceRoutes } from './routes/devices';
import { edgeRoutes } from './routes/edges';
import { entitiesQueryRoutes } from './routes/entitiesQuery';
import { telemetryWsRoutes } from '../ws/telemetryWsRoutes';
import { claimRoutes } from './routes/claim';
import { bulkImportRoutes } from './routes/bulkImport';
import { deviceHttpRoutes } from '../transport/http/deviceHttpRoutes';
import { DeviceTransport } from '../transport/DeviceTransport';
import { mqttTransportRoutes } from '../transport/mqtt/mqttRoutes';
import { entityViewRoutes } from './routes/entityViews';
import { lwm2mRoutes } from './routes/lwm2m';
import { oauth2Routes } from './routes/oauth2';
import { otaPackageRoutes } from './routes/otaPackages';
import { queueRoutes } from './routes/queues';
import { relationRoutes } from './routes/relations';
import { ruleChainRoutes } from './routes/ruleChains';
import { componentRoutes } from './routes/components';
import { eventRoutes } from './routes/events';
import { securitySettingsRoutes } from './routes/securitySettings';
import { jwtSettingsRoutes } from './routes/jwtSettings';
import { resourceRoutes } from './routes/resources';
import { tenantProfileRoutes } from './routes/tenantProfiles';
import { tenantRoutes } from './routes/tenants';
import { telemetryRoutes } from './routes/telemetry';
import { tesseraRoutes } from './routes/tessera';
import { uiSettingsRoutes } from './routes/uiSettings';
import { userRoutes } from './routes/user';
import { widgetRoutes } from './routes/widgets';
import { uiBundleRoutes } from './routes/uiBundles';
import type { AppDeps, RouteModule, ServerContext } from './ServerContext';
import { registerSecurityHeaders, registerStaticConsole, setSecurityHeaders } from './staticConsole';
import { registerCompression } from './compression';
import { REQUEST_ID_LOG_LABEL, registerRequestIdHeader, requestIdOptions } from './requestId';
import { createMetrics } from '../ops/metrics';
import { registerOpenApi } from '../ops/openApi';
import { operationsRoutes } from '../ops/operationsRoutes';
import { sandboxPageRoutes } from './sandboxPage';
import { demoSimulatorRoutes } from '../demo/demoSimulatorRoutes';

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
  deviceProfileRoutes,
  deviceRoutes,
  deviceCredentialsRoutes,
  assetRoutes,
  entityViewRoutes,
  relationRoutes,
  dashboardRoutes,
  ruleChainRoutes,
  componentRoutes,
  eventRoutes,
  adminSettingsRoutes,
  securitySettingsRoutes,
  jwtSettingsRoutes,
  resourceRoutes,
  edgeRoutes,
  claimRoutes,
  bulkImportRoutes,
  deviceHttpRoutes,
  tesseraRoutes,
  otaPackageRoutes,
  queueRoutes,
  lwm2mRoutes,
  telemetryRoutes,
  entitiesQueryRoutes,
  telemetryWsRoutes,
  rpcRoutes,
  mqttTransportRoutes,
  alarmRoutes,
  alarmsQueryRoutes,
  widgetRoutes,
  uiBundleRoutes,
  sandboxPageRoutes,
  demoSimulatorRoutes,
  // Last: its close hook (rule-engine drain) runs first on shutdown.
  operationsRoutes,
];

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    ...requestIdOptions,
    // One line per request drowns the console at the default level; keep it for debugging.
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL, disableRequestLogging: !['debug', 'trace'].includes(deps.config.logLevel) }),
    bodyLimit: JSON_BODY_LIMIT,
    // Errors raised before routing (malformed URL encoding, an overlong parameter) get the contract body
    // too; no hook runs for them, so the security headers are set here.
    frameworkErrors: (error, request, reply) => {
      const apiError = error.code === 'FST_ERR_BAD_URL' ? ApiError.badRequest('Malformed URL encoding') : toApiError(error);
      const answer = (reply as FastifyReply).code(apiError.status).type('application/json; charset=utf-8');
      setSecurityHeaders(request as FastifyRequest, answer);
      void answer.send(errorBody(apiError));
    },
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app);
  registerRequestIdHeader(app);
  registerAuthentication(app, deps.tokens);
  // Before the routes: the limiter attaches itself to routes as they are added.
  await registerLoginRateLimit(app, deps.config.loginRateLimitPerMinute);
  await registerCompression(app, deps.config.httpCompression);
  // Before the routes, like the two above: they attach to each route as it is added.
  createMetrics(app, deps.stores);
  await registerOpenApi(app);

  const mail = new MailService(deps.stores.settings, app.log);
  // Before the services that announce changes on it (accounts: credential changes, issue 15).
  const entityChanges = new EntityChangeBus();
  const accounts = new AccountService(deps.stores, deps.tokens, mail, entityChanges);
  const telemetry = createTelemetryService(deps.stores, app.log.child({ module: 'telemetry' }));
  // Queued telemetry writes are committed before the database closes.
  app.addHook('onClose', () => telemetry.close());
  const relations = new RelationService(deps.stores);
  const rpc = new RpcService(deps.stores, app.log.child({ module: 'rpc' }));
  const entityQuery = new EntityQueryService(deps.stores, relations);
  const alarmBus = new AlarmEventBus(app.log.child({ module: 'alarms' }));
  const ruleEngine = createRuleEngine(app, {
    stores: deps.stores,
    telemetry,
    alarmBus,
    rpc,
    mail,
    log: app.log.child({ module: 'rule-engine' }),
    entityChanges,
    scriptLimits: { timeoutMs: deps.config.scriptTimeoutMs, memoryLimitMb: deps.config.scriptMemoryLimitMb },
  });
  const entityEvents = new EntityEvents(ruleEngine, entityChanges);
  const alarms = new AlarmService(deps.stores, alarmBus, entityEvents);
  // The engine's nodes use the RPC service, so it hears of status changes instead of being built with the events.
  rpc.onStatusChange((request, status) => entityEvents.rpcStatus(request, status));
  const deviceTransport = new DeviceTransport(deps.stores, telemetry, rpc, ruleEngine, app.log.child({ module: 'transport' }), {
    inactivityTimeoutMs: (deps.config.defaultInactivityTimeoutSec ?? 600) * 1000, checkIntervalMs: (deps.config.stateCheckIntervalSec ?? 10) * 1000,
    changes: entityChanges,
  });
  app.addHook('onClose', async () => {
    rpc.close();
    deviceTransport.close();
  });
  const ctx: ServerContext = {
    ...deps,
    mail,
    accounts,
    users: new UserService(deps.stores, accounts, entityEvents),
    tenants: new TenantService(deps.stores, entityEvents),
    tenantProfiles: new TenantProfileService(deps.stores),
    customers: new CustomerService(deps.stores, entityEvents),
    devices: new DeviceService(deps.stores, entityEvents),
    deviceProfiles: new DeviceProfileService(deps.stores, entityEvents),
    assets: new AssetService(deps.stores, entityEvents),
    entityViews: new EntityViewService(deps.stores, entityEvents),
    relations,
    edges: new EdgeService(deps.stores, entityEvents),
    telemetry,
    telemetryAccess: createTelemetryAccess(deps.stores),
    entityQuery,
    rpc,
    deviceTransport,
    alarms,
    entityChanges,
    ruleEngine,
    entityEvents,
    alarmQuery: new AlarmQueryService(deps.stores, entityQuery, alarms, alarmBus),
  };
  for (const routes of routeModules) {
    await app.register(async (scope) => routes(scope, ctx));
  }

  const spaFallback = await registerStaticConsole(app, deps.config.staticDir, { serveSourceMaps: deps.config.serveSourceMaps });
  app.setNotFoundHandler(async (request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    throw ApiError.notFound();
  });

  return app;
}
