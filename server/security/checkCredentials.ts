import { ApiError, ErrorCode, Messages } from '../http/errors';
import { loadSecuritySettings, type SecuritySettings } from '../settings/securitySettings';
import type { SettingsStore } from '../store/SettingsStore';
import type { UserCredentialsStore } from '../store/UserCredentialsStore';
import type { User, UserCredentials, UserStore } from '../store/UserStore';
import { isPasswordExpired } from './passwordPolicy';
import { getDummyHash, verifyPassword } from './passwords';
import { newOneTimeToken } from './random';

export const LOCKED_MESSAGE = 'User account is locked due to security policy';
export const PASSWORD_EXPIRED_MESSAGE = 'User password expired!';

export interface LoginDeps {
  users: UserStore;
  credentials: UserCredentialsStore;
  settings: SettingsStore;
  /** Called once when an account gets locked, e.g. to mail the security contact. */
  onLockout?(user: User, security: SecuritySettings): void;
}

/**
 * Verifies an e-mail/password login. Unknown e-mail, missing password and wrong
 * password all cost one scrypt and answer the same 401/10, so neither the body nor
 * the timing class tells whether an account exists. Then, as ThingsBoard does: the
 * failure that goes past `maxFailedLoginAttempts` locks the account, and a correct but
 * expired password answers 401/15 with a fresh reset token.
 * A timed lockout (`userLockoutDurationMinutes`) answers every attempt with the locked
 * message until it ends, right or wrong password alike, so guessing on cannot tell.
 */
export async function checkCredentials(
  deps: LoginDeps,
  username: string,
  password: string,
): Promise<{ user: User; credentials: UserCredentials }> {
  const security = await loadSecuritySettings(deps.settings);
  const user = username.trim() ? await deps.users.findByEmail(username) : undefined;
  const credentials = user ? await deps.users.findCredentials(user.id.id) : undefined;
  const matches = await verifyPassword(password, credentials?.password ?? (await getDummyHash()));
  if (user && credentials && lockedUntil(user) > Date.now()) throw ApiError.unauthorized(LOCKED_MESSAGE);
  if (!user || !credentials?.password || !matches) {
    if (user && credentials) await recordFailure(deps, user, credentials, security);
    throw ApiError.unauthorized(Messages.BAD_CREDENTIALS);
  }
  // Only after the password matched, so "not active" is never revealed to a guesser.
  if (!credentials.enabled) throw ApiError.unauthorized(Messages.NOT_ACTIVE);
  await deps.users.recordLoginSuccess(user.id.id);
  if (isPasswordExpired(security.passwordPolicy, credentials.passwordChangedTs)) {
    const resetToken = newOneTimeToken();
    await deps.credentials.setResetToken(user.id.id, resetToken);
    throw new ApiError(401, ErrorCode.CREDENTIALS_EXPIRED, PASSWORD_EXPIRED_MESSAGE, { resetToken });
  }
  return { user, credentials };
}

async function recordFailure(deps: LoginDeps, user: User, credentials: UserCredentials, security: SecuritySettings): Promise<void> {
  const attempts = await deps.users.recordLoginFailure(user.id.id);
  const max = security.maxFailedLoginAttempts;
  if (max > 0 && attempts > max && credentials.enabled) {
    const minutes = security.userLockoutDurationMinutes;
    // A timed lockout leaves the credentials (and the sessions) alone: it only stops logins.
    if (minutes > 0) await deps.users.lockUntil(user.id.id, Date.now() + minutes * 60_000);
    else await deps.users.setCredentialsEnabled(user.id.id, false);
    deps.onLockout?.(user, security);
    throw ApiError.unauthorized(LOCKED_MESSAGE);
  }
}

function lockedUntil(user: User): number {
  const until = user.additionalInfo.lockedUntilTs;
  return typeof until === 'number' ? until : 0;
}
