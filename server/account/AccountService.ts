import { MSG } from '../http/messages';
import { ApiError, Messages } from '../http/errors';
import type { MailService } from '../mail/MailService';
import { accountLockoutMail } from '../mail/templates';
import type { EntityChangeBus } from '../ruleEngine/EntityChangeBus';
import { checkCredentials, type LoginDeps } from '../security/checkCredentials';
import { enforcePasswordPolicy } from '../security/passwordPolicy';
import { hashPassword, verifyPassword } from '../security/passwords';
import { newOneTimeToken } from '../security/random';
import type { SecurityUser } from '../security/SecurityUser';
import type { TokenPair, TokenService } from '../security/TokenService';
import { loadSecuritySettings } from '../settings/securitySettings';
import type { Stores } from '../store/createStores';
import type { PasswordHistoryEntry, UserCredentials } from '../store/UserCredentialsStore';
import type { User } from '../store/UserStore';

export const Account = {
  CURRENT_PASSWORD_MISMATCH: "Current password doesn't match!",
  SAME_PASSWORD: 'New password should be different from existing!',
  INVALID_RESET_TOKEN: 'Invalid reset token!',
  INVALID_EMAIL_CODE: 'Invalid activation code!',
  ALREADY_ACTIVATED: 'User is already activated!',
  EXPIRED_ACTIVATE_TOKEN: 'Activation token expired!',
} as const;

/** Password and activation flows shared by /api/auth, /api/noauth and /api/user. */
export class AccountService {
  constructor(
    private readonly stores: Stores,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly entityChanges: EntityChangeBus,
  ) {}

  /**
   * Announces that `user`'s credentials changed (password, enabled state), so sessions
   * opened with its earlier tokens check them again (open WebSockets close, issue 15).
   */
  private credentialsChanged(user: Pick<User, 'id' | 'tenantId'>): void {
    this.entityChanges.emit({ tenantId: user.tenantId.id, entityId: user.id, kind: 'UPDATED' });
  }

  /** Enables or disables a user's credentials (an administrator's decision, or unlocking after a lockout). */
  async setCredentialsEnabled(user: User, enabled: boolean): Promise<void> {
    await this.stores.users.setCredentialsEnabled(user.id.id, enabled);
    this.credentialsChanged(user);
  }

  private loginDeps(): LoginDeps {
    return {
      users: this.stores.users,
      credentials: this.stores.credentials,
      settings: this.stores.settings,
      onLockout: (user, security) => {
        this.credentialsChanged(user);
        const to = security.userLockoutNotificationEmail;
        if (to) this.mail.sendInBackground(to, accountLockoutMail(user.email, security.maxFailedLoginAttempts, security.userLockoutDurationMinutes));
      },
    };
  }

  async login(username: string, password: string): Promise<TokenPair> {
    const { user, credentials } = await checkCredentials(this.loginDeps(), username, password);
    return this.tokens.issuePair(user, credentials);
  }

  /** A pair for `user` as stored now (after a password or state change). */
  async pairFor(user: User): Promise<TokenPair> {
    const credentials = await this.stores.credentials.findByUserId(user.id.id);
    if (!credentials?.enabled) throw ApiError.unauthorized(Messages.NOT_ACTIVE);
    return this.tokens.issuePair(user, credentials);
  }

  /** "Login as": a 400, not a 401, for an inactive target, or the admin's console would sign the admin out. */
  async loginAsPair(user: User): Promise<TokenPair> {
    const credentials = await this.stores.credentials.findByUserId(user.id.id);
    if (!credentials?.enabled) throw ApiError.badRequest(Messages.NOT_ACTIVE);
    return this.tokens.issuePair(user, credentials);
  }

  /** Policy (and reuse) check, then the hash to store. */
  private async compliantHash(password: string, history: PasswordHistoryEntry[]): Promise<string> {
    const { passwordPolicy } = await loadSecuritySettings(this.stores.settings);
    await enforcePasswordPolicy(passwordPolicy, password, history);
    return hashPassword(password);
  }

  async changePassword(caller: SecurityUser, currentPassword: string, newPassword: string): Promise<TokenPair> {
    if (caller.isPublic) throw ApiError.forbidden();
    const user = await this.stores.users.findById(caller.userId);
    const credentials = await this.stores.credentials.findByUserId(caller.userId);
    if (!user || !credentials?.password) throw ApiError.unauthorized(Messages.AUTH_FAILED);
    if (!(await verifyPassword(currentPassword, credentials.password))) throw ApiError.badRequest(Account.CURRENT_PASSWORD_MISMATCH);
    const hash = await this.compliantHash(newPassword, credentials.passwordHistory);
    if (await verifyPassword(newPassword, credentials.password)) throw ApiError.badRequest(Account.SAME_PASSWORD);
    await this.stores.credentials.replacePassword(user.id.id, hash);
    this.credentialsChanged(user);
    return this.pairFor(user);
  }

  /** Never fails and answers alike for unknown, inactive and active users (no enumeration). */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.stores.users.findByEmail(email);
    const credentials = user ? await this.stores.credentials.findByUserId(user.id.id) : undefined;
    if (!user || !credentials?.enabled) return;
    const token = newOneTimeToken();
    await this.stores.credentials.setResetToken(user.id.id, token);
    this.mail.sendInBackground(user.email, this.mail.resetPasswordMail(token));
  }

  async isResetTokenValid(token: string): Promise<boolean> {
    return (await this.stores.credentials.findByResetToken(token)) !== undefined;
  }

  async resetPassword(resetToken: string, password: string): Promise<TokenPair> {
    const credentials = await this.stores.credentials.findByResetToken(resetToken);
    const user = credentials ? await this.stores.users.findById(credentials.userId) : undefined;
    if (!credentials || !user) throw ApiError.badRequest(Account.INVALID_RESET_TOKEN);
    // A reset must not unlock an account an administrator (or the lockout) disabled.
    if (!credentials.enabled) throw ApiError.unauthorized(Messages.NOT_ACTIVE);
    const hash = await this.compliantHash(password, credentials.passwordHistory);
    if (credentials.password && (await verifyPassword(password, credentials.password))) throw ApiError.badRequest(Account.SAME_PASSWORD);
    await this.stores.credentials.replacePassword(user.id.id, hash);
    this.credentialsChanged(user);
    this.mail.sendInBackground(user.email, this.mail.passwordWasResetMail(user.email));
    return this.pairFor(user);
  }

  /** An activation token that can still be used: its user is not active yet and it has not expired. */
  async isActivateTokenValid(token: string): Promise<boolean> {
    const credentials = await this.stores.credentials.findByActivateToken(token);
    return credentials !== undefined && !credentials.enabled && !(await this.isExpired(credentials));
  }

  /** Past the security settings' activation token lifetime (tokens of unknown age never expire). */
  private async isExpired(credentials: UserCredentials): Promise<boolean> {
    if (credentials.activateTokenTs === null) return false;
    const { userActivationTokenTtl } = await loadSecuritySettings(this.stores.settings);
    return Date.now() - credentials.activateTokenTs > userActivationTokenTtl * 3_600_000;
  }

  async activate(activateToken: string, password: string, sendActivatedMail: boolean): Promise<TokenPair> {
    const credentials = await this.stores.credentials.findByActivateToken(activateToken);
    const user = credentials ? await this.stores.users.findById(credentials.userId) : undefined;
    // A used token is cleared in ThingsBoard, so it reads as unknown too.
    if (!credentials || !user || credentials.enabled) throw ApiError.badRequest(MSG.USER_ACTIVATION_TOKEN_UNKNOWN(activateToken));
    if (await this.isExpired(credentials)) throw ApiError.badRequest(Account.EXPIRED_ACTIVATE_TOKEN);
    const hash = await this.compliantHash(password, []);
    await this.stores.credentials.replacePassword(user.id.id, hash, { enable: true });
    if (sendActivatedMail) this.mail.sendInBackground(user.email, this.mail.accountActivatedMail(user.email));
    return this.pairFor(user);
  }

  /** Activation of a user that already chose a password (the code came by mail). */
  async activateByEmailCode(emailCode: string): Promise<TokenPair> {
    const credentials = await this.stores.credentials.findByActivateToken(emailCode);
    const user = credentials ? await this.stores.users.findById(credentials.userId) : undefined;
    if (!credentials || !user || credentials.enabled || !credentials.password) throw ApiError.badRequest(Account.INVALID_EMAIL_CODE);
    if (await this.isExpired(credentials)) throw ApiError.badRequest(Account.EXPIRED_ACTIVATE_TOKEN);
    await this.stores.credentials.enableAndClearActivateToken(user.id.id);
    return this.pairFor(user);
  }

  /** Re-sends the activation mail to a user not yet activated; silent otherwise (no enumeration). */
  async resendActivation(email: string): Promise<void> {
    const user = await this.stores.users.findByEmail(email);
    const credentials = user ? await this.stores.credentials.findByUserId(user.id.id) : undefined;
    if (!user || !credentials || credentials.enabled || !credentials.activateToken) return;
    this.mail.sendInBackground(user.email, this.mail.activationMail(await this.freshActivateToken(user.id.id, credentials)));
  }

  private async pendingActivateToken(user: User): Promise<string> {
    const credentials = await this.stores.credentials.findByUserId(user.id.id);
    if (!credentials || credentials.enabled || !credentials.activateToken) throw ApiError.badRequest(Account.ALREADY_ACTIVATED);
    return this.freshActivateToken(user.id.id, credentials);
  }

  /** The pending token, or a new one when it has expired (a new link or mail works again). */
  private async freshActivateToken(userId: string, credentials: UserCredentials): Promise<string> {
    if (!(await this.isExpired(credentials))) return credentials.activateToken!;
    const token = newOneTimeToken();
    await this.stores.credentials.renewActivateToken(userId, token);
    return token;
  }

  async activationLink(user: User): Promise<string> {
    const token = await this.pendingActivateToken(user);
    return (await this.mail.links()).activation(token);
  }

  /** Sends and waits: a failure is the caller's 400/31. */
  async sendActivationMail(user: User): Promise<void> {
    const token = await this.pendingActivateToken(user);
    await this.mail.send(user.email, await this.mail.activationMail(token));
  }
}
