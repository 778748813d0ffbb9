import type { Stores } from '../store/createStores';
import { entityId, type EntityId } from '../store/ids';
import { nodeIdOf, type RuleChain, type StoredMetadata } from '../store/RuleChainStore';
import { calledChainId, INPUT_NODE_MARKER, isInputNode, isOutputNode, labelsFrom, nodeName } from './chainGraph';

/*
 * Chains that call a chain through rule chain input nodes follow its output nodes by
 * name. GET /api/ruleChain/{id}/output/labels/usage lists those callers, and a metadata
 * save with updateRelated renames their links when an output node is renamed, as
 * ThingsBoard's TbRuleChainService.updateRelatedRuleChains does.
 */

/** ThingsBoard's RuleChainOutputLabelsUsage. */
export interface OutputLabelsUsage {
  ruleChainId: EntityId<'RULE_CHAIN'>;
  ruleNodeId: EntityId<'RULE_NODE'>;
  ruleChainName: string;
  ruleNodeName: string;
  labels: string[];
}

/** Java's String.compareTo: by UTF-16 code units. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The tenant's input nodes calling `chainId` that have links out, by chain name then node name. */
export async function outputLabelsUsage(stores: Stores, tenantId: string, chainId: string): Promise<OutputLabelsUsage[]> {
  const usages: OutputLabelsUsage[] = [];
  for (const { chain, metadata } of await stores.ruleChains.findWithMetadata(tenantId, INPUT_NODE_MARKER)) {
    metadata.nodes.forEach((node, index) => {
      const id = nodeIdOf(node);
      if (!id || !isInputNode(node) || calledChainId(node) !== chainId) return;
      const labels = [...new Set(labelsFrom(metadata, index))].sort();
      if (labels.length === 0) return;
      usages.push({ ruleChainId: chain.id, ruleNodeId: entityId('RULE_NODE', id), ruleChainName: chain.name, ruleNodeName: nodeName(node), labels });
    });
  }
  return usages.sort((a, b) => compareText(a.ruleChainName, b.ruleChainName) || compareText(a.ruleNodeName, b.ruleNodeName));
}

/**
 * Old label -> new label for output nodes renamed between `before` and `after` (the
 * same node id). A label renamed two ways, or still used by another output node, is
 * left alone; nothing is renamed when the set of labels did not change.
 */
export function renamedOutputLabels(before: StoredMetadata, after: StoredMetadata): Map<string, string> {
  const previous = new Map(before.nodes.map((node) => [nodeIdOf(node), node]));
  const oldLabels = new Set<string>();
  const newLabels = new Set<string>();
  const renames = new Map<string, string>();
  const confused = new Set<string>();
  for (const node of after.nodes) {
    const old = isOutputNode(node) ? previous.get(nodeIdOf(node)) : undefined;
    if (!old) continue;
    const [from, to] = [nodeName(old), nodeName(node)];
    oldLabels.add(from);
    newLabels.add(to);
    if (from === to) continue;
    if (renames.has(from) && renames.get(from) !== to) confused.add(from);
    else renames.set(from, to);
  }
  for (const label of [...confused, ...newLabels]) renames.delete(label);
  const same = oldLabels.size === newLabels.size && [...oldLabels].every((label) => newLabels.has(label));
  return same ? new Map() : renames;
}

/** Renames the links out of input nodes calling `chain`; answers the chains changed. */
export async function renameCallerLinks(stores: Stores, chain: RuleChain, renames: ReadonlyMap<string, string>): Promise<string[]> {
  if (renames.size === 0) return [];
  const changed: string[] = [];
  for (const { chain: caller, metadata } of await stores.ruleChains.findWithMetadata(chain.tenantId.id, INPUT_NODE_MARKER)) {
    const callers = new Set(metadata.nodes.flatMap((node, index) => (isInputNode(node) && calledChainId(node) === chain.id.id ? [index] : [])));
    let touched = false;
    const connections = metadata.connections.map((connection) => {
      const renamed = callers.has(connection.fromIndex as number) ? renames.get(String(connection.type)) : undefined;
      if (renamed === undefined) return connection;
      touched = true;
      return { ...connection, type: renamed };
    });
    if (!touched) continue;
    await stores.ruleChains.saveMetadata(caller.id.id, { ...metadata, connections }, caller.firstRuleNodeId?.id ?? null);
    changed.push(caller.id.id);
  }
  return changed;
}
