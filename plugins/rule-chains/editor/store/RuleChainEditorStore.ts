import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PluginManifest } from '@tessera/sdk';
import type { RuleChainApi } from '../../api/ruleChainApi';
import { type ComponentDescriptor, type RuleChain, type RuleChainState, SELECTABLE_NODE_TYPES } from '../../api/types';
import { LayoutCancelled, type LayoutJob, type LayoutRunner, inlineLayoutRunner } from '../layout/layoutRunner';
import { layoutInput } from '../model/autoLayout';
import { readClipboard, writeClipboard } from '../model/clipboard';
import { INPUT_NODE_ID } from '../model/graphTypes';
import { graphToMetadata, metadataToGraph } from '../model/metadataGraph';
import { withExpectedFrames } from '../model/nodeFrames';
import { RULE_CHAIN_INPUT_CLASS, targetChainId } from '../model/nodeTypes';
import { withManifestFields } from '../model/paletteEntries';
import { type RelationChoices, relationChoices } from '../model/relationChoices';
import { type EditorPreload, takePreload } from '../preload';
import { EditorGraphStore, type NodeFields } from './EditorGraphStore';
import type { NodeStatusStore } from './NodeStatusStore';

/** The dialog the editor shows, if any. */
export type EditorDialog =
  | { kind: 'node'; nodeId: string }
  | { kind: 'new-node'; clazz: string; position: { x: number; y: number } }
  | { kind: 'link'; source: string; target: string; edgeId?: string; choices: RelationChoices; labels: string[] }
  | { kind: 'connect' }
  | { kind: 'shortcuts' };

/** What the page gives the store besides the API: where manifests and layouts come from, and the clipboard's storage. */
export interface EditorStoreOptions {
  /** The rule-node-ui manifests (installed bundles first), read without loading editor code; never rejects. */
  paletteManifests?: () => Promise<PluginManifest[]>;
  /** Runs auto-layouts: the worker in the page, on the calling thread by default. */
  layout?: LayoutRunner;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export type SelectableType = (typeof SELECTABLE_NODE_TYPES)[number];

/**
 * One open rule chain: loads the chain, the node definitions and the metadata, holds the
 * graph being edited, the dialogs, and saves. The canvas, palette and toolbar are views of it.
 */
export class RuleChainEditorStore {
  chain: RuleChain | null = null;
  definitions: ComponentDescriptor[] = [];
  loading = true;
  loadError: string | null = null;
  saving = false;
  dialog: EditorDialog | null = null;
  /** The node whose debug panel is open. */
  debugNodeId: string | null = null;
  showMinimap = true;
  /** An auto-layout is running (in the layout worker). */
  layingOut = false;
  /** Why the last auto-layout failed, until dismissed. */
  layoutError: string | null = null;
  /** Counts applied layouts, so that the page fits the view after each. */
  layoutCount = 0;
  readonly graph = new EditorGraphStore();
  private byClass = new Map<string, ComponentDescriptor>();
  private layoutJob: LayoutJob | null = null;
  private readonly paletteManifests: () => Promise<PluginManifest[]>;
  private readonly runLayout: LayoutRunner;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'>;

  constructor(
    private readonly api: RuleChainApi,
    readonly status: NodeStatusStore,
    private readonly inputLabel: string,
    options: EditorStoreOptions = {},
  ) {
    this.paletteManifests = options.paletteManifests ?? (async () => []);
    this.runLayout = options.layout ?? inlineLayoutRunner();
    this.storage = options.storage ?? window.localStorage;
    // Server objects stay plain (they go to dialogs and editors as they came).
    makeAutoObservable<RuleChainEditorStore, 'api' | 'byClass' | 'storage' | 'paletteManifests' | 'runLayout' | 'layoutJob'>(this, {
      api: false, byClass: false, storage: false, status: false, graph: false, paletteManifests: false, runLayout: false, layoutJob: false,
      chain: observableRef, definitions: observableRef, dialog: observableRef,
    });
  }

  /**
   * Lays the chain out again in the layout worker, one undo step; the page stays usable
   * meanwhile. `asLoaded` places a chain just loaded without positions (nothing to save).
   */
  async layoutNodes(asLoaded = false): Promise<void> {
    if (this.layingOut) return;
    const job = this.runLayout(layoutInput(this.graph.graph));
    this.layoutJob = job;
    this.layingOut = true;
    this.layoutError = null;
    try {
      const positions = await job.promise;
      runInAction(() => {
        this.graph.applyLayout(positions, asLoaded);
        this.layoutCount += 1;
      });
    } catch (error) {
      if (!(error instanceof LayoutCancelled)) {
        runInAction(() => (this.layoutError = error instanceof Error ? error.message : String(error)));
      }
    } finally {
      runInAction(() => {
        this.layingOut = false;
        this.layoutJob = null;
      });
    }
  }

  /** Stops a running layout; the nodes stay where they are. */
  cancelLayout(): void {
    this.layoutJob?.cancel();
  }

  dismissLayoutError(): void {
    this.layoutError = null;
  }

  definition(clazz: string): ComponentDescriptor | undefined {
    return this.byClass.get(clazz);
  }

  /** Palette groups: the six selectable types, each with the definitions the server runs (manifest fields merged), by name. */
  get palette(): { type: SelectableType; definitions: ComponentDescriptor[] }[] {
    return SELECTABLE_NODE_TYPES.map((type) => ({
      type,
      definitions: this.definitions.filter((d) => d.type === type).sort((a, b) => a.name.localeCompare(b.name)),
    }));
  }

  /** Opens a chain; `preload` holds its requests if they were started when the route matched (editor/preload). */
  async load(ruleChainId: string, preload?: EditorPreload): Promise<void> {
    const started = takePreload(preload, ruleChainId);
    // Marks for bench/rule-chain-editor's breakdown of the open time.
    performance.mark('rce:load-start');
    this.loading = true;
    this.loadError = null;
    try {
      // All at once; the definitions asked for are a core chain's, asked again for an edge chain.
      // The manifests describe the classes (name, icon, description, docs) before any editor loads.
      const [chain, coreDefinitions, metadata, manifests] = await Promise.all([
        started?.chain ?? this.api.chain(ruleChainId), started?.coreDefinitions ?? this.api.components('CORE'),
        started?.metadata ?? this.api.metadata(ruleChainId), (started?.manifests ?? this.paletteManifests()).catch(() => []),
      ]);
      performance.mark('rce:fetched');
      const served = chain.type === 'CORE' ? coreDefinitions : await this.api.components(chain.type);
      const definitions = withManifestFields(served, manifests);
      runInAction(() => {
        this.chain = chain;
        this.definitions = definitions;
        this.byClass = new Map(definitions.map((d) => [d.clazz, d]));
        const lookup = (clazz: string) => this.byClass.get(clazz);
        const loaded = metadataToGraph(metadata, lookup, this.inputLabel, this.graph.ids);
        this.graph.reset({ ...loaded, nodes: withExpectedFrames(loaded.nodes, lookup) });
        performance.mark('rce:graph');
        this.loading = false;
        // An imported chain without positions opens at once and is laid out in the worker.
        if (loaded.needsLayout) void this.layoutNodes(true);
      });
      this.refreshStatus(started?.state);
    } catch (error) {
      runInAction(() => {
        this.loadError = error instanceof Error ? error.message : String(error);
        this.loading = false;
      });
    }
  }

  /** Error badges (from `state` when it was read already) and target chain names for the saved nodes. */
  refreshStatus(state?: Promise<RuleChainState | undefined>): void {
    const nodes = this.graph.nodes.filter((node) => node.id !== INPUT_NODE_ID);
    if (this.chain) void this.status.loadErrors(this.chain.id.id, state);
    void this.status.loadChainNames(nodes.flatMap((node) => {
      const target = node.data.clazz === RULE_CHAIN_INPUT_CLASS ? targetChainId(node.data.configuration) : undefined;
      return target ? [target] : [];
    }));
  }

  /** Saves the graph; the answer (with the new nodes' ids) becomes the graph. Rejects with the server's error. */
  async save(): Promise<void> {
    if (!this.chain || this.saving) return;
    this.saving = true;
    try {
      const saved = await this.api.saveMetadata(graphToMetadata(this.graph.graph, this.chain.id));
      runInAction(() => {
        const lookup = (clazz: string) => this.byClass.get(clazz);
        const loaded = metadataToGraph(saved, lookup, this.inputLabel, this.graph.ids);
        this.graph.reset({ ...loaded, nodes: withExpectedFrames(loaded.nodes, lookup) });
        this.saving = false;
      });
      this.status.forgetLabels();
      this.refreshStatus();
    } catch (error) {
      runInAction(() => {
        this.saving = false;
      });
      throw error;
    }
  }

  closeDialog(): void {
    this.dialog = null;
  }

  openDialog(dialog: EditorDialog): void {
    this.dialog = dialog;
  }

  /** A palette entry dropped at `position` (or added from the keyboard): the configuration dialog comes first. */
  requestNewNode(clazz: string, position: { x: number; y: number }): void {
    this.dialog = { kind: 'new-node', clazz, position };
  }

  addConfiguredNode(clazz: string, position: { x: number; y: number }, fields: NodeFields): void {
    this.graph.addNode(clazz, this.definition(clazz)?.type ?? 'UNKNOWN', fields, position);
    this.dialog = null;
  }

  editNode(nodeId: string): void {
    if (nodeId !== INPUT_NODE_ID && this.graph.node(nodeId)) this.dialog = { kind: 'node', nodeId };
  }

  saveNode(nodeId: string, fields: NodeFields): void {
    this.graph.updateNode(nodeId, fields);
    this.dialog = null;
    const node = this.graph.node(nodeId);
    const target = node && node.data.clazz === RULE_CHAIN_INPUT_CLASS ? targetChainId(node.data.configuration) : undefined;
    if (target) void this.status.loadChainNames([target]);
  }

  /** What a link leaving `source` may carry. */
  async choicesFor(source: string): Promise<RelationChoices> {
    const node = this.graph.node(source);
    if (!node) return { labels: [], custom: true };
    const target = node.data.clazz === RULE_CHAIN_INPUT_CLASS ? targetChainId(node.data.configuration) : undefined;
    const outputLabels = target ? await this.status.outputLabels(target) : [];
    const used = this.graph.edges.filter((edge) => edge.source === source).flatMap((edge) => edge.data?.labels ?? []);
    return relationChoices(this.definition(node.data.clazz), outputLabels, used);
  }

  /** A connection drawn on the canvas (or chosen in the link dialog): the input node links at once, others ask for labels. */
  async requestConnect(source: string, target: string): Promise<void> {
    if (target === INPUT_NODE_ID || !this.graph.node(source) || !this.graph.node(target)) return;
    if (source === INPUT_NODE_ID) {
      this.graph.connect(source, target, []);
      return;
    }
    const choices = await this.choicesFor(source);
    runInAction(() => {
      this.dialog = { kind: 'link', source, target, choices, labels: [] };
    });
  }

  /** Double click on a link: its labels in the link dialog. The input node's link has none. */
  async editEdge(edgeId: string): Promise<void> {
    const edge = this.graph.edge(edgeId);
    if (!edge || edge.source === INPUT_NODE_ID) return;
    const choices = await this.choicesFor(edge.source);
    runInAction(() => {
      this.dialog = { kind: 'link', source: edge.source, target: edge.target, edgeId, choices, labels: [...(edge.data?.labels ?? [])] };
    });
  }

  saveLink(source: string, target: string, labels: string[], edgeId?: string): void {
    if (edgeId) this.graph.setEdgeLabels(edgeId, labels);
    else this.graph.connect(source, target, labels);
    this.dialog = null;
  }

  openDebug(nodeId: string): void {
    const node = this.graph.node(nodeId);
    if (node?.data.ruleNodeId) this.debugNodeId = node.data.ruleNodeId;
  }

  closeDebug(): void {
    this.debugNodeId = null;
  }

  toggleMinimap(): void {
    this.showMinimap = !this.showMinimap;
  }

  /** Copies the selection to the shared clipboard; false when nothing is selected. */
  copy(): boolean {
    const payload = this.graph.copy();
    return payload !== null && writeClipboard(this.storage, payload);
  }

  cut(): boolean {
    return this.copy() && this.graph.deleteSelection();
  }

  /** Pastes what another chain, tab or this one copied; false when the clipboard holds no nodes. */
  paste(at?: { x: number; y: number }): boolean {
    const payload = readClipboard(this.storage);
    if (!payload) return false;
    this.graph.paste(payload, at);
    return true;
  }
}
