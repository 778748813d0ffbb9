import { definePlugin, type PluginManifest } from '@tessera/sdk';
import ViewGrid from '@spectrum-icons/workflow/ViewGrid';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';

const AUTHORITIES = ['SYS_ADMIN', 'TENANT_ADMIN'] as const;

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.widgets-library.bundles', path: 'widgets-bundles', title: 'widget.widget-library', order: 120,
      authorities: [...AUTHORITIES], icon: ViewGrid, searchable: true,
      component: { load: () => import('./bundles/BundlesPage') },
    });
    ctx.routes.register({
      id: 'tessera.widgets-library.bundle', path: 'widgets-bundles/:bundleId', title: 'widgets-bundle.widget-types',
      authorities: [...AUTHORITIES], component: { load: () => import('./bundle/BundlePage') },
    });
    // `typeId` is `new` for a type not saved yet (`?type=latest` names its template).
    ctx.routes.register({
      id: 'tessera.widgets-library.editor', path: 'widgets-bundles/:bundleId/widgetTypes/:typeId', title: 'widget-editor.title',
      authorities: [...AUTHORITIES], component: { load: () => import('./editor/WidgetEditorPage') },
    });
  },
});
