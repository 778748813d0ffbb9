import { action, makeObservable, observable, runInAction, observableRef } from 'mobx';
import { type Authority, type AuthService, type AuthUser, type HttpService, type UserDetails } from '@tessera/sdk';
import { decodeJwt } from './tokenStorage';
import { type TokenManager, type TokenPair } from './TokenManager';

const AUTHORITIES: Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];

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

  constructor(private readonly deps: { http: HttpService; tokens: TokenManager }) {
    makeObservable(this, {
      isAuthenticated: observable,
      isUserLoaded: observable,
      authUser: observableRef,
      userDetails: observableRef,
      userTokenAccessEnabled: observable,
      edgesEnabled: observable,
      reset: action,
    });
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
    this.reset();
  }

  private async loadUser(): Promise<void> {
    runInAction(() => { this.isUserLoaded = false; });
    const { http, tokens } = this.deps;
    const userDetails = await http.get<UserDetails>('/api/auth/user', { ignoreErrors: true });
    const authUser = authUserFromToken(tokens.storedAccessToken);
    if (!authUser) throw new Error('The access token does not describe a user');
    const isAdmin = authUser.authority === 'SYS_ADMIN' || authUser.authority === 'TENANT_ADMIN';
    const [tokenAccess, edges] = await Promise.all([
      isAdmin ? http.get<boolean>('/api/user/tokenAccessEnabled', { ignoreErrors: true }).catch(() => false) : false,
      http.get<boolean>('/api/edges/enabled', { ignoreErrors: true }).catch(() => false),
    ]);
    runInAction(() => {
      this.authUser = authUser;
      this.userDetails = userDetails;
      this.userTokenAccessEnabled = tokenAccess === true;
      this.edgesEnabled = edges === true;
      this.isAuthenticated = true;
      this.isUserLoaded = true;
    });
  }

  reset(): void {
    this.isAuthenticated = false;
    this.authUser = null;
    this.userDetails = null;
    this.userTokenAccessEnabled = false;
    this.edgesEnabled = false;
    this.isUserLoaded = true;
  }
}
