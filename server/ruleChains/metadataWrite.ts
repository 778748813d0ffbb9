import type { NodeRegistry } from '../ruleEngine/node/NodeRegistry';
import type { Stores } from '../store/createStores';
import { nodeIdOf, type RuleChain, type StoredMetadata } from '../store/RuleChainStore';
import { validateMetadata } from './metadataValidation';

/** Drops what the engine kept for nodes that are gone: their debug, lifecycle and error events and their per-entity state. */
export async function forgetNodes(stores: Stores, nodeIds: readonly string[]): Promise<void> {
  if (nodeIds.length === 0) return;
  await stores.events.deleteForEntities(nodeIds);
  await stores.ruleNodeStates.deleteForNodes(nodeIds);
}

/** The node ids a metadata holds. */
export function nodeIds(metadata: StoredMetadata): string[] {
  return metadata.nodes.map(nodeIdOf).filter((id): id is string => id !== undefined);
}

/**
 * Validates and stores `metadata` as `chain`'s, pointing the chain at its first node
 * and forgetting nodes the chain no longer has. Answers the metadata it replaced.
 */
export async function replaceMetadata(stores: Stores, registry: NodeRegistry, chain: RuleChain, metadata: StoredMetadata): Promise<StoredMetadata> {
  await validateMetadata(stores, registry, chain, metadata);
  const before = await stores.ruleChains.findMetadata(chain.id.id);
  const first = metadata.firstNodeIndex === null ? null : (nodeIdOf(metadata.nodes[metadata.firstNodeIndex]!) ?? null);
  await stores.ruleChains.saveMetadata(chain.id.id, metadata, first);
  const kept = new Set(nodeIds(metadata));
  await forgetNodes(stores, nodeIds(before).filter((id) => !kept.has(id)));
  return before;
}
