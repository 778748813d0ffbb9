import type { Db } from './database';
import { inTransaction } from './database';
import { parseJson } from './ids';
import type { UserCredentialsRow } from './schema';

/** A password the user had, kept (hashed) for the password-reuse rule. */
export interface PasswordHistoryEntry {
  /** When it was set (ms). */
  ts: number;
  hash: string;
}

export interface UserCredentials {
  id: string;
  userId: string;
  enabled: boolean;
  /** `scrypt$N$r$p$salt$hash`, or null before activation. */
  password: string | null;
  activateToken: string | null;
  /** When the activation token was issued (ms), null when unknown (issued before it was recorded). */
  activateTokenTs: number | null;
  resetToken: string | null;
  /** Epoch ms; tokens issued before it are refused. */
  tokensValidSince: number;
  /** When the current password was set (ms), null while there is none. */
  passwordChangedTs: number | null;
  /** Oldest first; the last entry is the current password. */
  passwordHistory: PasswordHistoryEntry[];
}

/*
 * Each entry costs one scrypt when a new password is checked against the reuse rule,
 * so the history is bounded; ten passwords cover any sane reuse period.
 */
export const PASSWORD_HISTORY_LIMIT = 10;

function toHistory(text: string | null): PasswordHistoryEntry[] {
  const parsed = parseJson<unknown>(text);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (e): e is PasswordHistoryEntry => typeof e?.ts === 'number' && typeof e?.hash === 'string',
  );
}

export function initialHistory(hash: string | null | undefined, ts: number): string | null {
  return hash ? JSON.stringify([{ ts, hash }]) : null;
}

export function toUserCredentials(row: UserCredentialsRow): UserCredentials {
  return {
    id: row.id,
    userId: row.user_id,
    enabled: row.enabled === 1,
    password: row.password,
    activateToken: row.activate_token,
    activateTokenTs: row.activate_token_ts == null ? null : Number(row.activate_token_ts),
    resetToken: row.reset_token,
    tokensValidSince: row.tokens_valid_since,
    passwordChangedTs: row.password_changed_ts ?? null,
    passwordHistory: toHistory(row.password_history ?? null),
  };
}

/** Credentials lookups and changes behind activation, password reset and lockout. */
export class UserCredentialsStore {
  constructor(private readonly db: Db) {}

  async findByUserId(userId: string): Promise<UserCredentials | undefined> {
    const row = await this.db.selectFrom('user_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row ? toUserCredentials(row) : undefined;
  }

  async findByActivateToken(token: string): Promise<UserCredentials | undefined> {
    if (!token) return undefined;
    const row = await this.db.selectFrom('user_credentials').selectAll().where('activate_token', '=', token).executeTakeFirst();
    return row ? toUserCredentials(row) : undefined;
  }

  async findByResetToken(token: string): Promise<UserCredentials | undefined> {
    if (!token) return undefined;
    const row = await this.db.selectFrom('user_credentials').selectAll().where('reset_token', '=', token).executeTakeFirst();
    return row ? toUserCredentials(row) : undefined;
  }

  /** A new activation token (the old one had expired), issued now. */
  async renewActivateToken(userId: string, token: string): Promise<void> {
    await this.db.updateTable('user_credentials').set({ activate_token: token, activate_token_ts: Date.now() }).where('user_id', '=', userId).execute();
  }

  async setResetToken(userId: string, token: string | null): Promise<void> {
    await this.db.updateTable('user_credentials').set({ reset_token: token }).where('user_id', '=', userId).execute();
  }

  /**
   * Sets a new password, clears both one-time tokens (they are single use) and refuses
   * every JWT issued before now. `enable` also activates the account.
   */
  async replacePassword(userId: string, passwordHash: string, options: { enable?: boolean } = {}): Promise<void> {
    const now = Date.now();
    await inTransaction(this.db, async (trx) => {
      const row = await trx.selectFrom('user_credentials').select('password_history').where('user_id', '=', userId).executeTakeFirst();
      if (!row) return;
      const history = [...toHistory(row.password_history), { ts: now, hash: passwordHash }].slice(-PASSWORD_HISTORY_LIMIT);
      await trx
        .updateTable('user_credentials')
        .set({
          password: passwordHash,
          activate_token: null,
          reset_token: null,
          tokens_valid_since: now,
          password_changed_ts: now,
          password_history: JSON.stringify(history),
          ...(options.enable ? { enabled: 1 } : {}),
        })
        .where('user_id', '=', userId)
        .execute();
    });
  }

  /** Activation without a new password (e-mail code): enables and spends the activation token. */
  async enableAndClearActivateToken(userId: string): Promise<void> {
    await this.db
      .updateTable('user_credentials')
      .set({ enabled: 1, activate_token: null })
      .where('user_id', '=', userId)
      .execute();
  }
}
