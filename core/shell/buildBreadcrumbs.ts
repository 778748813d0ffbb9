import type { RouteContribution } from '../sdk/contributions';
import { matchPath } from 'react-router-dom';

export interface Crumb {
  /** i18n key. */
  label: string;
  path: string;
  icon?: NonNullable<RouteContribution['breadcrumb']>['icon'];
}

/**
 * Breadcrumbs for a location: one per path prefix that matches a registered route, each
 * labelled from the route's breadcrumb or title; routes marked `skip` are left out.
 */
export function buildBreadcrumbs(pathname: string, routes: RouteContribution[]): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const path = '/' + segments.slice(0, i).join('/');
    const route = routes.find((r) => matchPath({ path: '/' + r.path, end: true }, path));
    if (!route || route.breadcrumb?.skip) continue;
    crumbs.push({ label: route.breadcrumb?.label ?? route.title, path, icon: route.breadcrumb?.icon });
  }
  return crumbs;
}

/** The route registered for a location, if any. */
export function findRoute(pathname: string, routes: RouteContribution[]): RouteContribution | undefined {
  return routes.find((r) => matchPath({ path: '/' + r.path, end: true }, pathname));
}
