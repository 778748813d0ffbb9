import { ApiError } from '../http/errors';
import { loadEntity } from '../http/loadEntity';
import { asObject, badField, optionalBoolean, optionalEntityId } from '../http/validate';
import type { EntityChangeBus, EntityChangeKind } from '../ruleEngine/EntityChangeBus';
import type { NodeRegistry } from '../ruleEngine/node/NodeRegistry';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import type { RuleChain, StoredMetadata } from '../store/RuleChainStore';
import { entityId, type EntityId } from '../store/ids';
import { assertCanCreate } from '../tenancy/limits';
import { calledChains, INPUT_NODE_MARKER, outputLabels } from './chainGraph';
import { forgetNodes, nodeIds, replaceMetadata } from './metadataWrite';
import { renameCallerLinks, renamedOutputLabels } from './relatedChains';
import { metadataInput, ruleChainInput, ruleChainName } from './ruleChainInput';

const ANOTHER_ROOT = 'Another root rule chain is present in scope of current tenant!';
const ANOTHER_EDGE_ROOT = 'Another edge template root rule chain is present in scope of current tenant!';

/** Contract §5 RuleChainMetaData. */
export type RuleChainMetaData = { ruleChainId: EntityId<'RULE_CHAIN'> } & StoredMetadata;

/** What the service needs of the engine: the node classes it can run, and where to announce changed chains. */
export interface RuleChainEngine {
  registry: NodeRegistry;
  entityChanges: EntityChangeBus;
}

/**
 * Rule chain saves, deletion, the root flag and metadata for tenant administrators
 * (checked by the routes). Every change is announced on the entity change bus once
 * committed, so the engine restarts the chain without a server restart.
 */
export class RuleChainService {
  constructor(
    private readonly stores: Stores,
    private readonly engine: RuleChainEngine,
  ) {}

  /** Tells the engine; called after the change is committed, so a restarted chain reads the new metadata. */
  announce(tenantId: string, ruleChainIds: readonly string[], kind: EntityChangeKind): void {
    for (const id of new Set(ruleChainIds)) this.engine.entityChanges.emit({ tenantId, entityId: entityId('RULE_CHAIN', id), kind });
  }

  /** The caller's tenant's chain behind a path id: malformed 400, unknown 404, another tenant's 403. */
  load(rawId: string, caller: SecurityUser): Promise<RuleChain> {
    return loadEntity(rawId, (id) => this.stores.ruleChains.findById(id), (chain) => chain.tenantId.id === caller.tenantId, 'Rule chain');
  }

  /**
   * Always into the caller's tenant; an existing chain keeps its type and root flag.
   * `root: true` is refused while another chain is its type's root, as ThingsBoard's
   * validator does; with no root yet (an edge template root), the chain becomes it.
   */
  async save(caller: SecurityUser, body: unknown): Promise<RuleChain> {
    const obj = asObject(body);
    const existingId = optionalEntityId(obj, 'id', 'RULE_CHAIN');
    const input = ruleChainInput(obj);
    const wantsRoot = optionalBoolean(obj, 'root', false);
    const [chain, kind] = await this.stores.transaction(async (stores): Promise<[RuleChain, EntityChangeKind]> => {
      const existing = existingId ? await stores.ruleChains.findById(existingId) : undefined;
      if (existingId && !existing) throw ApiError.notFound();
      if (existing && existing.tenantId.id !== caller.tenantId) throw ApiError.forbidden();
      const type = existing?.type ?? input.type;
      const root = wantsRoot ? await stores.ruleChains.findRoot(caller.tenantId, type) : undefined;
      if (root && root.id.id !== existingId) throw badField(type === 'CORE' ? ANOTHER_ROOT : ANOTHER_EDGE_ROOT);
      let saved: RuleChain;
      if (existing) {
        saved = (await stores.ruleChains.update(existing.id.id, { ...input, type }))!;
      } else {
        await assertCanCreate(stores, caller.tenantId, 'RULE_CHAIN');
        saved = await stores.ruleChains.create(caller.tenantId, input);
      }
      if (wantsRoot && !root) saved = (await stores.ruleChains.setRoot(saved.id.id))!;
      return [saved, existing ? 'UPDATED' : 'CREATED'];
    });
    this.announce(caller.tenantId, [chain.id.id], kind);
    return chain;
  }

  /** POST /api/ruleChain/device/default: a new non-root CORE chain with the default device graph. */
  async createDefault(caller: SecurityUser, body: unknown): Promise<RuleChain> {
    const obj = asObject(body);
    const name = ruleChainName(obj);
    const chain = await this.stores.transaction(async (stores) => {
      await assertCanCreate(stores, caller.tenantId, 'RULE_CHAIN');
      return stores.ruleChains.createDefault(caller.tenantId, name);
    });
    this.announce(caller.tenantId, [chain.id.id], 'CREATED');
    return chain;
  }

  /** `chain` was loaded and access-checked by the route. Its nodes' events and state go with it. */
  async delete(chain: RuleChain): Promise<void> {
    const tenantId = chain.tenantId.id;
    const callers = await this.stores.transaction(async (stores) => {
      const current = await stores.ruleChains.findById(chain.id.id);
      if (!current) throw ApiError.notFound();
      // Every message of the tenant (or every new edge's) enters through a root chain.
      if (current.root) throw badField('Deletion of Root Tenant Rule Chain is prohibited!');
      const [rootOf] = await stores.edges.findByRootRuleChain(current.id.id);
      if (rootOf) throw badField(`Can't delete rule chain that is root for edge [${rootOf.name}]. Please assign another root rule chain first to the edge!`);
      if ((await stores.ruleChains.countReferencingProfiles(current.id.id)) > 0) {
        throw badField('The rule chain referenced by the device profiles cannot be deleted!');
      }
      const metadata = await stores.ruleChains.findMetadata(current.id.id);
      await stores.ruleChains.delete(current.id.id);
      await forgetNodes(stores, [...nodeIds(metadata), current.id.id]);
      // Chains whose input nodes forwarded here restart, so their nodes report the missing chain.
      const others = await stores.ruleChains.findWithMetadata(tenantId, INPUT_NODE_MARKER);
      return others.filter((other) => calledChains(other.metadata).has(current.id.id)).map((other) => other.chain.id.id);
    });
    this.announce(tenantId, [chain.id.id], 'DELETED');
    this.announce(tenantId, callers, 'UPDATED');
  }

  /** `chain` was loaded and access-checked by the route. */
  async setRoot(chain: RuleChain): Promise<RuleChain> {
    // Edge chains have their own root (the edge template root), which is not this flag.
    if (chain.type !== 'CORE') throw badField('Only a core rule chain can be the root rule chain!');
    const tenantId = chain.tenantId.id;
    const previous = await this.stores.ruleChains.findRoot(tenantId, 'CORE');
    const root = (await this.stores.ruleChains.setRoot(chain.id.id))!;
    this.announce(tenantId, previous ? [previous.id.id, root.id.id] : [root.id.id], 'UPDATED');
    return root;
  }

  async getMetadata(chain: RuleChain): Promise<RuleChainMetaData> {
    return { ruleChainId: chain.id, ...(await this.stores.ruleChains.findMetadata(chain.id.id)) };
  }

  /**
   * Saves the metadata of the chain its `ruleChainId` names, answering it with node ids.
   * With `updateRelated`, the links of chains calling this one follow renamed output nodes.
   */
  async saveMetadata(caller: SecurityUser, body: unknown, updateRelated = true): Promise<RuleChainMetaData> {
    const obj = asObject(body);
    const chainId = optionalEntityId(obj, 'ruleChainId', 'RULE_CHAIN');
    if (!chainId) throw badField("Parameter 'ruleChainId' can't be empty!");
    const chain = await this.load(chainId, caller);
    const metadata = metadataInput(obj, chain.id.id, Date.now());
    const related = await this.stores.transaction(async (stores) => {
      const before = await replaceMetadata(stores, this.engine.registry, chain, metadata);
      return updateRelated ? renameCallerLinks(stores, chain, renamedOutputLabels(before, metadata)) : [];
    });
    this.announce(chain.tenantId.id, [chain.id.id, ...related], 'UPDATED');
    return this.getMetadata(chain);
  }

  /** Names of the chain's output nodes, sorted. */
  async outputLabels(chain: RuleChain): Promise<string[]> {
    return outputLabels(await this.stores.ruleChains.findMetadata(chain.id.id));
  }
}
