import { ApiError } from '../http/errors';
import { notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { asObject, badField, checkFields, entityBody, isEmail, optionalEntityId, optionalString, specifiedText } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import { newOneTimeToken } from '../security/random';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { NULL_UUID, type JsonObject } from '../store/ids';
import { DuplicateEmailError, type Authority, type User, type UserUpdateInput } from '../store/UserStore';
import { assertCanCreate } from '../tenancy/limits';
import type { AccountService } from './AccountService';
import { assignableAuthorities, canManageUser } from './userAccess';

const AUTHORITIES: Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];
/** Recorded by the server; a save keeps the stored values whatever the body says. */
const SERVER_INFO_KEYS = ['userCredentialsEnabled', 'failedLoginAttempts', 'lastLoginTs', 'lockedUntilTs'];

function userInfo(value: unknown, stored: JsonObject | undefined): JsonObject {
  const info: JsonObject = value === undefined || value === null ? {} : { ...asObject(value, "Parameter 'additionalInfo'") };
  for (const key of SERVER_INFO_KEYS) {
    delete info[key];
    if (stored && key in stored) info[key] = stored[key];
  }
  return info;
}

/** POST /api/user: creation and update of users, with the rules of contract §12. */
export class UserService {
  constructor(
    private readonly stores: Stores,
    private readonly accounts: AccountService,
    private readonly events: EntityEvents,
  ) {}

  async save(caller: SecurityUser, body: unknown, sendActivationMail: boolean): Promise<User> {
    // Callers who may create nobody (customer users) learn nothing from validation messages.
    if (assignableAuthorities(caller).length === 0 && (body as JsonObject | null)?.id == null) throw ApiError.forbidden();
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'USER');
    const existing = existingId ? await this.stores.users.findById(existingId) : undefined;
    if (existingId && !existing) throw notFoundById('User', existingId);

    checkFields(obj, [
      { key: 'firstName', field: 'first name', max: 255, xss: true },
      { key: 'lastName', field: 'last name', max: 255, xss: true },
    ]);
    const email = specifiedText(obj, 'email', MSG.USER_EMAIL).trim();
    if (!isEmail(email)) throw badField(MSG.INVALID_EMAIL(email));
    const authority = specifiedText(obj, 'authority', MSG.USER_AUTHORITY) as Authority;
    if (!AUTHORITIES.includes(authority)) throw badField(`Parameter 'authority' must be one of ${AUTHORITIES.join(', ')}!`);
    const input: UserUpdateInput = {
      email,
      authority,
      firstName: optionalString(obj, 'firstName') ?? null,
      lastName: optionalString(obj, 'lastName') ?? null,
      additionalInfo: userInfo(obj.additionalInfo, existing?.additionalInfo),
      ...(await this.placement(caller, existing, authority, obj)),
    };

    const sameEmail = await this.stores.users.findByEmail(email);
    if (sameEmail && sameEmail.id.id !== existing?.id.id) throw duplicate(email);
    try {
      if (existing) {
        const updated = (await this.stores.users.update(existing.id.id, input))!;
        this.events.updated(updated, caller);
        return updated;
      }
      // Counted and inserted in one transaction, so concurrent saves cannot both take the last place.
      const created = await this.stores.transaction(async (stores) => {
        await assertCanCreate(stores, input.tenantId, 'USER');
        return stores.users.create(input, { enabled: false, activateToken: newOneTimeToken() });
      });
      if (sendActivationMail) await this.mailOrUndo(created);
      this.events.created(created, caller);
      return created;
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw duplicate(email);
      throw error;
    }
  }

  /** `user` was loaded and access-checked by the route. */
  async delete(caller: SecurityUser, user: User): Promise<void> {
    await this.stores.users.delete(user.id.id);
    this.events.deleted(user, caller);
  }

  /** Checks who may save what, and decides the tenant and customer the user belongs to. */
  private async placement(
    caller: SecurityUser,
    existing: User | undefined,
    authority: Authority,
    obj: JsonObject,
  ): Promise<{ tenantId: string; customerId: string }> {
    if (existing && existing.id.id === caller.userId) {
      // Editing one's own profile: names, e-mail and preferences, never one's place or role.
      if (authority !== existing.authority) throw ApiError.forbidden();
      return { tenantId: existing.tenantId.id, customerId: existing.customerId.id };
    }
    if (existing && !canManageUser(caller, existing)) throw ApiError.forbidden();
    if (!assignableAuthorities(caller).includes(authority)) throw ApiError.forbidden();

    // A tenant administrator only ever saves into its own tenant (ThingsBoard replaces the id).
    const tenantId = caller.authority === 'SYS_ADMIN' ? optionalEntityId(obj, 'tenantId', 'TENANT') : caller.tenantId;
    const customerId = optionalEntityId(obj, 'customerId', 'CUSTOMER');
    const placed = (id: string | undefined) => id !== undefined && id !== NULL_UUID;
    // ThingsBoard's UserDataValidator, in its order and words (400/31).
    if (authority === 'SYS_ADMIN') {
      if (placed(tenantId) || placed(customerId)) throw badField(MSG.USER_SYSADMIN_PLACED);
      return { tenantId: NULL_UUID, customerId: NULL_UUID };
    }
    if (authority === 'TENANT_ADMIN') {
      if (!placed(tenantId)) throw badField(MSG.USER_TENANT_ADMIN_NO_TENANT);
      if (placed(customerId)) throw badField(MSG.USER_TENANT_ADMIN_CUSTOMER);
    } else if (!placed(tenantId) || !placed(customerId)) throw badField(MSG.USER_CUSTOMER_USER_NO_CUSTOMER);
    if (!(await this.stores.tenants.findById(tenantId!))) throw badField(MSG.USER_UNKNOWN_TENANT);
    if (authority === 'TENANT_ADMIN') return { tenantId: tenantId!, customerId: NULL_UUID };
    const customer = await this.stores.customers.findById(customerId!);
    if (!customer) throw badField(MSG.USER_UNKNOWN_CUSTOMER);
    if (customer.tenantId.id !== tenantId) throw badField(MSG.USER_FOREIGN_CUSTOMER);
    return { tenantId: tenantId!, customerId: customerId! };
  }

  /** As ThingsBoard: a user whose activation mail cannot be sent is not kept. */
  private async mailOrUndo(user: User): Promise<void> {
    try {
      await this.accounts.sendActivationMail(user);
    } catch (error) {
      await this.stores.users.delete(user.id.id);
      throw error;
    }
  }
}

function duplicate(email: string): ApiError {
  return badField(MSG.USER_EMAIL_DUPLICATE(email));
}
