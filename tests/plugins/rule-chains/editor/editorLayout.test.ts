import { describe, expect, it, vi } from 'vitest';
import type { PluginManifest } from '@tessera/sdk';
import type { RuleChainApi } from '../../../../plugins/rule-chains/api/ruleChainApi';
import type { RuleChain } from '../../../../plugins/rule-chains/api/types';
import { inlineLayoutRunner, type LayoutRunner } from '../../../../plugins/rule-chains/editor/layout/layoutRunner';
import { INPUT_NODE_ID } from '../../../../plugins/rule-chains/editor/model/graphTypes';
import type { NodeStatusStore } from '../../../../plugins/rule-chains/editor/store/NodeStatusStore';
import { RuleChainEditorStore } from '../../../../plugins/rule-chains/editor/store/RuleChainEditorStore';
import { CHAIN_ID, DEFINITIONS, FILTER, savedMetadata } from './fixtures';

const chain: RuleChain = { id: CHAIN_ID, createdTime: 1, name: 'Imported', type: 'CORE', root: false, debugMode: false };
const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

function editorWith(options: { positions: boolean; layout?: LayoutRunner; manifests?: PluginManifest[] }) {
  const metadata = savedMetadata();
  if (!options.positions) for (const node of metadata.nodes) node.additionalInfo = null;
  const api = { chain: async () => chain, components: async () => DEFINITIONS, metadata: async () => metadata } as unknown as RuleChainApi;
  const status = { loadErrors: vi.fn(async () => undefined), loadChainNames: vi.fn(async () => undefined) } as unknown as NodeStatusStore;
  return new RuleChainEditorStore(api, status, 'Input', {
    layout: options.layout ?? inlineLayoutRunner(), storage: memory(), paletteManifests: async () => options.manifests ?? [],
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};
const spread = (editor: RuleChainEditorStore) => new Set(editor.graph.nodes.map((n) => `${n.position.x},${n.position.y}`)).size;

describe('rule chain editor: auto-layout off the page', () => {
  it('opens an imported chain without positions at once and lays it out as loaded: nothing to save or undo', async () => {
    const editor = editorWith({ positions: false });
    await editor.load(CHAIN_ID.id);
    expect(editor.loading).toBe(false);
    expect(editor.layingOut).toBe(true);
    await until(() => !editor.layingOut);
    expect(editor.layoutCount).toBe(1);
    expect(spread(editor)).toBe(editor.graph.nodes.length);
    expect(editor.graph.dirty).toBe(false);
    expect(editor.graph.history.canUndo).toBe(false);
  });

  it('lays a chain out again as one undo step', async () => {
    const editor = editorWith({ positions: true });
    await editor.load(CHAIN_ID.id);
    const before = editor.graph.nodes.map((n) => n.position);
    const run = editor.layoutNodes();
    expect(editor.layingOut).toBe(true);
    await run;
    expect(editor.graph.dirty).toBe(true);
    editor.graph.undo();
    expect(editor.graph.nodes.map((n) => n.position)).toEqual(before);
    expect(editor.graph.dirty).toBe(false);
    editor.graph.redo();
    expect(editor.graph.dirty).toBe(true);
  });

  it('cancel leaves every node where it was; a failure is reported until dismissed', async () => {
    const editor = editorWith({ positions: true });
    await editor.load(CHAIN_ID.id);
    const before = editor.graph.nodes;
    const run = editor.layoutNodes();
    editor.cancelLayout();
    await run;
    expect(editor.graph.nodes).toBe(before);
    expect(editor.layoutError).toBeNull();

    const failing = editorWith({ positions: true, layout: () => ({ promise: Promise.reject(new Error('out of memory')), cancel: () => undefined }) });
    await failing.load(CHAIN_ID.id);
    await failing.layoutNodes();
    expect(failing.layoutError).toBe('out of memory');
    expect(failing.graph.history.canUndo).toBe(false);
    failing.dismissLayoutError();
    expect(failing.layoutError).toBeNull();
  });

  it('merges the manifests into the palette and the canvas definitions', async () => {
    const manifests = [{ id: 'acme.x', version: '1.0.0', name: 'x', contributes: { ruleNodeEditors: [{ clazz: FILTER, description: 'From the manifest' }, { clazz: 'com.acme.Ghost', name: 'ghost' }] } }];
    const editor = editorWith({ positions: true, manifests });
    await editor.load(CHAIN_ID.id);
    expect(editor.definition(FILTER)?.configurationDescriptor.nodeDefinition.description).toBe('From the manifest');
    const listed = editor.palette.flatMap((group) => group.definitions.map((d) => d.clazz));
    expect(listed.sort()).toEqual(DEFINITIONS.map((d) => d.clazz).sort());
    expect(editor.graph.nodes.some((n) => n.id === INPUT_NODE_ID)).toBe(true);
  });
});
