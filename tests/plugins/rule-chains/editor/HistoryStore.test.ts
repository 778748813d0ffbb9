import { describe, expect, it } from 'vitest';
import { HistoryStore } from '../../../../plugins/rule-chains/editor/model/HistoryStore';

describe('HistoryStore', () => {
  it('undoes to the recorded state and redoes back', () => {
    const history = new HistoryStore<string>();
    history.record('a');
    expect(history.canUndo).toBe(true);
    expect(history.undo('b')).toBe('a');
    expect(history.canRedo).toBe(true);
    expect(history.redo('a')).toBe('b');
    expect(history.canRedo).toBe(false);
  });

  it('has nothing to undo or redo at the start', () => {
    const history = new HistoryStore<string>();
    expect(history.undo('x')).toBeUndefined();
    expect(history.redo('x')).toBeUndefined();
    expect(history.canUndo || history.canRedo).toBe(false);
  });

  it('forgets the redo steps when a new change is recorded', () => {
    const history = new HistoryStore<string>();
    history.record('a');
    history.undo('b');
    history.record('a');
    expect(history.canRedo).toBe(false);
  });

  it('keeps only the newest steps', () => {
    const history = new HistoryStore<number>(3);
    for (let i = 0; i < 5; i++) history.record(i);
    expect(history.depth).toBe(3);
    expect([history.undo(5), history.undo(4), history.undo(3), history.undo(2)]).toEqual([4, 3, 2, undefined]);
  });

  it('keeps snapshots as they are, not as observable copies', () => {
    const history = new HistoryStore<{ nodes: number[] }>();
    const snapshot = { nodes: [1, 2] };
    history.record(snapshot);
    expect(history.undo({ nodes: [] })).toBe(snapshot);
  });

  it('clears', () => {
    const history = new HistoryStore<string>();
    history.record('a');
    history.clear();
    expect(history.canUndo).toBe(false);
  });
});
