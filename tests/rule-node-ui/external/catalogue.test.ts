import { describe, expect, it } from 'vitest';
import { type PluginContext, type RuleNodeEditorDefinition } from '@tessera/sdk';
import { BUILT_IN_NODES } from '../../../server/ruleEngine/nodes/builtInNodes';
import plugin from '../../../rule-node-ui/external/index';
import { EXTERNAL_EDITORS } from '../../../rule-node-ui/external/externalEditors';
import manifest from '../../../rule-node-ui/external/manifest.json';

/** What the plugin registers when activated. */
function registered(): RuleNodeEditorDefinition[] {
  const editors: RuleNodeEditorDefinition[] = [];
  const ctx = { ruleNodeEditors: { register: (editor: RuleNodeEditorDefinition) => (editors.push(editor), { dispose() {} }) } };
  void plugin.activate(ctx as unknown as PluginContext);
  return editors;
}

const serverNodes = BUILT_IN_NODES.filter((node) => node.type === 'EXTERNAL');

/** The errors of the nodes whose defaults leave a required field empty (the engine refuses those too). */
const NEEDS_INPUT: Record<string, string[]> = {
  TbMqttNode: ['rulenode.error.required'],
  TbAzureIotHubNode: ['rulenode.error.required', 'rulenode.error.required'],
  TbSnsNode: ['rulenode.error.required', 'rulenode.error.required'],
  TbSqsNode: ['rulenode.error.required', 'rulenode.error.required'],
  TbPubSubNode: ['rulenode.error.required'],
};

describe('the EXTERNAL editor bundle', () => {
  it('has an editor for every EXTERNAL node the engine runs (10), and no other', () => {
    expect(serverNodes).toHaveLength(10);
    expect(EXTERNAL_EDITORS.map((e) => e.clazz).sort()).toEqual(serverNodes.map((n) => n.clazz).sort());
  });

  it('lists in its manifest exactly the editors it registers', () => {
    expect(manifest.contributes.ruleNodeEditors.map((e) => e.clazz)).toEqual(registered().map((e) => e.clazz));
    expect(plugin.manifest.id).toBe('tessera.rule-nodes.external');
  });

  it.each(serverNodes.map((n) => [n.name, n] as const))('%s starts with the server defaults', (_name, node) => {
    const editor = EXTERNAL_EDITORS.find((e) => e.clazz === node.clazz)!;
    expect(editor.defaultConfiguration).toEqual(node.defaultConfiguration);
    // Valid, except where the node needs a name the user gives (the engine refuses those defaults too).
    const short = node.clazz.slice(node.clazz.lastIndexOf('.') + 1);
    expect(editor.validate!(editor.defaultConfiguration!)).toEqual(NEEDS_INPUT[short] ?? []);
  });

  it('validates a configuration as the engine reads it: the saved value over the defaults', () => {
    const mqtt = EXTERNAL_EDITORS.find((e) => e.clazz.endsWith('.TbMqttNode'))!;
    expect(mqtt.validate!({ host: 'broker.local' })).toEqual([]);
    // No i18n instance in a unit test: the texts are the keys.
    expect(mqtt.validate!({ host: 'broker.local', port: 0 })).toEqual(['rulenode.error.whole-number-range']);
  });
});
