import { HttpError } from '../sdk/services';
import { clearTokens, JWT_TOKEN, REFRESH_TOKEN, storeToken, validToken } from './tokenStorage';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface TokenManagerDeps {
  storage: Storage;
  fetch: typeof fetch;
  now?: () => number;
  baseUrl?: string;
}

/**
 * Holds the session's token pair and refreshes it. Only one refresh runs at a time:
 * concurrent callers share its promise.
 */
export class TokenManager {
  private refreshing: Promise<void> | null = null;

  constructor(private readonly deps: TokenManagerDeps) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  get accessToken(): string | null {
    return validToken(this.deps.storage, JWT_TOKEN, this.now());
  }

  get refreshToken(): string | null {
    return validToken(this.deps.storage, REFRESH_TOKEN, this.now());
  }

  /** The raw stored access token, valid or not (for decoding claims). */
  get storedAccessToken(): string | null {
    return this.deps.storage.getItem(JWT_TOKEN);
  }

  store(pair: TokenPair): void {
    const now = this.now();
    storeToken(this.deps.storage, JWT_TOKEN, pair.token, now);
    storeToken(this.deps.storage, REFRESH_TOKEN, pair.refreshToken, now);
  }

  clear(): void {
    clearTokens(this.deps.storage);
  }

  /** Exchanges the refresh token for a new pair; clears the tokens when that fails. */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
    const refreshToken = this.refreshToken;
    if (!refreshToken) {
      this.clear();
      throw new HttpError(401, 'access.refresh-token-expired', 10);
    }
    let response: Response;
    try {
      response = await this.deps.fetch(`${this.deps.baseUrl ?? ''}/api/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
    } catch {
      this.clear();
      throw new HttpError(0, 'access.refresh-token-failed');
    }
    if (!response.ok) {
      this.clear();
      const body = (await response.json().catch(() => null)) as { message?: string; errorCode?: number } | null;
      throw new HttpError(response.status, body?.message ?? 'access.refresh-token-failed', body?.errorCode, body);
    }
    this.store((await response.json()) as TokenPair);
  }
}
