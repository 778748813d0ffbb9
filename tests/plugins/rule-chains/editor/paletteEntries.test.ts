import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '@tessera/sdk';
import { ruleNodeEditorEntryProblems } from '../../../../core/runtime/manifestCheck';
import { docLink } from '../../../../plugins/rule-chains/editor/model/docLink';
import { manifestFieldsByClass, withManifestFields } from '../../../../plugins/rule-chains/editor/model/paletteEntries';
import { DEFINITIONS, FILTER, SAVE, SWITCH } from './fixtures';

const manifest = (id: string, ruleNodeEditors: object[]): PluginManifest =>
  ({ id, version: '1.0.0', name: id, contributes: { ruleNodeEditors } }) as PluginManifest;

const builtin = manifest('tessera.rule-nodes.filter', [
  { clazz: FILTER, docUrl: 'https://docs.example/filter#script', icon: 'functions' },
  { clazz: SWITCH, description: 'Routes by script' },
]);
const installed = manifest('acme.filters', [
  { clazz: FILTER, name: 'script (acme)', description: 'Filters with a script, the acme way' },
  { clazz: 'com.acme.NotOnServer', name: 'ghost', description: 'A node the server does not run' },
]);

describe('palette entries from /api/components and the rule-node-ui manifests', () => {
  it('merges each manifest field over the server\'s, the first manifest giving a field winning', () => {
    const merged = withManifestFields(DEFINITIONS, [installed, builtin]);
    const filter = merged.find((d) => d.clazz === FILTER)!;
    expect(filter.name).toBe('script (acme)');
    expect(filter.configurationDescriptor.nodeDefinition).toMatchObject({
      description: 'Filters with a script, the acme way', icon: 'functions', docUrl: 'https://docs.example/filter#script',
      relationTypes: ['True', 'False', 'Failure'],
    });
    expect(docLink(filter)).toBe('https://docs.example/filter#script');
    const swtch = merged.find((d) => d.clazz === SWITCH)!;
    expect(swtch.name).toBe('switch');
    expect(swtch.configurationDescriptor.nodeDefinition.description).toBe('Routes by script');
  });

  it('shows only classes the server runs, and leaves undescribed definitions as they are', () => {
    const merged = withManifestFields(DEFINITIONS, [installed, builtin]);
    expect(merged.map((d) => d.clazz)).toEqual(DEFINITIONS.map((d) => d.clazz));
    expect(merged.find((d) => d.clazz === SAVE)).toBe(DEFINITIONS.find((d) => d.clazz === SAVE));
    expect(DEFINITIONS.find((d) => d.clazz === FILTER)!.name).toBe('script');
  });

  it('drops malformed fields of a manifest and reports them', () => {
    const bad = manifest('acme.bad', [
      { clazz: FILTER, name: '  ', icon: 'Not An Icon!', docUrl: 'javascript:alert(1)', description: 42 },
      { clazz: SAVE, docUrl: 'http://ok.example/save', name: 'x'.repeat(300) },
      { name: 'no class' },
    ]);
    expect(manifestFieldsByClass([bad])).toEqual(new Map([[FILTER, {}], [SAVE, { docUrl: 'http://ok.example/save' }]]));
    const merged = withManifestFields(DEFINITIONS, [bad]);
    expect(merged.find((d) => d.clazz === FILTER)).toBe(DEFINITIONS.find((d) => d.clazz === FILTER));
    expect(ruleNodeEditorEntryProblems(bad)).toEqual([
      `rule-node editor '${FILTER}': 'name' must be a non-empty text of at most 255 characters`,
      `rule-node editor '${FILTER}': 'icon' must be a Material icon name such as 'filter_list'`,
      `rule-node editor '${FILTER}': 'description' must be a non-empty text of at most 1024 characters`,
      `rule-node editor '${FILTER}': 'docUrl' must be an absolute http(s) URL`,
      `rule-node editor '${SAVE}': 'name' must be a non-empty text of at most 255 characters`,
      "a rule-node editor entry has no 'clazz'",
    ]);
  });

  it('gives every class of the built-in rule-node-ui bundles a well-formed docs page', () => {
    const root = path.resolve(__dirname, '../../../../rule-node-ui');
    const manifests = readdirSync(root, { withFileTypes: true })
      // Bundles are the folders with a manifest (not examples/, shared/ or catalogue/).
      .filter((entry) => entry.isDirectory() && entry.name !== 'examples' && existsSync(path.join(root, entry.name, 'manifest.json')))
      .map((entry) => JSON.parse(readFileSync(path.join(root, entry.name, 'manifest.json'), 'utf8')) as PluginManifest);
    expect(manifests.length).toBe(6);
    for (const m of manifests) expect(ruleNodeEditorEntryProblems(m)).toEqual([]);
    const fields = manifestFieldsByClass(manifests);
    for (const [clazz, own] of fields) expect(own.docUrl, clazz).toMatch(/^https:\/\/thingsboard\.io\/docs\/user-guide\/rule-engine-2-0\/[a-z-]+\/#[a-z-]+$/);
    expect(fields.get(FILTER)?.docUrl).toBe('https://thingsboard.io/docs/user-guide/rule-engine-2-0/filter-nodes/#script-filter-node');
  });
});
