import { describe, expect, it } from 'vitest';
import { actionForKey, comboLabel, EDITOR_ACTIONS, SHORTCUTS } from '../../../../plugins/rule-chains/editor/model/shortcuts';

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
  key: k, ctrlKey: Boolean(mods.ctrl), metaKey: Boolean(mods.meta), shiftKey: Boolean(mods.shift), altKey: Boolean(mods.alt),
});

describe('shortcuts', () => {
  it('gives every action at least one shortcut, and no two actions the same', () => {
    const seen = new Map<string, string>();
    for (const action of EDITOR_ACTIONS) {
      expect(SHORTCUTS[action].length, action).toBeGreaterThan(0);
      for (const combo of SHORTCUTS[action]) {
        const label = comboLabel(combo);
        expect(seen.get(label), label).toBeUndefined();
        seen.set(label, action);
      }
    }
  });

  it('tells undo from redo by Shift, with Ctrl, or Cmd on a Mac', () => {
    expect(actionForKey(key('z', { ctrl: true }))).toBe('undo');
    expect(actionForKey(key('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(actionForKey(key('y', { ctrl: true }))).toBe('redo');
    expect(actionForKey(key('z', { meta: true }), true)).toBe('undo');
    expect(actionForKey(key('z', { ctrl: true }), true)).toBeUndefined();
  });

  it('does not take a plain letter with a modifier for its single-key action', () => {
    expect(actionForKey(key('l'))).toBe('layout');
    expect(actionForKey(key('l', { ctrl: true }))).toBeUndefined();
    expect(actionForKey(key('L', { shift: true }))).toBeUndefined();
  });

  it('matches symbols however they are typed', () => {
    expect(actionForKey(key('?', { shift: true }))).toBe('shortcuts');
    expect(actionForKey(key('+', { shift: true }))).toBe('zoomIn');
    expect(actionForKey(key('Delete'))).toBe('delete');
    expect(actionForKey(key('Backspace'))).toBe('delete');
  });

  it('writes combos for menus', () => {
    expect(comboLabel({ key: 'z', mod: true, shift: true })).toBe('Ctrl+Shift+Z');
    expect(comboLabel({ key: 'z', mod: true, shift: true }, true)).toBe('⌘⇧Z');
    expect(comboLabel({ key: 'Delete' })).toBe('Del');
  });
});
