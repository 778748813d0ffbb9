import { describe, expect, it } from 'vitest';
import { type PluginContext, type PluginManifest, type PluginModule, type RuleNodeEditorDefinition } from '@tessera/sdk';
import { BUILT_IN_NODES } from '../../../server/ruleEngine/nodes/builtInNodes';

/** What a plugin registers when activated. */
export function registeredBy(plugin: PluginModule): RuleNodeEditorDefinition<any>[] {
  const editors: RuleNodeEditorDefinition<any>[] = [];
  const ctx = { ruleNodeEditors: { register: (editor: RuleNodeEditorDefinition<any>) => (editors.push(editor), { dispose() {} }) } };
  void plugin.activate(ctx as unknown as PluginContext);
  return editors;
}

export interface BundleUnderTest {
  type: 'FILTER' | 'ENRICHMENT' | 'TRANSFORMATION' | 'FLOW';
  /** How many nodes of the type the catalogue lists. */
  count: number;
  id: string;
  plugin: PluginModule;
  manifest: PluginManifest;
  editors: RuleNodeEditorDefinition<any>[];
  /** The errors of defaults that leave a required field empty, by class short name. */
  needsInput?: Record<string, string[]>;
}

const short = (clazz: string) => clazz.slice(clazz.lastIndexOf('.') + 1);

/** The contract every editor bundle of a node type keeps with the engine and the console. */
export function describeBundle(bundle: BundleUnderTest) {
  const serverNodes = BUILT_IN_NODES.filter((node) => node.type === bundle.type);
  describe(`the ${bundle.type} editor bundle`, () => {
    it(`has an editor for every ${bundle.type} node the engine runs (${bundle.count}), and no other`, () => {
      expect(serverNodes).toHaveLength(bundle.count);
      expect(bundle.editors.map((e) => e.clazz).sort()).toEqual(serverNodes.map((n) => n.clazz).sort());
    });

    it('registers them all and lists exactly those in its manifest', () => {
      const registered = registeredBy(bundle.plugin).map((e) => e.clazz);
      expect(registered).toEqual(bundle.editors.map((e) => e.clazz));
      expect(bundle.manifest.contributes?.ruleNodeEditors?.map((e) => e.clazz)).toEqual(registered);
      expect(bundle.plugin.manifest.id).toBe(bundle.id);
    });

    it.each(serverNodes.map((n) => [short(n.clazz), n] as const))('%s starts with the server defaults', (name, node) => {
      const editor = bundle.editors.find((e) => e.clazz === node.clazz)!;
      expect(editor.defaultConfiguration).toEqual(node.defaultConfiguration);
      // No i18n instance in a unit test: the texts are the keys.
      expect(editor.validate!(editor.defaultConfiguration!)).toEqual(bundle.needsInput?.[name] ?? []);
    });

    it('validates a saved configuration over the defaults, as the editor shows it', () => {
      for (const editor of bundle.editors) {
        expect(editor.validate!({}), editor.clazz).toEqual(editor.validate!(editor.defaultConfiguration!));
      }
    });
  });
}
