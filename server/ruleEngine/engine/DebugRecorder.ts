import type { FastifyBaseLogger } from 'fastify';
import type { EventStore, EventType } from '../../store/EventStore';
import { entityId } from '../../store/ids';
import type { TbMsg } from '../msg/TbMsg';

/*
 * Debug, lifecycle and error events of rule nodes (contract §10 events endpoint). Writes
 * never hold up a message: they are queued and written in the background, and every so
 * often the newest `perNode` events of a node and `perTenant` of a tenant are kept.
 */

export interface DebugLimits {
  perNode: number;
  perTenant: number;
}

export const DEFAULT_DEBUG_LIMITS: DebugLimits = { perNode: 500, perTenant: 20_000 };

/** How many writes to a node or tenant between two trims. */
const TRIM_EVERY = 50;

export interface NodeRef {
  tenantId: string;
  nodeId: string;
}

interface PendingEvent {
  tenantId: string;
  nodeId: string;
  type: EventType;
  body: unknown;
  ts: number;
}

export class DebugRecorder {
  private readonly queue: PendingEvent[] = [];
  private writing: Promise<void> | undefined;
  private readonly writesSinceTrim = new Map<string, number>();

  constructor(
    private readonly events: EventStore,
    private readonly log: FastifyBaseLogger,
    private readonly limits: DebugLimits = DEFAULT_DEBUG_LIMITS,
  ) {}

  /** An IN or OUT record of a message at a node (DEBUG_RULE_NODE). */
  message(node: NodeRef, direction: 'IN' | 'OUT', msg: TbMsg, relationType?: string, error?: string): void {
    this.push(node, 'DEBUG_RULE_NODE', {
      type: direction,
      server: 'tessera',
      entityId: msg.originator.id,
      entityName: msg.originator.entityType,
      msgId: msg.id,
      msgType: msg.type,
      dataType: msg.dataType,
      relationType: relationType ?? null,
      data: msg.data,
      metadata: JSON.stringify(msg.metadata),
      error: error ?? null,
    });
  }

  /** A node started or stopped (LC_EVENT), with the error when it failed. */
  lifecycle(node: NodeRef, event: 'STARTED' | 'STOPPED', error?: string): void {
    this.push(node, 'LC_EVENT', { server: 'tessera', event, success: error === undefined, error: error ?? null });
  }

  /** A node threw while processing (ERROR). */
  error(node: NodeRef, method: string, error: string): void {
    this.push(node, 'ERROR', { server: 'tessera', method, error });
  }

  private push(node: NodeRef, type: EventType, body: unknown): void {
    this.queue.push({ tenantId: node.tenantId, nodeId: node.nodeId, type, body, ts: Date.now() });
    this.writing ??= this.drain().finally(() => {
      this.writing = undefined;
    });
  }

  /** Resolves when everything recorded so far is written (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const event = this.queue.shift()!;
      try {
        await this.events.save(event.tenantId, entityId('RULE_NODE', event.nodeId), event.type, event.body, event.ts);
        await this.trimIfDue(`${event.nodeId}:${event.type}`, () => this.events.trimEntity(event.nodeId, event.type, this.limits.perNode));
        await this.trimIfDue(`${event.tenantId}:${event.type}`, () => this.events.trimTenant(event.tenantId, event.type, this.limits.perTenant));
      } catch (error) {
        this.log.warn({ err: error }, 'rule engine event not recorded');
      }
    }
  }

  private async trimIfDue(key: string, trim: () => Promise<void>): Promise<void> {
    const count = (this.writesSinceTrim.get(key) ?? 0) + 1;
    if (count < TRIM_EVERY) {
      this.writesSinceTrim.set(key, count);
      return;
    }
    this.writesSinceTrim.set(key, 0);
    await trim();
  }
}
