import { canLoginAs, canManageUser, canReadUser } from '../../account/userAccess';
import { requireAuthority } from '../../security/authenticate';
import type { SecurityUser } from '../../security/SecurityUser';
import { isUuid } from '../../store/ids';
import type { User } from '../../store/UserStore';
import { ApiError } from '../errors';
import type { RouteModule, ServerContext } from '../ServerContext';
import { badField, isEmail, queryBoolean, queryString } from '../validate';

const adminsOnly = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN');

/** The user behind a path id, or the contract's 400 (malformed), 404 (unknown) or 403 (not allowed). */
async function loadUser(
  { stores }: ServerContext,
  caller: SecurityUser,
  id: string,
  allowed: (caller: SecurityUser, target: User) => boolean,
): Promise<User> {
  if (!isUuid(id)) throw badField(`Invalid UUID string: ${id}`);
  const user = await stores.users.findById(id.toLowerCase());
  if (!user) throw ApiError.notFound();
  if (!allowed(caller, user)) throw ApiError.forbidden();
  return user;
}

export const userRoutes: RouteModule = (app, ctx) => {
  const { stores, accounts, users } = ctx;

  // Only administrators may mint tokens for other users ("login as", GET /api/user/{id}/token).
  app.get('/api/user/tokenAccessEnabled', async (request, reply) => {
    const { authority } = request.user;
    return reply.type('application/json').send(JSON.stringify(authority === 'SYS_ADMIN' || authority === 'TENANT_ADMIN'));
  });

  app.post('/api/user', async (request) => {
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

  app.get<{ Params: { id: string } }>('/api/user/:id', async (request) =>
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
    await stores.users.setCredentialsEnabled(user.id.id, enabled);
    return reply.code(200).send();
  });
};
