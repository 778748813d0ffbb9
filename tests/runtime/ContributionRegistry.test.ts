import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ContributionRegistry, DuplicateContributionError } from '../../core/runtime/ContributionRegistry';

interface Item { id: string; label: string }

const registry = (overridable = true) => new ContributionRegistry<Item>('Rule-node editor', (i) => i.id, { overridable });
const item = (label: string, id = 'a.Node'): Item => ({ id, label });

describe('ContributionRegistry overrides', () => {
  it('shows the overriding item while it lasts and the plugin one again when it is disposed', () => {
    const r = registry();
    r.register(item('built-in'), 'builtin');
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(r.get('a.Node')?.label));
    const override = r.override(item('installed'), 'installed');
    expect(r.ownerOf('a.Node')).toBe('installed');
    expect(r.all.map((i) => i.label)).toEqual(['installed']);
    override.dispose();
    stop();
    expect(seen).toEqual(['built-in', 'installed', 'built-in']);
    expect(r.ownerOf('a.Node')).toBe('builtin');
  });

  it('keeps the override on top when the plugin registration comes later, and shows it when the override goes', () => {
    const r = registry();
    const override = r.override(item('installed'), 'installed');
    const builtin = r.register(item('built-in'), 'builtin');
    expect(r.get('a.Node')?.label).toBe('installed');
    expect(r.keysOf('builtin')).toEqual(['a.Node']);
    override.dispose();
    expect(r.get('a.Node')?.label).toBe('built-in');
    builtin.dispose();
    expect(r.get('a.Node')).toBeUndefined();
    expect(r.all).toEqual([]);
  });

  it('forgets a hidden registration that is disposed, leaving the override visible', () => {
    const r = registry();
    const builtin = r.register(item('built-in'), 'builtin');
    const override = r.override(item('installed'), 'installed');
    builtin.dispose();
    expect(r.get('a.Node')?.label).toBe('installed');
    expect(r.keysOf('builtin')).toEqual([]);
    override.dispose();
    expect(r.get('a.Node')).toBeUndefined();
    expect(r.keysOf('installed')).toEqual([]);
  });

  it('still refuses two registrations of a key at the same level', () => {
    const r = registry();
    r.register(item('one'), 'p1');
    expect(() => r.register(item('two'), 'p2')).toThrow(DuplicateContributionError);
    r.override(item('three'), 'p3');
    expect(() => r.override(item('four'), 'p4')).toThrow("Rule-node editor 'a.Node' from plugin 'p4' is already registered by plugin 'p3'");
    expect(r.get('a.Node')?.label).toBe('three');
  });

  it('disposing twice, or disposing a replaced registration, changes nothing', () => {
    const r = registry();
    const first = r.override(item('first'), 'p1');
    first.dispose();
    const second = r.override(item('second'), 'p2');
    first.dispose();
    expect(r.get('a.Node')?.label).toBe('second');
    second.dispose();
    second.dispose();
    expect(r.all).toEqual([]);
  });

  it('refuses overrides in registries that are not overridable', () => {
    expect(() => registry(false).override(item('x'), 'p')).toThrow('Rule-node editor registrations cannot be overridden');
  });
});
