import { definePlugin, type PluginManifest } from '@tessera/sdk';
import Extension from '@spectrum-icons/workflow/Extension';
import manifest from './manifest.json';

/*
 * Rule-node UI bundles (issue 14, the integrator path): the system settings page that
 * installs them. Loading them is the host's job (core/services/RuleNodeBundleStore.ts), so
 * their editors reach every user whether or not this page was ever opened.
 */
export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    ctx.settingsPages.register({
      id: 'tessera.rule-node-bundles.page', path: 'rule-node-bundles', title: 'rule-node-bundle.bundles', order: 80,
      authorities: ['SYS_ADMIN'], icon: Extension,
      // Installing needs Tessera's server: hidden when the console drives a ThingsBoard server.
      visible: (env) => env.tesseraExtensions !== false, component: { load: () => import('./RuleNodeBundlesPage') },
    });
  },
});
