import type { RuleNodeType } from '../../api/types';
import { type EditorGraph, INPUT_NODE_ID, type RelationFlowEdge, type RuleFlowNode } from './graphTypes';
import { type IdFactory, relationEdge, ruleFlowNode } from './metadataGraph';

/*
 * Copy and paste of nodes, also between chains and browser tabs: the copied nodes and the
 * links among them go to localStorage as JSON, without ids, so a paste makes new nodes.
 */

export const CLIPBOARD_KEY = 'tessera.rule-chain-editor.clipboard';

export interface ClipboardNode {
  clazz: string;
  name: string;
  debugMode: boolean;
  configuration: Record<string, unknown>;
  description: string;
  nodeType: RuleNodeType;
  x: number;
  y: number;
}

export interface ClipboardPayload {
  version: 1;
  nodes: ClipboardNode[];
  /** Links among the copied nodes, by index in `nodes`. */
  links: { from: number; to: number; labels: string[] }[];
}

/** The selected rule nodes (never the input node) and the links between them; null when none is selected. */
export function copySelection(graph: EditorGraph, selected: ReadonlySet<string>): ClipboardPayload | null {
  const nodes = graph.nodes.filter((node) => selected.has(node.id) && node.id !== INPUT_NODE_ID);
  if (nodes.length === 0) return null;
  const index = new Map(nodes.map((node, i) => [node.id, i]));
  const links = graph.edges.flatMap((edge) => {
    const from = index.get(edge.source);
    const to = index.get(edge.target);
    return from === undefined || to === undefined ? [] : [{ from, to, labels: [...(edge.data?.labels ?? [])] }];
  });
  return {
    version: 1,
    nodes: nodes.map(({ data, position }) => ({
      clazz: data.clazz, name: data.name, debugMode: data.debugMode, configuration: data.configuration,
      description: data.description, nodeType: data.nodeType, x: position.x, y: position.y,
    })),
    links,
  };
}

/** How far a paste without a target point lands from the copied nodes. */
export const PASTE_OFFSET = 40;

/**
 * New, selected flow nodes and edges for a payload. With `at`, the copied group's top-left
 * corner goes there; without, the group lands PASTE_OFFSET right of and below where it was.
 */
export function pasteNodes(payload: ClipboardPayload, ids: IdFactory, at?: { x: number; y: number }): { nodes: RuleFlowNode[]; edges: RelationFlowEdge[] } {
  const left = Math.min(...payload.nodes.map((node) => node.x));
  const top = Math.min(...payload.nodes.map((node) => node.y));
  const dx = at ? at.x - left : PASTE_OFFSET;
  const dy = at ? at.y - top : PASTE_OFFSET;
  const nodes = payload.nodes.map((node) => ({
    ...ruleFlowNode(ids(), {
      clazz: node.clazz, name: node.name, debugMode: node.debugMode, configuration: node.configuration,
      description: node.description, nodeType: node.nodeType,
    }, { x: node.x + dx, y: node.y + dy }),
    selected: true,
  }));
  const edges = payload.links
    .filter((link) => nodes[link.from] && nodes[link.to] && link.labels.length > 0)
    .map((link) => relationEdge(nodes[link.from]!.id, nodes[link.to]!.id, link.labels));
  return { nodes, edges };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload in `text`, or null when it is not one (another program's data, an old format). */
export function parseClipboard(text: string | null): ClipboardPayload | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.nodes) || !Array.isArray(value.links)) return null;
  const nodesOk = value.nodes.length > 0 && value.nodes.every((node) => isRecord(node) && typeof node.clazz === 'string'
    && typeof node.name === 'string' && typeof node.x === 'number' && typeof node.y === 'number' && isRecord(node.configuration));
  const linksOk = value.links.every((link) => isRecord(link) && typeof link.from === 'number' && typeof link.to === 'number'
    && Array.isArray(link.labels) && link.labels.every((label) => typeof label === 'string'));
  return nodesOk && linksOk ? (value as unknown as ClipboardPayload) : null;
}

export function readClipboard(storage: Pick<Storage, 'getItem'>): ClipboardPayload | null {
  try {
    return parseClipboard(storage.getItem(CLIPBOARD_KEY));
  } catch {
    return null;
  }
}

/** False when the browser refuses (storage full or disabled). */
export function writeClipboard(storage: Pick<Storage, 'setItem'>, payload: ClipboardPayload): boolean {
  try {
    storage.setItem(CLIPBOARD_KEY, JSON.stringify(payload));
    return true;
  } catch {
    return false;
  }
}
