import type { Authority } from '../sdk/types';
import type { AuthUser, UserDetails } from '../sdk/services';

/** What the guard knows of the session (seed 000 sections 3 and 4). */
export interface GuardSession {
  authUser: AuthUser | null;
  userDetails: UserDetails | null;
  /** Dashboards a forced-fullscreen user may open. */
  allowedDashboardIds: string[];
  lastPublicDashboardId: string | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'public-login'; publicId: string }
  | { kind: 'logout' };

const DASHBOARD_PATH = /^\/dashboards?\/([^/]+)\/?$/;

/** Tenant admins and customer users whose default dashboard is fullscreen, and all public users. */
export function isForcedFullscreen(session: GuardSession): boolean {
  const user = session.authUser;
  if (!user) return false;
  if (user.isPublic) return true;
  const info = session.userDetails?.additionalInfo;
  return user.authority !== 'SYS_ADMIN' && Boolean(info?.defaultDashboardId) && info?.defaultDashboardFullscreen === true;
}

/** The default place after login (steps 2 to 4 of the landing order; step 1, a saved URL, comes first). */
export function defaultPlace(session: GuardSession): string {
  const user = session.authUser;
  if (user?.isPublic) {
    // The publicId stays in the URL: without it step (a) would end the public session.
    const id = session.lastPublicDashboardId;
    return id ? `/dashboard/${id}?publicId=${encodeURIComponent(user.sub)}` : '/login';
  }
  const dashboardId = session.userDetails?.additionalInfo?.defaultDashboardId;
  if (typeof dashboardId === 'string' && dashboardId) {
    return isForcedFullscreen(session) ? `/dashboard/${dashboardId}` : `/dashboards/${dashboardId}`;
  }
  return '/home';
}

/**
 * Decides a navigation of a signed-in user: (a) a public user arriving with another publicId
 * reloads as that public user, or is logged out without one; forced fullscreen users may only
 * visit profile (not public users) and their allowed dashboards; (d) the route's authorities
 * must include the user's, else the forbidden dialog.
 */
export function guardNavigation(
  pathname: string,
  publicIdParam: string | null,
  routeAuthorities: Authority[] | undefined,
  session: GuardSession,
): GuardDecision {
  const user = session.authUser;
  if (!user) return { kind: 'redirect', to: '/login' };
  if (user.isPublic && publicIdParam !== user.sub) {
    return publicIdParam ? { kind: 'public-login', publicId: publicIdParam } : { kind: 'logout' };
  }
  if (isForcedFullscreen(session)) {
    const dashboard = DASHBOARD_PATH.exec(pathname)?.[1];
    const allowed = dashboard
      ? session.allowedDashboardIds.includes(dashboard)
      : pathname === '/profile' && !user.isPublic;
    if (!allowed) return { kind: 'redirect', to: defaultPlace(session) };
  }
  if (routeAuthorities && !routeAuthorities.includes(user.authority)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}

/** The dashboard id in a dashboard path, if any. */
export function dashboardIdOf(pathname: string): string | null {
  return DASHBOARD_PATH.exec(pathname)?.[1] ?? null;
}
