import { definePlugin, type PluginManifest } from '@tessera/sdk';
import Building from '@spectrum-icons/workflow/Building';
import Organisations from '@spectrum-icons/workflow/Organisations';
import UserGroup from '@spectrum-icons/workflow/UserGroup';
import manifest from './manifest.json';
import { registerSection } from '../shared/registerSection';
import { CUSTOMER_ENTITY_KINDS } from './customers/customerEntityKinds';

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    registerSection(ctx, {
      id: 'tessera.tenancy.tenants', path: 'tenants', title: 'tenant.tenants', order: 10,
      authorities: ['SYS_ADMIN'], icon: Building, searchable: true,
      component: { load: () => import('./tenants/TenantsPage') },
    });
    registerSection(ctx, {
      id: 'tessera.tenancy.tenant-profiles', path: 'tenantProfiles', title: 'tenant-profile.tenant-profiles', order: 20,
      authorities: ['SYS_ADMIN'], icon: Organisations, searchable: true,
      component: { load: () => import('./tenants/TenantProfilesPage') },
    });
    registerSection(ctx, {
      id: 'tessera.tenancy.customers', path: 'customers', title: 'customer.customers', order: 40,
      authorities: ['TENANT_ADMIN'], icon: UserGroup, searchable: true,
      component: { load: () => import('./customers/CustomersPage') },
    });
    ctx.routes.register({
      id: 'tessera.tenancy.tenant-admins', path: 'tenants/:tenantId/users', title: 'user.tenant-admins', searchable: true,
      authorities: ['SYS_ADMIN'], breadcrumb: { icon: UserGroup }, component: { load: () => import('./users/TenantAdminsPage') },
    });
    for (const kind of CUSTOMER_ENTITY_KINDS) {
      ctx.routes.register({
        id: `tessera.tenancy.customer-${kind.segment}`, path: `customers/:customerId/${kind.segment}`, title: kind.title, searchable: true,
        authorities: ['TENANT_ADMIN'], breadcrumb: { icon: UserGroup },
        component: { load: () => import('./customers/CustomerEntitiesPage').then((m) => ({ default: m.CUSTOMER_ENTITY_PAGES[kind.segment] })) },
      });
    }
    ctx.routes.register({
      id: 'tessera.tenancy.customer-users', path: 'customers/:customerId/users', title: 'user.customer-users', searchable: true,
      authorities: ['TENANT_ADMIN'], breadcrumb: { icon: UserGroup }, component: { load: () => import('./users/CustomerUsersPage') },
    });
  },
});
