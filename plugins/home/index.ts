import { definePlugin, type PluginManifest } from '@tessera/sdk';
import Home from '@spectrum-icons/workflow/Home';
import User from '@spectrum-icons/workflow/User';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.home.home', path: 'home', title: 'home.home', order: 0, icon: Home,
      authorities: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'],
      component: { load: () => import('./HomePage') },
    });
    ctx.routes.register({
      id: 'tessera.home.profile', path: 'profile', title: 'profile.profile', breadcrumb: { icon: User },
      authorities: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'],
      component: { load: () => import('./ProfilePage') },
    });
  },
});
