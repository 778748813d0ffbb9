import { definePlugin, type PluginManifest } from '@tessera/sdk';
import ViewGrid from '@spectrum-icons/workflow/ViewGrid';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.widgets-library.bundles', path: 'widgets-bundles', title: 'widget.widget-library', order: 120,
      authorities: ['SYS_ADMIN', 'TENANT_ADMIN'], icon: ViewGrid,
      component: { load: () => import('./WidgetsLibraryPage') },
    });
  },
});
