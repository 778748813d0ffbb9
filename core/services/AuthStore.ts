import { action, computed, makeObservable, observable, runInAction, observableRef } from 'mobx';
import type { Authority } from '../sdk/types';
import type { AuthService, AuthUser, HttpService, UserDetails } from '../sdk/services';
import { type GuardSession, isForcedFullscreen } from '../shell/guard';
import { decodeJwt } from './tokenStorage';
import { type TokenManager, type TokenPair } from './TokenManager';

const AUTHORITIES: Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];
const LAST_PUBLIC_DASHBOARD_KEY = 'tessera.lastPublicDashboardId';

/** Builds the auth user from an access token's claims; null when they are not a user's. */
export function authUserFromToken(token: string | null): AuthUser | null {
  const claims = token ? decodeJwt(token) : null;
  const authority = claims?.scopes?.[0] as Authority | undefined;
  if (!claims || !authority || !AUTHORITIES.includes(authority)) return null;
  return {
    userId: String(claims.userId ?? ''),
    sub: String(claims.sub ?? ''),
    authority,
    tenantId: String(claims.tenantId ?? ''),
    customerId: String(claims.customerId ?? ''),
    firstName: String(claims.firstName ?? ''),
    lastName: String(claims.lastName ?? ''),
    isPublic: claims.isPublic === true,
  };
}

/** Session state: who is signed in, and the server features the shell depends on. */
export class AuthStore implements AuthService {
  isAuthenticated = false;
  isUserLoaded = false;
  authUser: AuthUser | null = null;
  userDetails: UserDetails | null = null;
  userTokenAccessEnabled = false;
  edgesEnabled = false;
  /** Tessera's own endpoints exist (false against a ThingsBoard server in remote mode). */
  tesseraExtensions = false;
  /** Dashboards a forced-fullscreen user may open. */
  allowedDashboardIds: string[] = [];
  /** The dashboard a public user arrived at. */
  lastPublicDashboardId: string | null = null;

  constructor(private readonly deps: { http: HttpService; tokens: TokenManager; storage?: Storage }) {
    this.lastPublicDashboardId = deps.storage?.getItem(LAST_PUBLIC_DASHBOARD_KEY) ?? null;
    makeObservable(this, {
      isAuthenticated: observable,
      isUserLoaded: observable,
      authUser: observableRef,
      userDetails: observableRef,
      userTokenAccessEnabled: observable,
      edgesEnabled: observable,
      tesseraExtensions: observable,
      allowedDashboardIds: observableRef,
      lastPublicDashboardId: observable,
      forceFullscreen: computed,
      session: computed,
      setLastPublicDashboard: action,
      reset: action,
    });
  }

  /** What the route guard decides on. */
  get session(): GuardSession {
    return {
      authUser: this.authUser, userDetails: this.userDetails,
      allowedDashboardIds: this.allowedDashboardIds, lastPublicDashboardId: this.lastPublicDashboardId,
    };
  }

  get forceFullscreen(): boolean {
    return isForcedFullscreen(this.session);
  }

  /** Remembered for the tab, so a reload still knows where the public user belongs. */
  setLastPublicDashboard(dashboardId: string | null): void {
    this.lastPublicDashboardId = dashboardId;
    if (dashboardId) this.deps.storage?.setItem(LAST_PUBLIC_DASHBOARD_KEY, dashboardId);
    else this.deps.storage?.removeItem(LAST_PUBLIC_DASHBOARD_KEY);
  }

  /** Restores a stored session, or settles as signed out. */
  async init(): Promise<void> {
    if (this.deps.tokens.accessToken || this.deps.tokens.refreshToken) {
      await this.loadUser().catch(() => this.reset());
    } else {
      this.reset();
    }
  }

  async login(username: string, password: string): Promise<void> {
    const pair = await this.deps.http.post<TokenPair>('/api/auth/login', { username, password }, { ignoreErrors: true });
    await this.startSession(pair);
  }

  /** Sets a new password from a reset token and signs in. */
  async resetPassword(resetToken: string, password: string): Promise<void> {
    await this.startSession(await this.deps.http.post<TokenPair>('/api/noauth/resetPassword', { resetToken, password }));
  }

  /** Activates an account with its activation token and first password, and signs in. */
  async activate(activateToken: string, password: string): Promise<void> {
    const url = '/api/noauth/activate?sendActivationMail=true';
    await this.startSession(await this.deps.http.post<TokenPair>(url, { activateToken, password }));
  }

  /** Signs in as the public user of a public customer. */
  async publicLogin(publicId: string): Promise<void> {
    const pair = await this.deps.http.post<TokenPair>('/api/auth/login/public', { publicId }, { ignoreErrors: true });
    await this.startSession(pair);
  }

  /** Admins only: continues the session as another user (`GET /api/user/{id}/token`). */
  async loginAsUser(userId: string): Promise<void> {
    await this.startSession(await this.deps.http.get<TokenPair>(`/api/user/${encodeURIComponent(userId)}/token`));
  }

  /** Changes the password; the server answers with a new token pair, older tokens stop working. */
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    const pair = await this.deps.http.post<TokenPair>('/api/auth/changePassword', { currentPassword, newPassword });
    this.deps.tokens.store(pair);
  }

  /** Saves the user's own first name, last name and settings (`POST /api/user`). */
  async saveProfile(changes: { firstName: string; lastName: string; additionalInfo?: Record<string, unknown> }): Promise<void> {
    const current = this.userDetails;
    if (!current) throw new Error('No user is signed in');
    const saved = await this.deps.http.post<UserDetails>('/api/user?sendActivationMail=false', {
      ...current,
      firstName: changes.firstName,
      lastName: changes.lastName,
      additionalInfo: { ...current.additionalInfo, ...changes.additionalInfo },
    });
    runInAction(() => { this.userDetails = saved; });
  }

  /** Signs in with a token pair (login, activation, password reset, token login). */
  async startSession(pair: TokenPair): Promise<void> {
    this.deps.tokens.store(pair);
    await this.loadUser();
  }

  async logout(): Promise<void> {
    if (this.isAuthenticated) {
      await this.deps.http.post('/api/auth/logout', undefined, { ignoreErrors: true, ignoreLoading: true }).catch(() => undefined);
    }
    this.endSession();
  }

  /** Forgets the session locally (after a failed refresh or an invalid token). */
  endSession(): void {
    this.deps.tokens.clear();
    this.setLastPublicDashboard(null);
    this.reset();
  }

  private async loadUser(): Promise<void> {
    runInAction(() => { this.isUserLoaded = false; });
    const { http, tokens } = this.deps;
    const userDetails = await http.get<UserDetails>('/api/auth/user', { ignoreErrors: true });
    const authUser = authUserFromToken(tokens.storedAccessToken);
    if (!authUser) throw new Error('The access token does not describe a user');
    const isAdmin = authUser.authority === 'SYS_ADMIN' || authUser.authority === 'TENANT_ADMIN';
    const [tokenAccess, edges, tessera] = await Promise.all([
      isAdmin ? http.get<boolean>('/api/user/tokenAccessEnabled', { ignoreErrors: true }).catch(() => false) : false,
      http.get<boolean>('/api/edges/enabled', { ignoreErrors: true }).catch(() => false),
      // ThingsBoard itself answers 404 here: the console then hides what only Tessera's server has.
      http.get<{ version?: unknown }>('/api/tessera/info', { ignoreErrors: true, ignoreLoading: true }).then((info) => typeof info?.version === 'string', () => false),
    ]);
    const allowed = isForcedFullscreen({ ...this.session, authUser, userDetails })
      ? await this.fetchDashboardIds(authUser, userDetails)
      : [];
    runInAction(() => {
      this.allowedDashboardIds = allowed;
      this.authUser = authUser;
      this.userDetails = userDetails;
      this.userTokenAccessEnabled = tokenAccess === true;
      this.edgesEnabled = edges === true;
      this.tesseraExtensions = tessera;
      this.isAuthenticated = true;
      this.isUserLoaded = true;
    });
  }

  /** Ids of every dashboard the user can read (page size 100), plus the default and last public one. */
  private async fetchDashboardIds(user: AuthUser, details: UserDetails): Promise<string[]> {
    const base = user.authority === 'TENANT_ADMIN' ? '/api/tenant/dashboards' : `/api/customer/${user.customerId}/dashboards`;
    const ids = new Set<string>();
    try {
      for (let page = 0; page < 100; page++) {
        const result = await this.deps.http.get<{ data: { id: { id: string } }[]; hasNext: boolean }>(
          `${base}?pageSize=100&page=${page}`, { ignoreErrors: true });
        result.data.forEach((d) => ids.add(d.id.id));
        if (!result.hasNext) break;
      }
    } catch {
      // A server without dashboards yet: the default and last public dashboards remain allowed.
    }
    if (this.lastPublicDashboardId) ids.add(this.lastPublicDashboardId);
    const defaultId = details.additionalInfo?.defaultDashboardId;
    if (typeof defaultId === 'string' && defaultId) ids.add(defaultId);
    return [...ids];
  }

  reset(): void {
    this.isAuthenticated = false;
    this.authUser = null;
    this.userDetails = null;
    this.userTokenAccessEnabled = false;
    this.edgesEnabled = false;
    this.tesseraExtensions = false;
    this.allowedDashboardIds = [];
    this.isUserLoaded = true;
  }
}
