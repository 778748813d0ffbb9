import type { FastifyInstance } from 'fastify';
import { ruleEngineOf } from '../ruleEngine/createRuleEngine';
import type { Stores } from '../store/createStores';
import type { TelemetryService } from '../telemetry/types';

/** A database that takes longer than this to answer `select 1` counts as down. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface Health {
  status: 'UP' | 'DOWN';
  database: { status: 'UP' | 'DOWN'; dialect: string; latencyMs?: number; error?: string };
  queues: {
    ruleEngine: { pending: number; inFlight: number };
    telemetryWrites: { pending: number };
  };
}

/** Rule-engine messages waiting and running, over every tenant and queue. */
export function ruleEngineBacklog(app: FastifyInstance): { pending: number; inFlight: number } {
  let pending = 0;
  let inFlight = 0;
  for (const queues of Object.values(ruleEngineOf(app)?.stats() ?? {})) {
    for (const stats of Object.values(queues)) {
      pending += stats.pending;
      inFlight += stats.inFlight;
    }
  }
  return { pending, inFlight };
}

async function databaseHealth(stores: Stores): Promise<Health['database']> {
  const dialect = stores.database.dialect;
  let timer: NodeJS.Timeout | undefined;
  try {
    const latencyMs = await Promise.race([
      stores.database.ping(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS))),
    ]);
    return { status: 'UP', dialect, latencyMs: Math.round(latencyMs * 100) / 100 };
  } catch (error) {
    return { status: 'DOWN', dialect, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** What `/api/health` reports: UP while the database answers; the queue depths tell how loaded the server is. */
export async function checkHealth(app: FastifyInstance, stores: Stores, telemetry: TelemetryService): Promise<Health> {
  const database = await databaseHealth(stores);
  return {
    status: database.status,
    database,
    queues: { ruleEngine: ruleEngineBacklog(app), telemetryWrites: { pending: telemetry.stats().pending } },
  };
}
