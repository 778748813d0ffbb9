import { definePlugin, type PluginManifest } from '@tessera/sdk';
import DataMapping from '@spectrum-icons/workflow/DataMapping';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';
import { RuleChainEditorRoute } from './editor/RuleChainEditorRoute';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.rule-chains.list', path: 'ruleChains', title: 'rulechain.rulechains', order: 30,
      authorities: ['TENANT_ADMIN'], icon: DataMapping, searchable: true,
      component: { load: () => import('./list/RuleChainsPage') },
    });
    ctx.routes.register({
      id: 'tessera.rule-chains.editor', path: 'ruleChains/:ruleChainId', title: 'rulechain-editor.title',
      authorities: ['TENANT_ADMIN'],
      // Not lazy itself: on a match it starts the chain's requests, then loads the editor's code.
      component: RuleChainEditorRoute,
    });
  },
});
