import { ApiError } from '../http/errors';
import { loadEntity } from '../http/loadEntity';
import { asObject, badField, optionalEntityId } from '../http/validate';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import type { RuleChain, StoredMetadata } from '../store/RuleChainStore';
import type { EntityId } from '../store/ids';
import { assertCanCreate } from '../tenancy/limits';
import { metadataInput, ruleChainInput } from './ruleChainInput';

/** Contract §5 RuleChainMetaData. */
export type RuleChainMetaData = { ruleChainId: EntityId<'RULE_CHAIN'> } & StoredMetadata;

/** Rule chain saves, deletion, the root flag and metadata for tenant administrators (checked by the routes). */
export class RuleChainService {
  constructor(private readonly stores: Stores) {}

  /** The caller's tenant's chain behind a path id: malformed 400, unknown 404, another tenant's 403. */
  load(rawId: string, caller: SecurityUser): Promise<RuleChain> {
    return loadEntity(rawId, (id) => this.stores.ruleChains.findById(id), (chain) => chain.tenantId.id === caller.tenantId);
  }

  /** Always into the caller's tenant; an existing chain keeps its type and root flag. */
  async save(caller: SecurityUser, body: unknown): Promise<RuleChain> {
    const obj = asObject(body);
    const existingId = optionalEntityId(obj, 'id', 'RULE_CHAIN');
    const input = ruleChainInput(obj);
    return this.stores.transaction(async (stores) => {
      const existing = existingId ? await stores.ruleChains.findById(existingId) : undefined;
      if (existingId && !existing) throw ApiError.notFound();
      if (existing && existing.tenantId.id !== caller.tenantId) throw ApiError.forbidden();
      if (existing) return (await stores.ruleChains.update(existing.id.id, { ...input, type: existing.type }))!;
      await assertCanCreate(stores, caller.tenantId, 'RULE_CHAIN');
      return stores.ruleChains.create(caller.tenantId, input);
    });
  }

  /** `chain` was loaded and access-checked by the route. */
  async delete(chain: RuleChain): Promise<void> {
    await this.stores.transaction(async (stores) => {
      const current = await stores.ruleChains.findById(chain.id.id);
      if (!current) throw ApiError.notFound();
      // Every message of the tenant enters through it.
      if (current.root && current.type === 'CORE') throw badField('Deletion of Root Tenant Rule Chain is prohibited!');
      const [rootOf] = await stores.edges.findByRootRuleChain(current.id.id);
      if (rootOf) throw badField(`Can't delete rule chain that is root for edge [${rootOf.name}]. Please assign another root rule chain first to the edge!`);
      if ((await stores.ruleChains.countReferencingProfiles(current.id.id)) > 0) {
        throw badField('The rule chain referenced by the device profiles cannot be deleted!');
      }
      await stores.ruleChains.delete(current.id.id);
    });
  }

  /** `chain` was loaded and access-checked by the route. */
  async setRoot(chain: RuleChain): Promise<RuleChain> {
    // Edge chains have their own root (the edge template root), which is not this flag.
    if (chain.type !== 'CORE') throw badField('Only a core rule chain can be the root rule chain!');
    return (await this.stores.ruleChains.setRoot(chain.id.id))!;
  }

  async getMetadata(chain: RuleChain): Promise<RuleChainMetaData> {
    return { ruleChainId: chain.id, ...(await this.stores.ruleChains.findMetadata(chain.id.id)) };
  }

  /** Saves the metadata of the chain its `ruleChainId` names, answering it with node ids. */
  async saveMetadata(caller: SecurityUser, body: unknown): Promise<RuleChainMetaData> {
    const obj = asObject(body);
    const chainId = optionalEntityId(obj, 'ruleChainId', 'RULE_CHAIN');
    if (!chainId) throw badField("Parameter 'ruleChainId' can't be empty!");
    const chain = await this.load(chainId, caller);
    const metadata = metadataInput(obj, chain.id.id, Date.now());
    const first = metadata.firstNodeIndex === null ? null : (metadata.nodes[metadata.firstNodeIndex].id as EntityId).id;
    await this.stores.ruleChains.saveMetadata(chain.id.id, metadata, first);
    return this.getMetadata(chain);
  }
}
