// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type InternalNode, type NodeProps, ReactFlowProvider } from '@xyflow/react';
import { adoptUserNodes } from '@xyflow/system';
import { updatesThatMeasureOtherwise } from '../../../../plugins/rule-chains/editor/canvas/expectedFrames';
import { type NodeLabels, NodeLabelsContext } from '../../../../plugins/rule-chains/editor/canvas/NodeLabels';
import { RuleNodeView } from '../../../../plugins/rule-chains/editor/canvas/RuleNodeView';
import { EditorContext } from '../../../../plugins/rule-chains/editor/EditorContext';
import type { RuleFlowNode } from '../../../../plugins/rule-chains/editor/model/graphTypes';
import { metadataToGraph, newNodeIds } from '../../../../plugins/rule-chains/editor/model/metadataGraph';
import { NODE_FRAME, withExpectedFrames } from '../../../../plugins/rule-chains/editor/model/nodeFrames';
import type { RuleChainEditorStore } from '../../../../plugins/rule-chains/editor/store/RuleChainEditorStore';
import { FILTER, lookup, RULE_CHAIN, savedMetadata } from './fixtures';

/*
 * Node error and debug badges must not change a node's frame: a chain of 1,000 nodes opens at
 * the frames model/nodeFrames expects, and a node measured otherwise is measured, handled and
 * drawn again with every link (half a second on the bench). Two halves: the badges are out of
 * the node box's flow (the real node view, with the editor's CSS), and React Flow's measurement
 * of a node drawn at its expected frame changes nothing.
 */

const CSS = readFileSync(path.join(__dirname, '../../../../plugins/rule-chains/editor/ruleChainEditor.css'), 'utf8');

const LABELS: NodeLabels = {
  unknownClass: 'Unknown', unknownClassNamed: (clazz) => `Unknown ${clazz}`, debugModeOn: 'Debug mode', nodeError: (error) => `Error: ${error}`, forwardsTo: (name) => `To ${name}`,
};

/** The node view's markup as the canvas renders it, for a node that has (or has not) debug mode and an engine error. */
function nodeMarkup(node: RuleFlowNode, error: string | undefined): string {
  const editor = { definition: lookup, status: { errorOf: () => error, chainName: () => undefined } } as unknown as RuleChainEditorStore;
  const props = { id: node.id, data: node.data, selected: false } as NodeProps<RuleFlowNode>;
  return renderToStaticMarkup(
    createElement(ReactFlowProvider, null,
      createElement(EditorContext.Provider, { value: editor },
        createElement(NodeLabelsContext.Provider, { value: LABELS }, createElement(RuleNodeView, props)))),
  );
}

/** The elements that take part in the node box's layout: those not inside (or being) an absolutely placed element. */
function inFlow(markup: string): string[] {
  document.head.innerHTML = `<style>${CSS}</style>`;
  document.body.innerHTML = `<div class="react-flow__node">${markup}</div>`;
  const box = document.querySelector('.rce-node')!;
  const placedOutside = (element: Element): boolean => {
    for (let e: Element | null = element; e && e !== box; e = e.parentElement) {
      if (['absolute', 'fixed'].includes(window.getComputedStyle(e).position)) return true;
    }
    return false;
  };
  return [...box.querySelectorAll('*')].filter((element) => !placedOutside(element)).map((element) => `${element.tagName}.${element.className}`);
}

const filterNode = (debugMode: boolean) => {
  const node = metadataToGraph(savedMetadata(), lookup, 'Input', newNodeIds()).nodes.find((n) => n.data.clazz === FILTER)!;
  return { ...node, data: { ...node.data, debugMode } };
};

describe('node badges', () => {
  it('are drawn over the node box and leave its laid-out content as it is', () => {
    const plain = nodeMarkup(filterNode(false), undefined);
    const badged = nodeMarkup(filterNode(true), 'queueName should be specified!');
    expect(badged).toContain('rce-badge-debug');
    expect(badged).toContain('Error: queueName should be specified!');
    expect(inFlow(plain).some((element) => element.includes('rce-node-name'))).toBe(true);
    expect(inFlow(badged)).toEqual(inFlow(plain));
  });
});

describe('updatesThatMeasureOtherwise', () => {
  const internals = () => {
    const graph = metadataToGraph(savedMetadata(), lookup, 'Input', newNodeIds());
    const chainNode = { ...graph.nodes[1]!, id: 'rc', data: { ...graph.nodes[1]!.data, clazz: RULE_CHAIN } };
    const lookupMap = new Map<string, InternalNode<RuleFlowNode>>();
    // What React Flow makes of the nodes it is given (the same function, as the canvas does).
    adoptUserNodes(withExpectedFrames([...graph.nodes, chainNode], lookup), lookupMap, new Map(), { nodeOrigin: [0, 0] });
    return lookupMap;
  };
  const element = (width: number, height: number) => ({ offsetWidth: width, offsetHeight: height }) as HTMLDivElement;
  const update = (id: string, width: number, height: number) => [id, { id, nodeElement: element(width, height), force: true }] as const;

  it('drops the first report of nodes drawn at their expected frames, badges or not', () => {
    const nodes = internals();
    const ids = [...nodes.keys()].filter((id) => id !== 'rc');
    expect(ids.length).toBeGreaterThan(2);
    const updates = new Map(ids.map((id) => update(id, nodes.get(id)!.measured.width!, nodes.get(id)!.measured.height!)));
    expect(updatesThatMeasureOtherwise(updates, (id) => nodes.get(id)).size).toBe(0);
    expect(nodes.get(ids[1]!)!.measured).toEqual(NODE_FRAME.ruleNode);
  });

  it('keeps nodes measured otherwise, nodes without known handles, and unknown nodes', () => {
    const nodes = internals();
    const filter = [...nodes.values()].find((node) => node.data.clazz === FILTER)!.id;
    const updates = new Map([update(filter, 180, 60), update('rc', 180, 58), update('gone', 180, 44)]);
    expect([...updatesThatMeasureOtherwise(updates, (id) => nodes.get(id)).keys()]).toEqual([filter, 'rc', 'gone']);
  });
});
