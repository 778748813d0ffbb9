/*
 * Every editor action with its keyboard shortcuts. The toolbar menu lists the same actions
 * with the first shortcut of each, so what the menu shows is what the keyboard does.
 */

export const EDITOR_ACTIONS = [
  'save', 'revert', 'undo', 'redo', 'copy', 'cut', 'paste', 'delete', 'selectAll', 'selectNone', 'edit', 'link',
  'toggleDebug', 'debugEvents', 'layout', 'fitView', 'zoomIn', 'zoomOut', 'toggleMinimap', 'searchPalette', 'shortcuts',
] as const;
export type EditorAction = (typeof EDITOR_ACTIONS)[number];

/** A key with modifiers; `mod` is Ctrl, or Cmd on a Mac. */
export interface KeyCombo {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export const SHORTCUTS: Record<EditorAction, KeyCombo[]> = {
  save: [{ key: 's', mod: true }],
  revert: [{ key: 'r', shift: true }],
  undo: [{ key: 'z', mod: true }],
  redo: [{ key: 'z', mod: true, shift: true }, { key: 'y', mod: true }],
  copy: [{ key: 'c', mod: true }],
  cut: [{ key: 'x', mod: true }],
  paste: [{ key: 'v', mod: true }],
  delete: [{ key: 'Delete' }, { key: 'Backspace' }],
  selectAll: [{ key: 'a', mod: true }],
  selectNone: [{ key: 'Escape' }],
  edit: [{ key: 'Enter' }],
  link: [{ key: 'k' }],
  toggleDebug: [{ key: 'd' }],
  debugEvents: [{ key: 'e' }],
  layout: [{ key: 'l' }],
  fitView: [{ key: 'f' }],
  zoomIn: [{ key: '+' }, { key: '=' }],
  zoomOut: [{ key: '-' }],
  toggleMinimap: [{ key: 'm' }],
  searchPalette: [{ key: '/' }],
  shortcuts: [{ key: '?' }],
};

/** What a keydown event carries that matters here. */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Letters and named keys (Delete, Enter) care about Shift; symbols do not, since Shift is how some are typed. */
const shiftMatters = (key: string) => /^[a-z]$/i.test(key) || key.length > 1;

export function matches(combo: KeyCombo, event: KeyInput, isMac: boolean): boolean {
  const mod = isMac ? event.metaKey : event.ctrlKey;
  const otherMod = isMac ? event.ctrlKey : event.metaKey;
  if (Boolean(combo.mod) !== mod || otherMod) return false;
  if (Boolean(combo.alt) !== event.altKey) return false;
  if (shiftMatters(combo.key) && Boolean(combo.shift) !== event.shiftKey) return false;
  return combo.key.length === 1 ? combo.key.toLowerCase() === event.key.toLowerCase() : combo.key === event.key;
}

/** The action a key press asks for, if any. */
export function actionForKey(event: KeyInput, isMac = false): EditorAction | undefined {
  return EDITOR_ACTIONS.find((action) => SHORTCUTS[action].some((combo) => matches(combo, event, isMac)));
}

const KEY_NAMES: Record<string, string> = { Delete: 'Del', Backspace: '⌫', Escape: 'Esc', Enter: 'Enter' };

/** How a combo is written in menus: `Ctrl+Shift+Z`, or `⌘⇧Z` on a Mac. */
export function comboLabel(combo: KeyCombo, isMac = false): string {
  const key = KEY_NAMES[combo.key] ?? (combo.key.length === 1 ? combo.key.toUpperCase() : combo.key);
  if (isMac) return `${combo.mod ? '⌘' : ''}${combo.alt ? '⌥' : ''}${combo.shift ? '⇧' : ''}${key}`;
  return [combo.mod && 'Ctrl', combo.alt && 'Alt', combo.shift && 'Shift', key].filter(Boolean).join('+');
}

export const shortcutLabel = (action: EditorAction, isMac = false) => comboLabel(SHORTCUTS[action][0]!, isMac);

export const isMacPlatform = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
