import { describe, expect, it } from 'vitest';
import { type Authority } from '@tessera/sdk';
import { buildMenu, menuPaths } from '../../core/shell/buildMenu';
import { hostWithBuiltins } from '../plugins/loadAll';

async function menuFor(authority: Authority, edgesEnabled: boolean) {
  const { registries } = await hostWithBuiltins();
  return buildMenu(registries.menu.all, registries.settingsPages.all, { authority, edgesEnabled });
}

describe('side menu per role (seed 000 section 2)', () => {
  it('system admin: home, tenants, tenant profiles, widgets library, settings with seven children', async () => {
    const menu = await menuFor('SYS_ADMIN', true);
    expect(menuPaths(menu)).toEqual([
      '/home', '/tenants', '/tenantProfiles', '/widgets-bundles', '/settings',
      '/settings/general', '/settings/outgoing-mail', '/settings/sms-provider', '/settings/security-settings',
      '/settings/oauth2', '/settings/resources-library', '/settings/rule-node-bundles',
    ]);
    expect(menu.find((m) => m.path === '/settings')?.children.length).toBe(7);
  });

  it('tenant admin without edges', async () => {
    expect(menuPaths(await menuFor('TENANT_ADMIN', false))).toEqual([
      '/home', '/ruleChains', '/customers', '/assets', '/devices', '/deviceProfiles', '/otaUpdates', '/entityViews',
      '/widgets-bundles', '/dashboards', '/auditLogs', '/usage', '/settings', '/settings/home', '/settings/resources-library',
    ]);
  });

  it('tenant admin with edges adds edge instances and edge management with its rule chain templates', async () => {
    expect(menuPaths(await menuFor('TENANT_ADMIN', true))).toEqual([
      '/home', '/ruleChains', '/customers', '/assets', '/devices', '/deviceProfiles', '/otaUpdates', '/entityViews',
      '/edgeInstances', '/edgeManagement', '/edgeManagement/ruleChains',
      '/widgets-bundles', '/dashboards', '/auditLogs', '/usage', '/settings', '/settings/home', '/settings/resources-library',
    ]);
  });

  it('customer user, with and without edges', async () => {
    expect(menuPaths(await menuFor('CUSTOMER_USER', false))).toEqual(['/home', '/assets', '/devices', '/entityViews', '/dashboards']);
    expect(menuPaths(await menuFor('CUSTOMER_USER', true))).toEqual(['/home', '/assets', '/devices', '/entityViews', '/edgeInstances', '/dashboards']);
  });

  it('against a ThingsBoard server (remote mode, no Tessera extensions) the rule-node bundles page is hidden', async () => {
    const { registries } = await hostWithBuiltins();
    const paths = (tesseraExtensions: boolean) =>
      menuPaths(buildMenu(registries.menu.all, registries.settingsPages.all, { authority: 'SYS_ADMIN', edgesEnabled: false, tesseraExtensions }));
    expect(paths(true)).toContain('/settings/rule-node-bundles');
    expect(paths(false)).not.toContain('/settings/rule-node-bundles');
    expect(paths(false)).toContain('/settings/general');
  });

  it('a group without visible children is left out', () => {
    const menu = buildMenu(
      [
        { id: 'g', title: 'g', path: '/g', order: 1, authorities: ['TENANT_ADMIN'] },
        { id: 'g.child', title: 'c', path: '/g/c', order: 1, authorities: ['SYS_ADMIN'], parentId: 'g' },
      ],
      [],
      { authority: 'TENANT_ADMIN', edgesEnabled: false },
    );
    expect(menu).toEqual([]);
  });
});
