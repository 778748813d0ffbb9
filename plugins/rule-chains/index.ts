import { definePlugin, type PluginManifest } from '@tessera/sdk';
import DataMapping from '@spectrum-icons/workflow/DataMapping';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';
import { comingSoon } from '../shared/comingSoon';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.rule-chains.list', path: 'ruleChains', title: 'rulechain.rulechains', order: 30,
      authorities: ['TENANT_ADMIN'], icon: DataMapping, searchable: true, component: comingSoon,
    });
  },
});
