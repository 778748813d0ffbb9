import { describe, expect, it } from 'vitest';
import { type RouteContribution } from '@tessera/sdk';
import { buildBreadcrumbs, findRoute } from '../../core/shell/buildBreadcrumbs';

const route = (id: string, path: string, extra: Partial<RouteContribution> = {}): RouteContribution => ({
  id, path, title: `${id}.title`, component: () => null, ...extra,
});
const routes = [
  route('settings', 'settings'),
  route('general', 'settings/general', { breadcrumb: { label: 'admin.general' } }),
  route('edge', 'edgeManagement', { breadcrumb: { skip: true } }),
  route('edge-rc', 'edgeManagement/ruleChains', { searchable: true }),
  route('dash', 'dashboards/:dashboardId'),
];

describe('buildBreadcrumbs', () => {
  it('gives one crumb per registered path prefix, labelled by breadcrumb or title', () => {
    expect(buildBreadcrumbs('/settings/general', routes)).toEqual([
      { label: 'settings.title', path: '/settings', icon: undefined },
      { label: 'admin.general', path: '/settings/general', icon: undefined },
    ]);
  });

  it('skips routes marked skip and prefixes without a route', () => {
    expect(buildBreadcrumbs('/edgeManagement/ruleChains', routes).map((c) => c.path)).toEqual(['/edgeManagement/ruleChains']);
    expect(buildBreadcrumbs('/nowhere/settings', routes)).toEqual([]);
  });

  it('matches parameterised routes and finds the active route', () => {
    expect(buildBreadcrumbs('/dashboards/abc', routes).map((c) => c.label)).toEqual(['dash.title']);
    expect(findRoute('/edgeManagement/ruleChains', routes)?.searchable).toBe(true);
    expect(findRoute('/home', routes)).toBeUndefined();
  });
});
