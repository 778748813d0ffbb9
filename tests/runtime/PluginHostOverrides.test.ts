import { describe, expect, it } from 'vitest';
import { definePlugin, defineRuleNodeEditor, type PluginModule } from '@tessera/sdk';
import { PluginHost } from '../../core/runtime/PluginHost';
import { Registries } from '../../core/runtime/Registries';
import { ServiceContainer } from '../../core/runtime/ServiceContainer';
import { manifest, moduleSource } from './fixtures';

const CLAZZ = 'org.thingsboard.rule.engine.action.TbLogNode';
const Builtin = () => null;
const Installed = () => null;

function editorPlugin(id: string, component: () => null, clazz = CLAZZ): PluginModule {
  return definePlugin({
    manifest: manifest(id, '1.0.0', { ruleNodeEditors: [{ clazz }] }),
    activate(ctx) {
      ctx.ruleNodeEditors.register(defineRuleNodeEditor({ clazz, component }));
    },
  });
}

function createHost() {
  const registries = new Registries();
  const logs: string[] = [];
  const host = new PluginHost({ services: new ServiceContainer([]), registries, log: (m) => logs.push(m) });
  return { host, registries, logs };
}

describe('PluginHost: plugins that override rule-node editors', () => {
  it('replace the editor of a class, loaded before or after the built-in one, and bring it back when unloaded', async () => {
    for (const installedFirst of [false, true]) {
      const { host, registries, logs } = createHost();
      const builtin = editorPlugin('tessera.rule-node-ui.action', Builtin);
      const installed = editorPlugin('acme.hello-node', Installed);
      const loadBuiltin = () => host.load(builtin.manifest, moduleSource(builtin));
      const loadInstalled = () => host.load(installed.manifest, moduleSource(installed), { overridesRuleNodeEditors: true });
      if (installedFirst) await loadInstalled();
      expect((await loadBuiltin()).status).toBe('active');
      if (!installedFirst) await loadInstalled();

      expect(registries.ruleNodeEditors.get(CLAZZ)?.component).toBe(Installed);
      expect(logs).toEqual([]);
      await host.unload('acme.hello-node');
      expect(registries.ruleNodeEditors.get(CLAZZ)?.component).toBe(Builtin);
      expect(registries.countOwnedBy('acme.hello-node')).toBe(0);
    }
  });

  it('without the option, a second editor for a class still fails its plugin', async () => {
    const { host, registries } = createHost();
    const builtin = editorPlugin('tessera.rule-node-ui.action', Builtin);
    const other = editorPlugin('acme.other', Installed);
    await host.load(builtin.manifest, moduleSource(builtin));
    const record = await host.load(other.manifest, moduleSource(other));
    expect(record.status).toBe('failed');
    expect(registries.ruleNodeEditors.get(CLAZZ)?.component).toBe(Builtin);
  });
});
