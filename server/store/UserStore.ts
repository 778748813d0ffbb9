import { sql } from 'kysely';
import { inTransaction, type Db } from './database';
import { asObject, entityId, newId, NULL_UUID, parseJson, toJson, type EntityId, type JsonObject } from './ids';
import type { UserCredentialsRow, UserRow } from './schema';

export type Authority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';

export interface User {
  id: EntityId<'USER'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  customerId: EntityId<'CUSTOMER'>;
  email: string;
  name: string;
  authority: Authority;
  firstName: string | null;
  lastName: string | null;
  additionalInfo: JsonObject;
}

export interface UserCredentials {
  id: string;
  userId: string;
  enabled: boolean;
  /** `scrypt$N$r$p$salt$hash`, or null before activation. */
  password: string | null;
  activateToken: string | null;
  resetToken: string | null;
  /** Epoch ms; tokens issued before it are refused. */
  tokensValidSince: number;
}

export interface NewUserInput {
  tenantId?: string;
  customerId?: string;
  email: string;
  authority: Authority;
  firstName?: string | null;
  lastName?: string | null;
  additionalInfo?: JsonObject;
}

export interface NewCredentialsInput {
  enabled: boolean;
  passwordHash?: string | null;
  activateToken?: string | null;
}

/** `credentialsEnabled` is the source of truth for additionalInfo.userCredentialsEnabled. */
export function toUser(row: UserRow, credentialsEnabled?: boolean): User {
  const additionalInfo = asObject(parseJson(row.additional_info));
  if (credentialsEnabled !== undefined) additionalInfo.userCredentialsEnabled = credentialsEnabled;
  return {
    id: entityId('USER', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    email: row.email,
    name: row.email,
    authority: row.authority as Authority,
    firstName: row.first_name,
    lastName: row.last_name,
    additionalInfo,
  };
}

export function toUserCredentials(row: UserCredentialsRow): UserCredentials {
  return {
    id: row.id,
    userId: row.user_id,
    enabled: row.enabled === 1,
    password: row.password,
    activateToken: row.activate_token,
    resetToken: row.reset_token,
    tokensValidSince: row.tokens_valid_since,
  };
}

export class UserStore {
  constructor(private readonly db: Db) {}

  private selectUsers() {
    return this.db
      .selectFrom('tb_user')
      .leftJoin('user_credentials', 'user_credentials.user_id', 'tb_user.id')
      .selectAll('tb_user')
      .select('user_credentials.enabled as credentials_enabled');
  }

  async findById(id: string): Promise<User | undefined> {
    const row = await this.selectUsers().where('tb_user.id', '=', id).executeTakeFirst();
    return row ? toUser(row, row.credentials_enabled === 1) : undefined;
  }

  /** Case-insensitive, as logins are. */
  async findByEmail(email: string): Promise<User | undefined> {
    const row = await this.selectUsers()
      .where(sql<string>`lower(tb_user.email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row ? toUser(row, row.credentials_enabled === 1) : undefined;
  }

  async findCredentials(userId: string): Promise<UserCredentials | undefined> {
    const row = await this.db.selectFrom('user_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row ? toUserCredentials(row) : undefined;
  }

  async count(): Promise<number> {
    const { n } = await this.db.selectFrom('tb_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Creates the user and its credentials together, so no user exists without credentials. */
  async create(input: NewUserInput, credentials: NewCredentialsInput): Promise<User> {
    const id = newId();
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('tb_user')
        .values({
          id,
          created_time: Date.now(),
          tenant_id: input.tenantId ?? NULL_UUID,
          customer_id: input.customerId ?? NULL_UUID,
          email: input.email.trim(),
          authority: input.authority,
          first_name: input.firstName ?? null,
          last_name: input.lastName ?? null,
          additional_info: toJson({ ...input.additionalInfo, userCredentialsEnabled: credentials.enabled }),
        })
        .execute();
      await trx
        .insertInto('user_credentials')
        .values({
          id: newId(),
          user_id: id,
          enabled: credentials.enabled ? 1 : 0,
          password: credentials.passwordHash ?? null,
          activate_token: credentials.activateToken ?? null,
          reset_token: null,
        })
        .execute();
    });
    return (await this.findById(id))!;
  }

  /** Replaces the password and refuses every token issued before now. */
  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('user_credentials')
      .set({ password: passwordHash, activate_token: null, reset_token: null, tokens_valid_since: Date.now() })
      .where('user_id', '=', userId)
      .execute();
  }

  /** Disabling also refuses tokens issued so far, so re-enabling does not revive them. */
  async setCredentialsEnabled(userId: string, enabled: boolean): Promise<void> {
    await this.db
      .updateTable('user_credentials')
      .set(enabled ? { enabled: 1 } : { enabled: 0, tokens_valid_since: Date.now() })
      .where('user_id', '=', userId)
      .execute();
  }

  async recordLoginSuccess(userId: string): Promise<void> {
    await this.updateAdditionalInfo(userId, (info) => ({ ...info, lastLoginTs: Date.now(), failedLoginAttempts: 0 }));
  }

  /** Returns the new count of consecutive failures (a lockout policy reads it). */
  async recordLoginFailure(userId: string): Promise<number> {
    let attempts = 0;
    await this.updateAdditionalInfo(userId, (info) => {
      attempts = (typeof info.failedLoginAttempts === 'number' ? info.failedLoginAttempts : 0) + 1;
      return { ...info, failedLoginAttempts: attempts };
    });
    return attempts;
  }

  private async updateAdditionalInfo(userId: string, change: (info: JsonObject) => JsonObject): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const row = await trx.selectFrom('tb_user').select('additional_info').where('id', '=', userId).executeTakeFirst();
      if (!row) return;
      const next = change(asObject(parseJson(row.additional_info)));
      await trx.updateTable('tb_user').set({ additional_info: toJson(next) }).where('id', '=', userId).execute();
    });
  }
}
