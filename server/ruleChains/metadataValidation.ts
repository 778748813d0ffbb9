import { badField } from '../http/validate';
import type { NodeRegistry } from '../ruleEngine/node/NodeRegistry';
import type { Stores } from '../store/createStores';
import type { RuleChain, StoredMetadata } from '../store/RuleChainStore';
import { calledChainId, calledChains, hasNodeCycle, INPUT_NODE_MARKER, isInputNode, nodeName, reachesItself } from './chainGraph';

/*
 * Checks a metadata save beyond the shape metadataInput reads (contract §13.4 "Rule
 * chain ... metadata"). ThingsBoard refuses links to the same node and cycles of links;
 * Tessera also refuses what it cannot run: an unknown node class, a node not made for
 * the chain's type, a call to a chain the tenant does not have, and chains calling
 * each other round in a loop (which ThingsBoard would run until its stack gives out).
 */

export const SELF_RELATION = "Can't create the relation to yourself.";
export const CIRCLING_RELATIONS = "Can't create circling relations in rule chain.";

/** ThingsBoard's validateCircles: first any link to itself, then any cycle. */
function checkConnections(metadata: StoredMetadata): void {
  const edges = new Map<number, Set<number>>();
  for (const connection of metadata.connections) {
    const from = connection.fromIndex as number;
    const to = connection.toIndex as number;
    if (from === to) throw badField(SELF_RELATION);
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  }
  if (hasNodeCycle(metadata.nodes.length, edges)) throw badField(CIRCLING_RELATIONS);
}

function checkNodeClasses(registry: NodeRegistry, chain: RuleChain, metadata: StoredMetadata): void {
  for (const node of metadata.nodes) {
    const clazz = String(node.type);
    const definition = registry.get(clazz);
    if (!definition) throw badField(`Rule node [${nodeName(node)}] has an unknown type: ${clazz}`);
    if (!(definition.ruleChainTypes ?? ['CORE', 'EDGE']).includes(chain.type)) {
      throw badField(`Rule node [${nodeName(node)}] of type ${clazz} can't be used in a ${chain.type} rule chain!`);
    }
  }
}

/** Input nodes call existing chains of the tenant, and no call leads back to this chain. */
async function checkChainCalls(stores: Stores, chain: RuleChain, metadata: StoredMetadata): Promise<void> {
  const inputs = metadata.nodes.filter(isInputNode);
  if (inputs.length === 0) return;
  const tenantId = chain.tenantId.id;
  for (const node of inputs) {
    const target = calledChainId(node);
    if (!target) throw badField(`Rule node [${nodeName(node)}] must name the rule chain it forwards to!`);
    const called = target === chain.id.id ? chain : await stores.ruleChains.findById(target);
    // One text for unknown and foreign chains, so nothing is told about other tenants.
    if (!called || called.tenantId.id !== tenantId) {
      throw badField(`Rule node [${nodeName(node)}] forwards to rule chain [${target}] that doesn't exist!`);
    }
  }
  const calls = new Map<string, ReadonlySet<string>>();
  for (const other of await stores.ruleChains.findWithMetadata(tenantId, INPUT_NODE_MARKER)) calls.set(other.chain.id.id, calledChains(other.metadata));
  calls.set(chain.id.id, calledChains(metadata));
  if (reachesItself(chain.id.id, calls)) throw badField(CIRCLING_RELATIONS);
}

/** Throws 400/31 with the first problem found; the order is ThingsBoard's checks first. */
export async function validateMetadata(stores: Stores, registry: NodeRegistry, chain: RuleChain, metadata: StoredMetadata): Promise<void> {
  checkConnections(metadata);
  checkNodeClasses(registry, chain, metadata);
  await checkChainCalls(stores, chain, metadata);
}
