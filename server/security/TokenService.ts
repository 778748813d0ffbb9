import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ApiError, Messages } from '../http/errors';
import { isPublicCustomer, type Customer } from '../store/CustomerStore';
import type { Stores } from '../store/createStores';
import { NULL_UUID } from '../store/ids';
import type { User, UserCredentials } from '../store/UserStore';
import type { SecurityUser } from './SecurityUser';

export const TOKEN_ISSUER = 'thingsboard.io';
const ALGORITHM = 'HS512';
const REFRESH_SCOPE = 'REFRESH_TOKEN';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface TokenTtl {
  /** Seconds. */
  access: number;
  /** Seconds. */
  refresh: number;
}

interface TbClaims extends JWTPayload {
  scopes?: unknown;
  userId?: unknown;
  isPublic?: unknown;
}

/** Issues and checks ThingsBoard-compatible JWTs (contract §1.4). */
export class TokenService {
  constructor(
    private key: Uint8Array,
    private readonly ttl: TokenTtl,
    private readonly stores: Pick<Stores, 'users' | 'customers'>,
  ) {}

  /** Access and refresh lifetimes, in seconds. */
  get lifetimes(): TokenTtl {
    return { ...this.ttl };
  }

  /** Signs with `key` from now on: every token issued before is refused (JWT settings, key rotation). */
  replaceKey(key: Uint8Array): void {
    this.key = key;
  }

  async issuePair(user: User, credentials: UserCredentials): Promise<TokenPair> {
    const access: Record<string, unknown> = {
      scopes: [user.authority],
      userId: user.id.id,
      enabled: credentials.enabled,
      isPublic: false,
      tenantId: user.tenantId.id,
      customerId: user.customerId.id,
    };
    // ThingsBoard's JWT library drops null claims, so absent names are omitted rather than null.
    if (user.firstName !== null) access.firstName = user.firstName;
    if (user.lastName !== null) access.lastName = user.lastName;
    return {
      token: await this.sign(user.email, access, this.ttl.access),
      refreshToken: await this.sign(user.email, { scopes: [REFRESH_SCOPE], userId: user.id.id, isPublic: false }, this.ttl.refresh, true),
    };
  }

  /** Pair for an anonymous viewer of a public customer's dashboards (contract §1.3). */
  async issuePublicPair(customer: Customer): Promise<TokenPair> {
    const publicId = customer.id.id;
    const access = {
      scopes: ['CUSTOMER_USER'],
      userId: NULL_UUID,
      firstName: 'Public',
      lastName: 'Public',
      enabled: true,
      isPublic: true,
      tenantId: customer.tenantId.id,
      customerId: publicId,
    };
    return {
      token: await this.sign(publicId, access, this.ttl.access),
      refreshToken: await this.sign(publicId, { scopes: [REFRESH_SCOPE], userId: NULL_UUID, isPublic: true }, this.ttl.refresh, true),
    };
  }

  /** Checks an access token and the user behind it; throws the contract's 401s. */
  async authenticateAccess(token: string): Promise<SecurityUser> {
    const claims = await this.verify(token);
    const scopes = claims.scopes;
    if (!Array.isArray(scopes) || scopes.length !== 1 || scopes[0] === REFRESH_SCOPE) {
      throw ApiError.unauthorized();
    }
    if (claims.isPublic === true) return this.publicUser(claims);

    const found = await this.findUser(claims);
    // Checked against the database, not the claims: a disabled user loses access at once.
    // ThingsBoard outdates every token of a user it disables, so the answer is 401/11; the
    // console's refresh then gets 401/10 "User account is not active" and signs out.
    if (!found.credentials.enabled || isOutdated(claims, found.credentials)) throw ApiError.tokenExpired();
    const { user } = found;
    return {
      userId: user.id.id,
      tenantId: user.tenantId.id,
      customerId: user.customerId.id,
      authority: user.authority,
      email: user.email,
      isPublic: false,
    };
  }

  /** Exchanges a refresh token for a new pair. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const claims = await this.verify(refreshToken);
    const scopes = claims.scopes;
    if (!Array.isArray(scopes) || scopes.length !== 1 || scopes[0] !== REFRESH_SCOPE) {
      throw ApiError.unauthorized(Messages.AUTH_FAILED);
    }
    if (claims.isPublic === true) {
      const customer = await this.publicCustomer(claims.sub);
      return this.issuePublicPair(customer);
    }
    const { user, credentials } = await this.findUser(claims);
    if (!credentials.enabled) throw ApiError.unauthorized(Messages.NOT_ACTIVE);
    // Contract: an outdated refresh token is 401/10 (not 11), so the console logs out instead of retrying.
    if (isOutdated(claims, credentials)) throw ApiError.unauthorized('Token is outdated');
    return this.issuePair(user, credentials);
  }

  private async sign(subject: string, claims: Record<string, unknown>, ttl: number, withJti = false): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(subject)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl);
    if (withJti) jwt.setJti(randomUUID());
    return jwt.sign(this.key);
  }

  private async verify(token: string): Promise<TbClaims> {
    try {
      // A token without `exp` would never expire, and one without `iat` could not be outdated by a password change.
      const { payload } = await jwtVerify<TbClaims>(token, this.key, { issuer: TOKEN_ISSUER, algorithms: [ALGORITHM], requiredClaims: ['exp', 'iat'] });
      return payload;
    } catch (error) {
      // jose checks the signature before the expiry, so a forged expired token is not reported as expired.
      if (error instanceof joseErrors.JWTExpired) throw ApiError.tokenExpired();
      throw ApiError.unauthorized();
    }
  }

  private async findUser(claims: TbClaims): Promise<{ user: User; credentials: UserCredentials }> {
    const userId = typeof claims.userId === 'string' ? claims.userId : '';
    const user = userId ? await this.stores.users.findById(userId) : undefined;
    const credentials = user ? await this.stores.users.findCredentials(userId) : undefined;
    if (!user || !credentials) throw ApiError.unauthorized(Messages.AUTH_FAILED);
    return { user, credentials };
  }

  private async publicCustomer(publicId: string | undefined): Promise<Customer> {
    const customer = publicId ? await this.stores.customers.findById(publicId) : undefined;
    if (!customer || !isPublicCustomer(customer)) throw ApiError.unauthorized(Messages.AUTH_FAILED);
    return customer;
  }

  private async publicUser(claims: TbClaims): Promise<SecurityUser> {
    const customer = await this.publicCustomer(claims.sub);
    return {
      userId: NULL_UUID,
      tenantId: customer.tenantId.id,
      customerId: customer.id.id,
      authority: 'CUSTOMER_USER',
      email: customer.id.id,
      isPublic: true,
    };
  }
}

/*
 * Compared in whole seconds, as ThingsBoard does: iat has second precision, so the
 * pair issued right after a password change (same second) must stay valid.
 */
function isOutdated(claims: TbClaims, credentials: UserCredentials): boolean {
  const iat = typeof claims.iat === 'number' ? claims.iat : 0;
  return iat < Math.floor(credentials.tokensValidSince / 1000);
}
