import type { FastifyBaseLogger } from 'fastify';
import type { RunningServer } from '../../../../../server/main';
import { newMsg, type TbMsg } from '../../../../../server/ruleEngine/msg/TbMsg';
import type { RuleNodeDefinition, Stoppable } from '../../../../../server/ruleEngine/node/RuleNodeDefinition';
import type { EntityId } from '../../../../../server/store/ids';
import { newTenantAdmin, saved } from '../../../entityHelpers';
import { RecordingContext, type Routed } from '../../nodeHarness';

/* Shared by the ACTION node tests: entities made through REST, messages, and timers run on demand. */

export type Tenant = Awaited<ReturnType<typeof newTenantAdmin>>;

/** Creates an entity through REST (`/api/device`, `/api/asset`, ...) and answers its id. */
export async function create(server: RunningServer, tenant: Tenant, path: string, body: Record<string, unknown>): Promise<EntityId> {
  const entity = await saved(server.url, path, tenant.token, body);
  return entity.id as EntityId;
}

export function msgOf(originator: EntityId, type: string, data: unknown, metadata: Record<string, string> = {}): TbMsg {
  return newMsg({ type, originator, data: typeof data === 'string' ? data : JSON.stringify(data), metadata });
}

/** One line a node logged: level, bindings and text. */
export interface LogLine {
  level: string;
  bindings: unknown;
  text: string;
}

/** A logger (the server's is pino through fastify) that keeps what it was given. */
function capturingLogger(lines: LogLine[]): FastifyBaseLogger {
  const at = (level: string) => (bindings: unknown, text?: string) => {
    lines.push(typeof bindings === 'string' ? { level, bindings: {}, text: bindings } : { level, bindings, text: text ?? '' });
  };
  const logger = { level: 'info', info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug'), trace: at('trace'), fatal: at('fatal'), silent: () => undefined, child: () => logger };
  return logger as unknown as FastifyBaseLogger;
}

/**
 * A recording context whose periodic tasks also run when the test says (`tick`), so
 * minute-long periods need no waiting, and whose services log into `logLines`.
 */
export class TimedContext extends RecordingContext {
  readonly tasks: (() => void | Promise<void>)[] = [];
  readonly logLines: LogLine[] = [];
  private readonly log = capturingLogger(this.logLines);

  override get services() {
    return { ...super.services, log: this.log };
  }

  override every(periodMs: number, task: () => void | Promise<void>): Stoppable {
    this.tasks.push(task);
    return super.every(periodMs, task);
  }

  async tick(index = 0): Promise<void> {
    await this.tasks[index]!();
  }
}

let counter = 0;

/** startNode with a TimedContext. */
export async function startTimed<C extends object>(server: RunningServer, tenantId: string, definition: RuleNodeDefinition<C>, configuration: Partial<C> = {}) {
  counter++;
  const self = {
    id: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    name: `${definition.name} timed ${counter}`,
    ruleChainId: '00000000-0000-4000-9000-000000000000',
    clazz: definition.clazz,
    debugMode: false,
  };
  const ctx = new TimedContext(server, tenantId, self);
  const node = await definition.init(ctx, { ...definition.defaultConfiguration, ...configuration } as C);
  ctx.node = node;
  return {
    ctx,
    node,
    async run(msg: TbMsg): Promise<Routed[]> {
      const before = ctx.routed.length;
      await node.onMsg(ctx, msg);
      return ctx.routed.slice(before);
    },
    async stop() {
      ctx.stopTimers();
      await node.destroy?.();
    },
  };
}

/** Resolves once `check` passes (polling), or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
