import { createContext, useContext } from 'react';
import type { RuleChainEditorStore } from './store/RuleChainEditorStore';

/** The open chain's store, for nodes and edges, which React Flow renders without our props. */
export const EditorContext = createContext<RuleChainEditorStore | null>(null);

export function useEditor(): RuleChainEditorStore {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor() needs an EditorContext provider (the rule chain editor page)');
  return editor;
}
