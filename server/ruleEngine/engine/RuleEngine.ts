import { errorText, FAILURE, type RuleEngineServices } from '../node/RuleNodeDefinition';
import type { NodeRegistry } from '../node/NodeRegistry';
import { MAIN_QUEUE, type TbMsg } from '../msg/TbMsg';
import type { ScriptEngine } from '../script/ScriptEngine';
import { ChainRuntime, type NodeSlot } from './ChainRuntime';
import type { DebugRecorder } from './DebugRecorder';
import type { EngineInternals } from './EngineInternals';
import { MsgTracker, stackOf, trackerOf, withStack, withTracker, type MsgOutcome } from './MsgTracker';
import { DEFAULT_QUEUE_LIMITS, TenantQueue, type QueueLimits, type QueueStats } from './TenantQueue';

/*
 * The rule engine (architecture "Data flow", step 2): every message of a tenant runs
 * through a rule chain of that tenant, the device profile's if it names one, else the
 * tenant's root chain. Chains start on first use and restart when saved. `submit`
 * resolves when every branch of the message settled, so a transport that waits for it
 * acknowledges only what the chain's Save nodes committed.
 */

/** Calls into other chains deeper than this fail: a guard against loops the save check missed. */
const MAX_CHAIN_DEPTH = 16;
const SEQUENTIAL_QUEUE = 'SequentialByOriginator';
/** Device-to-profile entries remembered per tenant. */
const MAX_CACHED_DEVICES = 100_000;

export interface SubmitOptions {
  /** Run through this chain instead of the originator's. */
  ruleChainId?: string;
  /** The originator device's profile, when the caller knows it (saves a lookup). */
  deviceProfileId?: string;
}

interface Entry {
  ruleChainId: string | undefined;
  queueName: string;
}

interface ProfileRoute {
  ruleChainId: string | null;
  queueName: string | null;
}

class TenantState {
  readonly queues = new Map<string, TenantQueue>();
  readonly chains = new Map<string, Promise<ChainRuntime | undefined>>();
  root: Promise<string | undefined> | undefined;
  readonly profiles = new Map<string, Promise<ProfileRoute>>();
  readonly deviceProfiles = new Map<string, string>();

  constructor(readonly tenantId: string) {}
}

export interface RuleEngineOptions {
  queueLimits?: Partial<QueueLimits>;
}

export class RuleEngine implements EngineInternals {
  private readonly tenants = new Map<string, TenantState>();
  private readonly queueLimits: QueueLimits;
  private readonly stopListening: () => void;
  private closed = false;

  constructor(
    readonly services: RuleEngineServices,
    readonly registry: NodeRegistry,
    readonly scripts: ScriptEngine,
    readonly debug: DebugRecorder,
    options: RuleEngineOptions = {},
  ) {
    this.queueLimits = { ...DEFAULT_QUEUE_LIMITS, ...options.queueLimits };
    this.stopListening = services.entityChanges.on((change) => {
      const tenant = this.tenants.get(change.tenantId);
      if (!tenant) return;
      switch (change.entityId.entityType) {
        case 'RULE_CHAIN':
          this.dropChain(tenant, change.entityId.id);
          break;
        case 'DEVICE_PROFILE':
          tenant.profiles.delete(change.entityId.id);
          break;
        case 'DEVICE':
          tenant.deviceProfiles.delete(change.entityId.id);
          break;
        case 'TENANT':
          if (change.kind === 'DELETED') void this.forgetTenant(change.tenantId);
          break;
      }
    });
  }

  /**
   * Runs `msg` through its chain; resolves when every branch settled. Rejects with
   * QueueFullError when the tenant's queue is full (nothing was taken).
   */
  async submit(tenantId: string, msg: TbMsg, options: SubmitOptions = {}): Promise<MsgOutcome> {
    if (this.closed) throw new Error('Rule engine is stopped');
    const tenant = this.tenant(tenantId);
    const entry = await this.entryOf(tenant, msg, options);
    if (!entry.ruleChainId) return { failed: false };
    const ruleChainId = entry.ruleChainId;
    const queued = entry.queueName === msg.queueName ? msg : { ...msg, queueName: entry.queueName };
    return this.queue(tenant, entry.queueName).run(msg.originator.id, async () => {
      const chain = await this.chain(tenant, ruleChainId);
      const first = chain?.first;
      if (!first) return { failed: false };
      return new Promise<MsgOutcome>((resolve) => {
        const tracker = new MsgTracker(resolve);
        this.schedule(first, queued, tracker);
      });
    });
  }

  /** Fire and forget (entity events, alarm events): a full queue or a failure is logged. */
  enqueue(tenantId: string, msg: TbMsg): void {
    this.submit(tenantId, msg).catch((error: unknown) => this.services.log.warn({ err: error, msgType: msg.type }, 'rule engine message dropped'));
  }

  /** Queue counters per tenant and queue name, for benches and monitoring. */
  stats(): Record<string, Record<string, QueueStats>> {
    const result: Record<string, Record<string, QueueStats>> = {};
    for (const [tenantId, tenant] of this.tenants) {
      result[tenantId] = Object.fromEntries([...tenant.queues].map(([name, queue]) => [name, queue.stats()]));
    }
    return result;
  }

  /** The started chain, for its state (node errors); starts it when needed. */
  async chainState(tenantId: string, ruleChainId: string): Promise<{ error?: string; nodeErrors: Record<string, string> } | undefined> {
    const chain = await this.chain(this.tenant(tenantId), ruleChainId);
    if (!chain) return undefined;
    const nodeErrors: Record<string, string> = {};
    for (const slot of chain.slots) if (slot.initError) nodeErrors[slot.self.id] = slot.initError;
    return { error: chain.error, nodeErrors };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    const tenants = [...this.tenants.keys()];
    await Promise.all(tenants.map((tenantId) => this.forgetTenant(tenantId)));
    await this.debug.flush();
    this.scripts.close();
  }

  // --- routing (EngineInternals) ---

  route(from: NodeSlot, msg: TbMsg, relations: readonly string[], error?: string): void {
    const tracker = trackerOf(msg) ?? new MsgTracker();
    if (from.self.debugMode) this.debug.message(from.ref, 'OUT', msg, relations.join(', '), error);
    const wanted = new Set(relations.map((relation) => relation.toLowerCase()));
    // An output node returns its message to the calling chain; only a failure stays here.
    if (from.isOutput && !wanted.has(FAILURE.toLowerCase())) {
      this.returnFromChain(from, msg, tracker);
      return;
    }
    const targets = from.targets(wanted);
    if (targets.length === 0) {
      if (wanted.has(FAILURE.toLowerCase())) tracker.fail(error ?? `Rule node "${from.self.name}" failed the message`);
      return;
    }
    for (const index of targets) this.schedule(from.chain.slots[index]!, msg, tracker);
  }

  /**
   * Checkpoint: the message continues from `from` on `relations` as a new message of the
   * queue `queueName` (its own queue by default). As in ThingsBoard, the original is done
   * once the queue took the copy; waiting for the copy instead could deadlock a queue
   * whose slots all wait on themselves. A full queue fails the original.
   */
  requeue(from: NodeSlot, msg: TbMsg, relations: readonly string[], queueName?: string): void {
    const tracker = trackerOf(msg);
    const tenant = this.tenant(from.chain.tenantId);
    const name = queueName || msg.queueName || MAIN_QUEUE;
    const queue = this.queue(tenant, name);
    if (queue.wouldRefuse(msg.originator.id)) {
      tracker?.fail(`Rule engine queue ${name} is full`);
      return;
    }
    const copy: TbMsg = { ...msg, queueName: name };
    queue
      .run(msg.originator.id, () =>
        new Promise<void>((resolve) => {
          const branch = new MsgTracker(() => resolve());
          branch.add();
          this.route(from, withTracker(copy, branch), relations);
          branch.finish();
        }),
      )
      .catch((error: unknown) => this.services.log.warn({ err: error, msgType: msg.type }, 'checkpoint message dropped'));
  }

  callChain(from: NodeSlot, msg: TbMsg, ruleChainId: string): void {
    const tracker = trackerOf(msg) ?? new MsgTracker();
    const stack = stackOf(msg);
    const fail = (text: string) => from.ctx.tellFailure(withTracker(msg, tracker), text);
    tracker.add();
    if (stack.length >= MAX_CHAIN_DEPTH) {
      fail(`Rule chain calls nested deeper than ${MAX_CHAIN_DEPTH}`);
      tracker.finish();
      return;
    }
    this.chain(this.tenant(from.chain.tenantId), ruleChainId)
      .then((chain) => {
        const first = chain?.first;
        if (!first) return fail(`Rule chain with id [${ruleChainId}] is not found`);
        this.schedule(first, withStack(msg, [...stack, { ruleChainId: from.chain.id, nodeId: from.self.id }]), tracker);
      })
      .catch((error: unknown) => fail(errorText(error)))
      .finally(() => tracker.finish());
  }

  deliverDetached(to: NodeSlot, msg: TbMsg): void {
    this.schedule(to, msg, new MsgTracker());
  }

  private returnFromChain(output: NodeSlot, msg: TbMsg, tracker: MsgTracker): void {
    const stack = stackOf(msg);
    const caller = stack[stack.length - 1];
    // Called from no chain (the chain ran on its own): the message ends here.
    if (!caller) return;
    tracker.add();
    this.chain(this.tenant(output.chain.tenantId), caller.ruleChainId)
      .then((chain) => {
        const slot = chain?.slots.find((candidate) => candidate.self.id === caller.nodeId);
        if (!slot) throw new Error(`The calling rule chain node of output "${output.self.name}" is gone (its chain was changed)`);
        this.route(slot, withTracker(withStack(msg, stack.slice(0, -1)), tracker), [output.self.name]);
      })
      .catch((error: unknown) => tracker.fail(errorText(error)))
      .finally(() => tracker.finish());
  }

  private schedule(to: NodeSlot, msg: TbMsg, tracker: MsgTracker): void {
    tracker.add();
    const delivered = trackerOf(msg) === tracker ? msg : withTracker(msg, tracker);
    queueMicrotask(() => void this.deliver(to, delivered, tracker));
  }

  private async deliver(to: NodeSlot, msg: TbMsg, tracker: MsgTracker): Promise<void> {
    try {
      if (to.self.debugMode) this.debug.message(to.ref, 'IN', msg);
      if (!to.node) {
        to.ctx.tellFailure(msg, to.initError ?? `Rule node "${to.self.name}" is not running`);
        return;
      }
      await to.node.onMsg(to.ctx, msg);
    } catch (error) {
      this.debug.error(to.ref, 'onMsg', errorText(error));
      to.ctx.tellFailure(msg, error);
    } finally {
      tracker.finish();
    }
  }

  // --- tenants, chains, queues ---

  private tenant(tenantId: string): TenantState {
    let tenant = this.tenants.get(tenantId);
    if (!tenant) {
      tenant = new TenantState(tenantId);
      this.tenants.set(tenantId, tenant);
    }
    return tenant;
  }

  private queue(tenant: TenantState, name: string): TenantQueue {
    let queue = tenant.queues.get(name);
    if (!queue) {
      queue = new TenantQueue(tenant.tenantId, name, { ...this.queueLimits, sequentialByOriginator: name === SEQUENTIAL_QUEUE });
      tenant.queues.set(name, queue);
    }
    return queue;
  }

  private chain(tenant: TenantState, ruleChainId: string): Promise<ChainRuntime | undefined> {
    let chain = tenant.chains.get(ruleChainId);
    if (!chain) {
      chain = this.startChain(tenant.tenantId, ruleChainId);
      tenant.chains.set(ruleChainId, chain);
      // A failed load is tried again by the next message.
      chain.catch(() => tenant.chains.get(ruleChainId) === chain && tenant.chains.delete(ruleChainId));
    }
    return chain;
  }

  private async startChain(tenantId: string, ruleChainId: string): Promise<ChainRuntime | undefined> {
    const row = await this.services.stores.ruleChains.findById(ruleChainId);
    if (!row || row.tenantId.id !== tenantId) return undefined;
    const metadata = await this.services.stores.ruleChains.findMetadata(ruleChainId);
    const chain = new ChainRuntime(this, { id: ruleChainId, tenantId, name: row.name, metadata });
    await chain.start();
    return chain;
  }

  private dropChain(tenant: TenantState, ruleChainId: string): void {
    const chain = tenant.chains.get(ruleChainId);
    tenant.chains.delete(ruleChainId);
    tenant.root = undefined;
    void chain?.then((running) => running?.stop()).catch(() => undefined);
  }

  private async forgetTenant(tenantId: string): Promise<void> {
    const tenant = this.tenants.get(tenantId);
    this.tenants.delete(tenantId);
    if (tenant) {
      const chains = await Promise.allSettled([...tenant.chains.values()]);
      for (const result of chains) if (result.status === 'fulfilled') await result.value?.stop();
    }
    this.scripts.forgetTenant(tenantId);
  }

  private async entryOf(tenant: TenantState, msg: TbMsg, options: SubmitOptions): Promise<Entry> {
    if (options.ruleChainId) return { ruleChainId: options.ruleChainId, queueName: msg.queueName };
    if (msg.originator.entityType === 'DEVICE') {
      const profileId = options.deviceProfileId ?? (await this.deviceProfileOf(tenant, msg.originator.id));
      if (profileId) {
        const route = await this.profileRoute(tenant, profileId);
        const queueName = route.queueName || msg.queueName;
        if (route.ruleChainId) return { ruleChainId: route.ruleChainId, queueName };
        return { ruleChainId: await this.rootOf(tenant), queueName };
      }
    }
    return { ruleChainId: await this.rootOf(tenant), queueName: msg.queueName };
  }

  private rootOf(tenant: TenantState): Promise<string | undefined> {
    tenant.root ??= this.services.stores.ruleChains.findRoot(tenant.tenantId, 'CORE').then((chain) => chain?.id.id);
    return tenant.root;
  }

  private async deviceProfileOf(tenant: TenantState, deviceId: string): Promise<string | undefined> {
    const cached = tenant.deviceProfiles.get(deviceId);
    if (cached) return cached;
    const device = await this.services.stores.devices.findById(deviceId);
    if (!device) return undefined;
    if (tenant.deviceProfiles.size >= MAX_CACHED_DEVICES) tenant.deviceProfiles.clear();
    tenant.deviceProfiles.set(deviceId, device.deviceProfileId.id);
    return device.deviceProfileId.id;
  }

  private profileRoute(tenant: TenantState, profileId: string): Promise<ProfileRoute> {
    let route = tenant.profiles.get(profileId);
    if (!route) {
      route = this.services.stores.deviceProfiles.findById(profileId).then((profile) => ({
        ruleChainId: profile?.defaultRuleChainId?.id ?? null,
        queueName: profile?.defaultQueueName ?? null,
      }));
      tenant.profiles.set(profileId, route);
    }
    return route;
  }
}
