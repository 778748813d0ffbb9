import { describe, expect, it } from 'vitest';
import { type AuthUser, type UserDetails } from '@tessera/sdk';
import { defaultPlace, guardNavigation, type GuardSession, isForcedFullscreen } from '../../core/shell/guard';

const user = (over: Partial<AuthUser> = {}): AuthUser => ({
  userId: 'u1', sub: 'tenant@tessera.io', authority: 'TENANT_ADMIN', tenantId: 't1', customerId: 'c0',
  firstName: 'T', lastName: 'A', isPublic: false, ...over,
});
const details = (additionalInfo: UserDetails['additionalInfo'] = {}): UserDetails => ({
  id: { entityType: 'USER', id: 'u1' }, email: 'tenant@tessera.io', firstName: 'T', lastName: 'A',
  authority: 'TENANT_ADMIN', additionalInfo,
});
const session = (over: Partial<GuardSession> = {}): GuardSession => ({
  authUser: user(), userDetails: details(), allowedDashboardIds: [], lastPublicDashboardId: null, ...over,
});

describe('landing order', () => {
  it('goes home without a default dashboard', () => {
    expect(defaultPlace(session())).toBe('/home');
  });
  it('opens the default dashboard inside the layout, or fullscreen when forced', () => {
    expect(defaultPlace(session({ userDetails: details({ defaultDashboardId: 'd1' }) }))).toBe('/dashboards/d1');
    expect(defaultPlace(session({ userDetails: details({ defaultDashboardId: 'd1', defaultDashboardFullscreen: true }) }))).toBe('/dashboard/d1');
  });
  it('sends a public user to the last public dashboard', () => {
    expect(defaultPlace(session({ authUser: user({ isPublic: true, sub: 'p1' }), lastPublicDashboardId: 'd9' }))).toBe('/dashboard/d9?publicId=p1');
  });
});

describe('guardNavigation', () => {
  it('allows a route whose authorities include the user, forbids one that does not', () => {
    expect(guardNavigation('/devices', null, ['TENANT_ADMIN', 'CUSTOMER_USER'], session())).toEqual({ kind: 'allow' });
    expect(guardNavigation('/tenants', null, ['SYS_ADMIN'], session())).toEqual({ kind: 'forbidden' });
  });

  it('(a) reloads a public user arriving with another publicId, logs out one arriving without', () => {
    const s = session({ authUser: user({ isPublic: true, sub: 'p1', authority: 'CUSTOMER_USER' }), allowedDashboardIds: ['d1'] });
    expect(guardNavigation('/dashboard/d1', 'p2', undefined, s)).toEqual({ kind: 'public-login', publicId: 'p2' });
    expect(guardNavigation('/dashboard/d1', null, undefined, s)).toEqual({ kind: 'logout' });
    expect(guardNavigation('/dashboard/d1', 'p1', undefined, s)).toEqual({ kind: 'allow' });
  });

  it('keeps forced-fullscreen users on their allowed dashboards and profile', () => {
    const s = session({ userDetails: details({ defaultDashboardId: 'd1', defaultDashboardFullscreen: true }), allowedDashboardIds: ['d1', 'd2'] });
    expect(isForcedFullscreen(s)).toBe(true);
    expect(guardNavigation('/dashboards/d2', null, undefined, s)).toEqual({ kind: 'allow' });
    expect(guardNavigation('/profile', null, undefined, s)).toEqual({ kind: 'allow' });
    expect(guardNavigation('/home', null, undefined, s)).toEqual({ kind: 'redirect', to: '/dashboard/d1' });
    expect(guardNavigation('/dashboard/d3', null, undefined, s)).toEqual({ kind: 'redirect', to: '/dashboard/d1' });
  });

  it('does not let public users open the profile', () => {
    const s = session({ authUser: user({ isPublic: true, sub: 'p1', authority: 'CUSTOMER_USER' }), allowedDashboardIds: ['d1'], lastPublicDashboardId: 'd1' });
    expect(guardNavigation('/profile', 'p1', undefined, s)).toEqual({ kind: 'redirect', to: '/dashboard/d1?publicId=p1' });
  });

  it('never forces a system admin into fullscreen', () => {
    expect(isForcedFullscreen(session({ authUser: user({ authority: 'SYS_ADMIN' }), userDetails: details({ defaultDashboardId: 'd', defaultDashboardFullscreen: true }) }))).toBe(false);
  });
});
