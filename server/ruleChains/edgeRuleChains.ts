import { badField } from '../http/validate';
import type { Stores } from '../store/createStores';
import { entityId } from '../store/ids';
import type { RelationKey } from '../store/RelationStore';
import type { RuleChain } from '../store/RuleChainStore';

/*
 * The tenant's edge rule chain settings (ThingsBoard 3.3 RuleChainController): the edge
 * template root, which new edges start with, and the chains auto-assigned to new edges,
 * recorded as ThingsBoard does, a relation from the tenant to the chain.
 */

const AUTO_ASSIGN_TYPE = 'EdgeAutoAssignRuleChain';
const AUTO_ASSIGN_GROUP = 'EDGE_AUTO_ASSIGN_RULE_CHAIN';

function autoAssignKey(chain: RuleChain): RelationKey {
  return { from: chain.tenantId, to: chain.id, type: AUTO_ASSIGN_TYPE, typeGroup: AUTO_ASSIGN_GROUP };
}

/** `chain` was loaded and access-checked by the route. */
export async function setEdgeTemplateRoot(stores: Stores, chain: RuleChain): Promise<RuleChain> {
  // ThingsBoard would flip a CORE chain's root flag here and take the tenant's root away.
  if (chain.type !== 'EDGE') throw badField('Only an edge rule chain can be the edge template root rule chain!');
  return (await stores.ruleChains.setRoot(chain.id.id))!;
}

/** Marks (or unmarks) `chain` for assignment to every new edge; answers the chain. */
export async function setAutoAssignToEdge(stores: Stores, chain: RuleChain, assign: boolean): Promise<RuleChain> {
  if (!assign) {
    // Not marked is a no-op, as ThingsBoard's relation delete is.
    await stores.relations.delete(autoAssignKey(chain));
    return chain;
  }
  if (chain.type !== 'EDGE') throw badField("Can't assign non EDGE ruleChain to edge!");
  await stores.relations.save({ ...autoAssignKey(chain), additionalInfo: null });
  return chain;
}

/** The tenant's chains marked for new edges. */
export async function autoAssignToEdgeRuleChains(stores: Stores, tenantId: string): Promise<RuleChain[]> {
  const relations = await stores.relations.findByEnds('FROM', [entityId('TENANT', tenantId)], AUTO_ASSIGN_GROUP, AUTO_ASSIGN_TYPE);
  const chains = await Promise.all(relations.filter((relation) => relation.to.entityType === 'RULE_CHAIN').map((relation) => stores.ruleChains.findById(relation.to.id)));
  return chains.filter((chain): chain is RuleChain => chain !== undefined && chain.tenantId.id === tenantId);
}
