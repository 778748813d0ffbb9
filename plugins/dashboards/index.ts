import { definePlugin, type PluginManifest } from '@tessera/sdk';
import Dashboard from '@spectrum-icons/workflow/Dashboard';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.dashboards.list', path: 'dashboards', title: 'dashboard.dashboards', order: 130,
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'], icon: Dashboard, searchable: true,
      component: { load: () => import('./DashboardsPage') },
    });
    ctx.routes.register({
      id: 'tessera.dashboards.page', path: 'dashboards/:dashboardId', title: 'dashboard.dashboard',
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'], component: { load: () => import('./DashboardRoute') },
    });
    ctx.routes.register({
      id: 'tessera.dashboards.fullscreen', path: 'dashboard/:dashboardId', title: 'dashboard.dashboard', layout: 'fullscreen',
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'], component: { load: () => import('./DashboardFullscreenRoute') },
    });
  },
});
