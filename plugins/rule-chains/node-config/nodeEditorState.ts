import { type RuleNodeEditorDefinition, type RuleNodeEditorLibraryService } from '@tessera/sdk';

/**
 * What configures a node in its dialog:
 * - `editor`: the editor a plugin or bundle registered for the class;
 * - `loading`: the bundles are still loading and may bring one;
 * - `failed`: the bundle that lists the class failed to load ('rulenode.ui-resources-load-error');
 * - `none`: nothing registers the class, so its configuration is edited as JSON;
 * - `unknown`: the server has no such class ('Unknown Rule Node class: {clazz}').
 */
export type NodeEditorState =
  | { kind: 'editor'; editor: RuleNodeEditorDefinition<any> }
  | { kind: 'loading' }
  | { kind: 'failed'; error?: Error }
  | { kind: 'none' }
  | { kind: 'unknown' };

/** Decides a node's {@link NodeEditorState}; `loaded` says whether the library finished loading its bundles. */
export function nodeEditorState(clazz: string, known: boolean, library: RuleNodeEditorLibraryService, loaded: boolean): NodeEditorState {
  if (!known) return { kind: 'unknown' };
  const editor = library.editorFor(clazz);
  if (editor) return { kind: 'editor', editor };
  const bundle = library.bundleFor(clazz);
  if (bundle?.status === 'failed') return { kind: 'failed', error: bundle.error };
  if (!loaded) return { kind: 'loading' };
  // A bundle that loaded but registered nothing for a class its manifest names counts as broken too.
  return bundle ? { kind: 'failed', error: bundle.error } : { kind: 'none' };
}

/** A deep copy, so that an editor never changes the configuration the canvas holds. */
export function copyConfiguration(value: Record<string, unknown> | undefined | null): Record<string, unknown> {
  return value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : {};
}
