import type { EditorAction } from '../model/shortcuts';
import type { RuleChainEditorStore } from '../store/RuleChainEditorStore';

/** What actions need from the canvas and the page around the store. */
export interface EditorActionDeps {
  editor: RuleChainEditorStore;
  fitView(): void;
  zoomIn(): void;
  zoomOut(): void;
  /** Where a paste lands (the pointer on the canvas), if anywhere in particular. */
  pastePoint(): { x: number; y: number } | undefined;
  focusPaletteSearch(): void;
  save(): void;
  /** Tells the user something did not happen (nothing to paste, nothing selected). */
  hint(messageKey: string): void;
}

export interface EditorActions {
  run(action: EditorAction, focusedNodeId?: string): void;
  isEnabled(action: EditorAction): boolean;
}

/**
 * The editor's commands, one per action of the toolbar menu and of the keyboard, so both
 * do the same thing. `focusedNodeId` is the node the keyboard focus is on, which Enter,
 * E and D act on when nothing else is selected.
 */
export function createEditorActions(deps: EditorActionDeps): EditorActions {
  const { editor } = deps;
  const { graph } = editor;
  const target = (focusedNodeId?: string) => (focusedNodeId && graph.node(focusedNodeId) ? focusedNodeId : graph.singleSelectedNode?.id);

  const run = (action: EditorAction, focusedNodeId?: string) => {
    switch (action) {
      case 'save': return editor.layingOut ? undefined : deps.save();
      case 'revert': return editor.layingOut ? undefined : graph.revert();
      case 'undo': return graph.undo();
      case 'redo': return graph.redo();
      case 'copy': return void (editor.copy() || deps.hint('rulechain-editor.nothing-selected'));
      case 'cut': return void (editor.cut() || deps.hint('rulechain-editor.nothing-selected'));
      case 'paste': return void (editor.paste(deps.pastePoint()) || deps.hint('rulechain-editor.clipboard-empty'));
      case 'delete': return void graph.deleteSelection();
      case 'selectAll': return graph.selectAll();
      case 'selectNone': return graph.selectNone();
      case 'edit': {
        const node = target(focusedNodeId);
        if (node) return editor.editNode(node);
        const edge = graph.singleSelectedEdge;
        return edge ? void editor.editEdge(edge.id) : undefined;
      }
      case 'link': return editor.openDialog({ kind: 'connect' });
      case 'toggleDebug': {
        const selected = graph.nodes.filter((node) => node.selected).map((node) => node.id);
        return graph.toggleDebug(selected.length > 0 ? selected : focusedNodeId ? [focusedNodeId] : []);
      }
      case 'debugEvents': {
        const node = target(focusedNodeId);
        return node ? editor.openDebug(node) : undefined;
      }
      // In the layout worker; the page fits the view when the layout is applied.
      case 'layout': return void editor.layoutNodes();
      case 'fitView': return deps.fitView();
      case 'zoomIn': return deps.zoomIn();
      case 'zoomOut': return deps.zoomOut();
      case 'toggleMinimap': return editor.toggleMinimap();
      case 'searchPalette': return deps.focusPaletteSearch();
      case 'shortcuts': return editor.openDialog({ kind: 'shortcuts' });
    }
  };

  const isEnabled = (action: EditorAction): boolean => {
    switch (action) {
      // Not while a layout runs: its result would land after the save.
      case 'save': return graph.dirty && !editor.saving && !editor.layingOut;
      case 'revert': return graph.dirty && !editor.saving && !editor.layingOut;
      case 'undo': return graph.history.canUndo;
      case 'redo': return graph.history.canRedo;
      case 'copy':
      case 'cut':
      case 'toggleDebug': return graph.selectedNodeCount > 0;
      case 'delete': return graph.selectedNodeCount > 0 || graph.selectedEdgeCount > 0;
      case 'edit': return graph.hasSingleSelectedNode || (graph.hasSingleSelectedEdge && graph.selectedNodeCount === 0);
      case 'debugEvents': return graph.singleSelectedNodeIsSaved;
      case 'link': return graph.nodes.length > 1;
      case 'layout': return !editor.layingOut;
      default: return true;
    }
  };

  return { run, isEnabled };
}
