import { ApiError, Messages } from '../http/errors';
import type { User, UserCredentials, UserStore } from '../store/UserStore';
import { getDummyHash, verifyPassword } from './passwords';

/**
 * Verifies an e-mail/password login. Unknown e-mail, missing password and wrong
 * password all cost one scrypt and answer the same 401/10, so neither the body nor
 * the timing class tells whether an account exists.
 */
export async function checkCredentials(
  users: UserStore,
  username: string,
  password: string,
): Promise<{ user: User; credentials: UserCredentials }> {
  const user = username.trim() ? await users.findByEmail(username) : undefined;
  const credentials = user ? await users.findCredentials(user.id.id) : undefined;
  const matches = await verifyPassword(password, credentials?.password ?? (await getDummyHash()));
  if (!user || !credentials?.password || !matches) {
    if (user) await users.recordLoginFailure(user.id.id);
    throw ApiError.unauthorized(Messages.BAD_CREDENTIALS);
  }
  // Only after the password matched, so "not active" is never revealed to a guesser.
  if (!credentials.enabled) throw ApiError.unauthorized(Messages.NOT_ACTIVE);
  await users.recordLoginSuccess(user.id.id);
  return { user, credentials };
}
