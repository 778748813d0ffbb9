import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../http/ServerContext';
import { checkHealth, ruleEngineBacklog } from './health';
import { metricsOf } from './metrics';

/** How often a shutdown ends HTTP connections that went idle. */
const IDLE_SWEEP_MS = 50;

/** How often a shutdown looks at the rule-engine queues while they drain. */
const DRAIN_POLL_MS = 20;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `/metrics` wants `Authorization: Bearer <METRICS_TOKEN>`; without the setting it does not exist. */
function metricsGuard(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) return reply.callNotFound();
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), token)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('Unauthorized\n');
    }
  };
}

/** Waits until the rule engine has no message waiting or running, or `boundMs` passed; returns what was left. */
async function drainRuleEngine(app: FastifyInstance, boundMs: number): Promise<{ pending: number; inFlight: number }> {
  const deadline = Date.now() + boundMs;
  let backlog = ruleEngineBacklog(app);
  while (backlog.pending + backlog.inFlight > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    backlog = ruleEngineBacklog(app);
  }
  return backlog;
}

/**
 * Operations: `/api/health` for load balancers and orchestrators (Tessera extension), `/metrics`
 * for Prometheus, and the shutdown step that lets the rule engine's queues drain (bounded) before
 * the engine stops. Listed last among the route modules: its close hook runs first, after the MQTT
 * transport stopped reading (preClose) and before MQTT says DISCONNECT and the database closes.
 */
export const operationsRoutes: RouteModule = (app, { config, stores, telemetry }) => {
  metricsOf(app)?.watchTelemetry(telemetry);

  app.get('/api/health', { config: { auth: false } }, async (_request, reply) => {
    const health = await checkHealth(app, stores, telemetry);
    return reply.code(health.status === 'UP' ? 200 : 503).send(health);
  });

  app.get('/metrics', { onRequest: metricsGuard(config.metricsToken) }, async (_request, reply) => {
    const registry = metricsOf(app)!.registry;
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  // Shutdown: a keep-alive connection whose request finishes after the close began would stay
  // open until its keep-alive timeout (72 s) and hold the close up; each is ended once idle.
  app.addHook('preClose', async () => {
    const server = app.server;
    const timer = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    timer.unref();
    server.once('close', () => clearInterval(timer));
  });

  app.addHook('onClose', async () => {
    const left = await drainRuleEngine(app, Math.floor(config.shutdownTimeoutMs / 3));
    if (left.pending + left.inFlight > 0) app.log.warn({ left }, 'rule engine queues not drained before shutdown');
  });
};
