import { describe, expect, it } from 'vitest';
import { type PluginContext, type RuleNodeEditorDefinition } from '@tessera/sdk';
import { BUILT_IN_NODES } from '../../../server/ruleEngine/nodes/builtInNodes';
import plugin from '../../../rule-node-ui/action/index';
import { ACTION_EDITORS } from '../../../rule-node-ui/action/actionEditors';
import manifest from '../../../rule-node-ui/action/manifest.json';

/** What the plugin registers when activated. */
function registered(): RuleNodeEditorDefinition[] {
  const editors: RuleNodeEditorDefinition[] = [];
  const ctx = { ruleNodeEditors: { register: (editor: RuleNodeEditorDefinition) => (editors.push(editor), { dispose() {} }) } };
  void plugin.activate(ctx as unknown as PluginContext);
  return editors;
}

const serverNodes = BUILT_IN_NODES.filter((node) => node.type === 'ACTION');

/** The errors of the nodes whose defaults leave a required field empty. */
const NEEDS_INPUT: Record<string, string[]> = {
  TbAssignToCustomerNode: ['rulenode.error.required'],
  TbUnassignFromCustomerNode: ['rulenode.error.required'],
  TbCreateRelationNode: ['entity.type-required'],
  TbDeleteRelationNode: ['entity.type-required'],
  TbSaveToCustomCassandraTableNode: ['rulenode.error.required', 'rulenode.error.map-blank'],
};

describe('the ACTION editor bundle', () => {
  it('has an editor for every ACTION node the engine runs (22), and no other', () => {
    expect(serverNodes).toHaveLength(22);
    expect(ACTION_EDITORS.map((e) => e.clazz).sort()).toEqual(serverNodes.map((n) => n.clazz).sort());
  });

  it('lists in its manifest exactly the editors it registers', () => {
    expect(manifest.contributes.ruleNodeEditors.map((e) => e.clazz)).toEqual(registered().map((e) => e.clazz));
    expect(plugin.manifest.id).toBe('tessera.rule-nodes.action');
  });

  it.each(serverNodes.map((n) => [n.name, n] as const))('%s starts with the server defaults', (_name, node) => {
    const editor = ACTION_EDITORS.find((e) => e.clazz === node.clazz)!;
    expect(editor.defaultConfiguration).toEqual(node.defaultConfiguration);
    // Valid, except where the node needs a name the user gives (the engine refuses those defaults too).
    const short = node.clazz.slice(node.clazz.lastIndexOf('.') + 1);
    expect(editor.validate!(editor.defaultConfiguration!)).toEqual(NEEDS_INPUT[short] ?? []);
  });

  it('validates a configuration as the engine reads it: the saved value over the defaults', () => {
    const timeseries = ACTION_EDITORS.find((e) => e.clazz.endsWith('TbMsgTimeseriesNode'))!;
    expect(timeseries.validate!({})).toEqual([]);
    // No i18n instance in a unit test: the texts are the keys.
    expect(timeseries.validate!({ defaultTTL: -1 })).toEqual(['rulenode.error.whole-number-min']);
  });
});
