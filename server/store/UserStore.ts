import { sql } from 'kysely';
import { inTransaction, isUniqueViolation, type Db } from './database';
import { asObject, entityId, newId, NULL_UUID, parseJson, toJson, type EntityId, type JsonObject } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import type { UserRow } from './schema';
import { initialHistory, toUserCredentials, UserCredentialsStore, type UserCredentials } from './UserCredentialsStore';

export type { UserCredentials } from './UserCredentialsStore';

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

export interface NewUserInput {
  tenantId?: string;
  customerId?: string;
  email: string;
  authority: Authority;
  firstName?: string | null;
  lastName?: string | null;
  additionalInfo?: JsonObject;
}

/** Fields a save may change; the id, creation time and credentials are not among them. */
export interface UserUpdateInput {
  tenantId: string;
  customerId: string;
  email: string;
  authority: Authority;
  firstName: string | null;
  lastName: string | null;
  additionalInfo: JsonObject;
}

/** Thrown when an e-mail is already taken (case-insensitively); the caller words the message. */
export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
}

export interface NewCredentialsInput {
  enabled: boolean;
  passwordHash?: string | null;
  activateToken?: string | null;
}

/** Which users a list shows: always one tenant, optionally one customer and/or one authority. */
export interface UserFilter {
  tenantId: string;
  customerId?: string;
  authority?: Authority;
}

export const USER_PAGE: PageSpec = {
  search: ['tb_user.email', 'tb_user.first_name', 'tb_user.last_name'],
  sort: { createdTime: 'tb_user.created_time', firstName: 'tb_user.first_name', lastName: 'tb_user.last_name', email: 'tb_user.email' },
  defaultSort: 'tb_user.created_time',
  unique: 'tb_user.id',
};

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

  /** Users of a tenant (or customer), each with additionalInfo.userCredentialsEnabled from its credentials. */
  async findPage(filter: UserFilter, link: PageLink): Promise<PageData<User>> {
    let query = this.selectUsers().where('tb_user.tenant_id', '=', filter.tenantId);
    if (filter.customerId !== undefined) query = query.where('tb_user.customer_id', '=', filter.customerId);
    if (filter.authority !== undefined) query = query.where('tb_user.authority', '=', filter.authority);
    const page = await fetchPage(query, link, USER_PAGE);
    return mapPage(page, (row) => toUser(row, row.credentials_enabled === 1));
  }

  /** Tenant administrators and customer users of the tenant, counted against maxUsers. */
  async countByTenant(tenantId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('tb_user')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async count(): Promise<number> {
    const { n } = await this.db.selectFrom('tb_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Creates the user and its credentials together, so no user exists without credentials. */
  async create(input: NewUserInput, credentials: NewCredentialsInput): Promise<User> {
    const id = newId();
    const now = Date.now();
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('tb_user')
        .values({
          id,
          created_time: now,
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
          activate_token_ts: credentials.activateToken ? now : null,
          reset_token: null,
          password_changed_ts: credentials.passwordHash ? now : null,
          password_history: initialHistory(credentials.passwordHash, now),
        })
        .execute();
    }).catch(rethrowDuplicate);
    return (await this.findById(id))!;
  }

  /** Saves the editable fields of an existing user. */
  async update(id: string, input: UserUpdateInput): Promise<User | undefined> {
    await this.db
      .updateTable('tb_user')
      .set({
        tenant_id: input.tenantId,
        customer_id: input.customerId,
        email: input.email.trim(),
        authority: input.authority,
        first_name: input.firstName,
        last_name: input.lastName,
        additional_info: toJson(input.additionalInfo),
      })
      .where('id', '=', id)
      .execute()
      .catch(rethrowDuplicate);
    return this.findById(id);
  }

  /** Removes the user; its credentials go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('tb_user').where('id', '=', id).execute();
  }

  /** Replaces the password and refuses every token issued before now. */
  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await new UserCredentialsStore(this.db).replacePassword(userId, passwordHash);
  }

  /**
   * Disabling also refuses tokens issued so far, so re-enabling does not revive them.
   * Enabling clears the failure count, or a locked-out user would be locked again at once.
   */
  async setCredentialsEnabled(userId: string, enabled: boolean): Promise<void> {
    await this.db
      .updateTable('user_credentials')
      .set(enabled ? { enabled: 1 } : { enabled: 0, tokens_valid_since: Date.now() })
      .where('user_id', '=', userId)
      .execute();
    // Enabling also lifts a timed lockout, so an administrator can unlock before it ends.
    if (enabled) await this.updateAdditionalInfo(userId, ({ lockedUntilTs: _lock, ...info }) => ({ ...info, failedLoginAttempts: 0 }));
  }

  async recordLoginSuccess(userId: string): Promise<void> {
    await this.updateAdditionalInfo(userId, ({ lockedUntilTs: _lock, ...info }) => ({ ...info, lastLoginTs: Date.now(), failedLoginAttempts: 0 }));
  }

  /** A timed lockout (additionalInfo.lockedUntilTs); the failure count starts over once it ends. */
  async lockUntil(userId: string, untilTs: number): Promise<void> {
    await this.updateAdditionalInfo(userId, (info) => ({ ...info, lockedUntilTs: untilTs, failedLoginAttempts: 0 }));
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

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new DuplicateEmailError('E-mail already in use', { cause: error });
  throw error;
}
