import { randomBytes } from 'node:crypto';

export interface PendingAuthorization {
  registrationId: string;
  codeVerifier: string;
  redirectUri: string;
  /** Where the browser is sent afterwards (the console's origin). */
  consoleOrigin: string;
  /** Binds the callback to the browser that started the sign-in (cookie value). */
  browserKey: string;
  expiresAt: number;
}

const TTL_MS = 10 * 60 * 1000;
const MAX_PENDING = 10_000;

/**
 * Sign-ins under way, by OAuth2 `state`, each usable once within ten minutes. Bounded: the
 * start of a sign-in needs no account, so the oldest entries make room for new ones.
 */
export class PendingAuthorizations {
  private readonly pending = new Map<string, PendingAuthorization>();

  constructor(private readonly now: () => number = Date.now) {}

  add(entry: Omit<PendingAuthorization, 'expiresAt' | 'browserKey'>): { state: string; browserKey: string } {
    this.sweep();
    while (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
    const state = randomBytes(24).toString('base64url');
    const browserKey = randomBytes(24).toString('base64url');
    this.pending.set(state, { ...entry, browserKey, expiresAt: this.now() + TTL_MS });
    return { state, browserKey };
  }

  /** Removes and returns the entry for `state` when it is still valid. */
  take(state: string): PendingAuthorization | undefined {
    const entry = this.pending.get(state);
    this.pending.delete(state);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  get size(): number {
    return this.pending.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [state, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(state);
  }
}
