import { canLoginAs, canManageUser, canReadUser } from '../../account/userAccess';
import { requireAuthority } from '../../security/authenticate';
import type { SecurityUser } from '../../security/SecurityUser';
import { USER_PAGE, type User } from '../../store/UserStore';
import { canManageCustomer } from '../../tenancy/access';
import { ApiError } from '../errors';
import { loadEntity } from '../loadEntity';
import { parsePageLink } from '../pageLink';
import type { RouteModule, ServerContext } from '../ServerContext';
import { badField, isEmail, pathUuid, queryBoolean, queryString } from '../validate';
import { docs } from '../openapi/docs';
import { pageOf } from '../openapi/schemas';

type IdParams = { Params: { id: string } };

const adminsOnly = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN');

/** The user behind a path id, or the contract's 400 (malformed), 404 (unknown) or 403 (not allowed). */
function loadUser(
  { stores }: ServerContext,
  caller: SecurityUser,
  id: string,
  allowed: (caller: SecurityUser, target: User) => boolean,
): Promise<User> {
  return loadEntity(id, (uuid) => stores.users.findById(uuid), (user) => allowed(caller, user), 'User');
}

export const userRoutes: RouteModule = (app, ctx) => {
  const { stores, accounts, users } = ctx;

  // Only administrators may mint tokens for other users ("login as", GET /api/user/{id}/token).
  // ThingsBoard lets only administrators ask (a customer user gets 403).
  app.get('/api/user/tokenAccessEnabled', { preHandler: adminsOnly }, async (_request, reply) => reply.type('application/json').send('true'));

  app.post('/api/user', docs({ body: 'User', response: 'User', description: 'Creates a user (no id; `?sendActivationMail=true` mails the activation link) or updates one' }), async (request) => {
    const sendActivationMail = queryBoolean(request.query, 'sendActivationMail', true);
    return users.save(request.user, request.body, sendActivationMail);
  });

  app.post('/api/user/sendActivationMail', { preHandler: adminsOnly }, async (request, reply) => {
    const email = queryString(request.query, 'email').trim();
    if (!isEmail(email)) throw badField(`Invalid email address format '${email}'!`);
    const user = await stores.users.findByEmail(email);
    if (!user) throw ApiError.notFound();
    if (!canManageUser(request.user, user)) throw ApiError.forbidden();
    await accounts.sendActivationMail(user);
    return reply.code(200).send();
  });

  app.get<{ Params: { id: string } }>('/api/user/:id', docs({ response: 'User' }), async (request) =>
    loadUser(ctx, request.user, request.params.id, canReadUser),
  );

  app.get<{ Params: { id: string } }>('/api/user/:id/activationLink', { preHandler: adminsOnly }, async (request, reply) => {
    const user = await loadUser(ctx, request.user, request.params.id, canManageUser);
    return reply.type('text/plain; charset=utf-8').send(await accounts.activationLink(user));
  });

  app.get<{ Params: { id: string } }>('/api/user/:id/token', { preHandler: adminsOnly }, async (request) => {
    const user = await loadUser(ctx, request.user, request.params.id, canLoginAs);
    return accounts.loginAsPair(user);
  });

  // Unlocking after a lockout goes through here (contract §10 user index).
  app.post<{ Params: { id: string } }>('/api/user/:id/userCredentialsEnabled', { preHandler: adminsOnly }, async (request, reply) => {
    const enabled = queryBoolean(request.query, 'userCredentialsEnabled', true);
    const user = await loadUser(ctx, request.user, request.params.id, canManageUser);
    // Disabling oneself would lock out the only administrator just as easily as any other.
    if (user.id.id === request.user.userId) throw ApiError.forbidden();
    await accounts.setCredentialsEnabled(user, enabled);
    return reply.code(200).send();
  });

  app.delete<IdParams>('/api/user/:id', { preHandler: adminsOnly, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    const user = await loadUser(ctx, request.user, request.params.id, canManageUser);
    // Deleting oneself would leave a session without a user, and possibly a tenant without an admin.
    if (user.id.id === request.user.userId) throw badField("You can't delete your own user!");
    await users.delete(request.user, user);
    return reply.code(200).send();
  });

  /*
   * User lists (contract §12): a tenant administrator sees all users of its tenant, a
   * customer user the users of its own customer; system administrators list the
   * administrators of one tenant through /api/tenant/{id}/users instead.
   */
  app.get('/api/users', { onRequest: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER'), ...docs({ response: pageOf('User') }) }, async (request) => {
    const caller = request.user;
    if (caller.isPublic) throw ApiError.forbidden();
    const link = parsePageLink(request.query, USER_PAGE);
    if (caller.authority === 'TENANT_ADMIN') return stores.users.findPage({ tenantId: caller.tenantId }, link);
    return stores.users.findPage({ tenantId: caller.tenantId, customerId: caller.customerId, authority: 'CUSTOMER_USER' }, link);
  });

  app.get<IdParams>('/api/tenant/:id/users', { onRequest: requireAuthority('SYS_ADMIN'), ...docs({ response: pageOf('User') }) }, async (request) => {
    // As ThingsBoard: no tenant lookup, so a deleted (or unknown) tenant lists an empty page.
    const tenantId = pathUuid(request.params.id);
    const link = parsePageLink(request.query, USER_PAGE);
    return stores.users.findPage({ tenantId, authority: 'TENANT_ADMIN' }, link);
  });

  app.get<IdParams>('/api/customer/:id/users', { onRequest: requireAuthority('TENANT_ADMIN'), ...docs({ response: pageOf('User') }) }, async (request) => {
    const customer = await loadEntity(
      request.params.id,
      (uuid) => stores.customers.findById(uuid),
      (found) => canManageCustomer(request.user, found), 'Customer',
    );
    const link = parsePageLink(request.query, USER_PAGE);
    return stores.users.findPage({ tenantId: customer.tenantId.id, customerId: customer.id.id, authority: 'CUSTOMER_USER' }, link);
  });
};
