import { definePlugin, type PluginManifest } from '@tessera/sdk';
import Building from '@spectrum-icons/workflow/Building';
import Organisations from '@spectrum-icons/workflow/Organisations';
import UserGroup from '@spectrum-icons/workflow/UserGroup';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';
import { comingSoon } from '../shared/comingSoon';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.tenancy.tenants', path: 'tenants', title: 'tenant.tenants', order: 10,
      authorities: ['SYS_ADMIN'], icon: Building, searchable: true, component: comingSoon,
    });
    registerSection(ctx, {
      id: 'tessera.tenancy.tenant-profiles', path: 'tenantProfiles', title: 'tenant-profile.tenant-profiles', order: 20,
      authorities: ['SYS_ADMIN'], icon: Organisations, searchable: true, component: comingSoon,
    });
    registerSection(ctx, {
      id: 'tessera.tenancy.customers', path: 'customers', title: 'customer.customers', order: 40,
      authorities: ['TENANT_ADMIN'], icon: UserGroup, searchable: true, component: comingSoon,
    });
  },
});
