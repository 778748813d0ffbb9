import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ruleEngineOf } from '../ruleEngine/createRuleEngine';
import type { Stores } from '../store/createStores';
import type { TelemetryService } from '../telemetry/types';
import { mqttServerOf } from '../transport/mqtt/mqttRoutes';
import { wsSessionCount } from '../ws/telemetryWsRoutes';

/*
 * The server's Prometheus metrics (prom-client), one registry per app so that servers started
 * side by side (tests) keep their own series. Counters the subsystems already keep (MQTT stats,
 * rule-engine queue stats, write-queue counters) are read when scraped; HTTP requests, database
 * statements and write batches are observed as they happen.
 */

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A counter whose value is read from elsewhere when scraped (monotonic totals kept by a subsystem). */
function readCounter(registry: Registry, name: string, help: string, labelNames: string[], read: () => [Record<string, string>, number][]) {
  return new Counter({
    name, help, labelNames, registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) if (value > 0) this.inc(labels, value);
    },
  });
}

export interface ServerMetrics {
  registry: Registry;
  /** Adds the telemetry write-queue series (the service is built after the HTTP hooks). */
  watchTelemetry(telemetry: TelemetryService): void;
}

const metricsByServer = new WeakMap<object, ServerMetrics>();

/** The app's metrics, once createMetrics ran. */
export function metricsOf(app: { server: object }): ServerMetrics | undefined {
  return metricsByServer.get(app.server);
}

/** Registers the HTTP timing hook (call before the routes are added) and builds the registry. */
export function createMetrics(app: FastifyInstance, stores: Stores): ServerMetrics {
  const registry = new Registry();
  // Process memory and CPU, event-loop delay (nodejs_eventloop_lag_*), heap and GC.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const http = new Histogram({
    name: 'http_request_duration_seconds', help: 'HTTP request latency by route (the route pattern, not the URL)',
    labelNames: ['method', 'route', 'status_code'], buckets: SECONDS, registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    http.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Gauge({ name: 'tessera_ws_sessions', help: 'Open telemetry WebSocket sessions', registers: [registry], collect() { this.set(wsSessionCount(app)); } });

  new Gauge({ name: 'tessera_mqtt_sessions', help: 'Open device MQTT connections', registers: [registry], collect() { this.set(mqttServerOf(app)?.stats.connections ?? 0); } });
  new Gauge({ name: 'tessera_mqtt_inflight_messages', help: 'MQTT publishes being processed', registers: [registry], collect() { this.set(mqttServerOf(app)?.stats.pending ?? 0); } });
  readCounter(registry, 'tessera_mqtt_messages_total', 'MQTT publishes by outcome (accepted, shed, dropped, refused_by_engine)', ['outcome'], () => {
    const stats = mqttServerOf(app)?.stats;
    if (!stats) return [];
    return [[{ outcome: 'accepted' }, stats.accepted], [{ outcome: 'shed' }, stats.shed], [{ outcome: 'dropped' }, stats.dropped], [{ outcome: 'refused_by_engine' }, stats.refusedByEngine]];
  });
  readCounter(registry, 'tessera_mqtt_connections_refused_total', 'MQTT CONNECTs refused', [], () => [[{}, mqttServerOf(app)?.stats.refused ?? 0]]);

  // Rule engine queues, summed over tenants per queue name (a label per tenant would not scale).
  const queueTotals = () => {
    const totals = new Map<string, { pending: number; inFlight: number; processed: number; refused: number; lagMs: number }>();
    for (const queues of Object.values(ruleEngineOf(app)?.stats() ?? {})) {
      for (const [queue, stats] of Object.entries(queues)) {
        const sum = totals.get(queue) ?? { pending: 0, inFlight: 0, processed: 0, refused: 0, lagMs: 0 };
        sum.pending += stats.pending;
        sum.inFlight += stats.inFlight;
        sum.processed += stats.processed;
        sum.refused += stats.refused;
        sum.lagMs = Math.max(sum.lagMs, stats.lagMs ?? 0);
        totals.set(queue, sum);
      }
    }
    return totals;
  };
  new Gauge({
    name: 'tessera_rule_engine_queue_depth', help: 'Rule-engine messages waiting for a slot, by queue', labelNames: ['queue'], registers: [registry],
    collect() {
      this.reset();
      for (const [queue, sum] of queueTotals()) this.set({ queue }, sum.pending);
    },
  });
  new Gauge({
    name: 'tessera_rule_engine_queue_lag_seconds', help: 'How long the oldest waiting rule-engine message has waited, by queue (the worst tenant)', labelNames: ['queue'], registers: [registry],
    collect() {
      this.reset();
      for (const [queue, sum] of queueTotals()) this.set({ queue }, sum.lagMs / 1000);
    },
  });
  new Gauge({
    name: 'tessera_rule_engine_queue_in_flight', help: 'Rule-engine messages being processed, by queue', labelNames: ['queue'], registers: [registry],
    collect() {
      this.reset();
      for (const [queue, sum] of queueTotals()) this.set({ queue }, sum.inFlight);
    },
  });
  readCounter(registry, 'tessera_rule_engine_messages_total', 'Rule-engine messages by queue and outcome (processed, refused)', ['queue', 'outcome'], () =>
    [...queueTotals()].flatMap(([queue, sum]) => [[{ queue, outcome: 'processed' }, sum.processed], [{ queue, outcome: 'refused' }, sum.refused]] as [Record<string, string>, number][]),
  );

  const statements = new Histogram({
    name: 'tessera_db_query_duration_seconds', help: 'Database statement durations', labelNames: ['dialect', 'outcome'], buckets: SECONDS, registers: [registry],
  });
  const dialect = stores.database.dialect;
  const stopQueries = stores.database.onQuery((ms, failed) => statements.observe({ dialect, outcome: failed ? 'error' : 'ok' }, ms / 1000));
  app.addHook('onClose', async () => stopQueries());

  const metrics: ServerMetrics = {
    registry,
    watchTelemetry(telemetry) {
      const batchSeconds = new Histogram({ name: 'tessera_telemetry_write_batch_duration_seconds', help: 'Telemetry write batches: time to commit', buckets: SECONDS, registers: [registry] });
      const batchWrites = new Histogram({ name: 'tessera_telemetry_write_batch_size', help: 'Telemetry write batches: writes per batch', buckets: [1, 5, 10, 25, 50, 100, 250, 500], registers: [registry] });
      const points = new Counter({ name: 'tessera_telemetry_datapoints_total', help: 'Time-series data points written', registers: [registry] });
      new Gauge({ name: 'tessera_telemetry_write_queue_depth', help: 'Telemetry writes waiting or being committed', registers: [registry], collect() { this.set(telemetry.stats().pending); } });
      readCounter(registry, 'tessera_telemetry_writes_total', 'Telemetry writes by outcome (written, failed, rejected when the queue was full)', ['outcome'], () => {
        const stats = telemetry.stats();
        return [[{ outcome: 'written' }, stats.written], [{ outcome: 'failed' }, stats.failed], [{ outcome: 'rejected' }, stats.rejected]];
      });
      const stop = telemetry.onBatch?.((batch) => {
        batchSeconds.observe(batch.durationMs / 1000);
        batchWrites.observe(batch.writes);
        if (!batch.failed) points.inc(batch.points);
      });
      if (stop) app.addHook('onClose', async () => stop());
    },
  };
  metricsByServer.set(app.server, metrics);
  return metrics;
}
