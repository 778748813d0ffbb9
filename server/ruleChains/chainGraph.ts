import { tb } from '../ruleEngine/node/RuleNodeDefinition';
import { isUuid, type JsonObject } from '../store/ids';
import type { StoredMetadata } from '../store/RuleChainStore';

/*
 * What the stored metadata says about how chains hang together: rule chain input
 * nodes call other chains (configuration.ruleChainId), output nodes return to the
 * caller under their name, and the caller's links out of the input node carry those
 * names as labels (catalogue §4 FLOW).
 */

export const INPUT_NODE_CLASS = tb('flow.TbRuleChainInputNode');
export const OUTPUT_NODE_CLASS = tb('flow.TbRuleChainOutputNode');
/** Searched for in the metadata text to find chains that have input nodes. */
export const INPUT_NODE_MARKER = 'TbRuleChainInputNode';

export function isInputNode(node: JsonObject): boolean {
  return node.type === INPUT_NODE_CLASS;
}

export function isOutputNode(node: JsonObject): boolean {
  return node.type === OUTPUT_NODE_CLASS;
}

export function nodeName(node: JsonObject): string {
  return typeof node.name === 'string' ? node.name : '';
}

/** The chain an input node calls: its configuration's `ruleChainId` (lower case), if it is a uuid. */
export function calledChainId(node: JsonObject): string | undefined {
  const configuration = node.configuration as JsonObject | null | undefined;
  const id = configuration && typeof configuration === 'object' ? configuration.ruleChainId : undefined;
  return isUuid(id) ? id.toLowerCase() : undefined;
}

/** The chains `metadata` calls through its input nodes. */
export function calledChains(metadata: StoredMetadata): Set<string> {
  const called = new Set<string>();
  for (const node of metadata.nodes) {
    const id = isInputNode(node) ? calledChainId(node) : undefined;
    if (id) called.add(id);
  }
  return called;
}

/** Names of the chain's output nodes, sorted and without repeats (ThingsBoard's TreeSet). */
export function outputLabels(metadata: StoredMetadata): string[] {
  const names = new Set(metadata.nodes.filter(isOutputNode).map(nodeName));
  return [...names].sort();
}

/** Labels of the connections leaving node `index`. */
export function labelsFrom(metadata: StoredMetadata, index: number): string[] {
  return metadata.connections.filter((connection) => connection.fromIndex === index).map((connection) => String(connection.type));
}

/** Whether a node-to-node connection path leads from some node back to itself. */
export function hasNodeCycle(nodeCount: number, edges: ReadonlyMap<number, ReadonlySet<number>>): boolean {
  // 0 unvisited, 1 on the current path, 2 done.
  const state = new Uint8Array(nodeCount);
  const visit = (start: number): boolean => {
    // Iterative, so a long chain of nodes cannot overflow the stack.
    const stack: [number, Iterator<number>][] = [[start, (edges.get(start) ?? new Set<number>()).values()]];
    state[start] = 1;
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const next = top[1].next();
      if (next.done) {
        state[top[0]] = 2;
        stack.pop();
        continue;
      }
      const to = next.value;
      if (state[to] === 1) return true;
      if (state[to] === 0) {
        state[to] = 1;
        stack.push([to, (edges.get(to) ?? new Set<number>()).values()]);
      }
    }
    return false;
  };
  for (let node = 0; node < nodeCount; node++) if (state[node] === 0 && visit(node)) return true;
  return false;
}

/** Whether `start` reaches itself following `calls` (chain id -> chains it calls). */
export function reachesItself(start: string, calls: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const seen = new Set<string>();
  const pending = [...(calls.get(start) ?? [])];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === start) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(calls.get(id) ?? []));
  }
  return false;
}
