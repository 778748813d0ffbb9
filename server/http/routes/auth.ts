import { isPublicCustomer } from '../../store/CustomerStore';
import { isUuid, NULL_UUID, entityId } from '../../store/ids';
import type { User } from '../../store/UserStore';
import { ApiError } from '../errors';
import type { RouteModule } from '../ServerContext';
import { asObject, requiredString, stringParam } from '../validate';

/** A public session has no user row; the console still expects a User for it. */
function publicUser(publicId: string, tenantId: string): User {
  return {
    id: entityId('USER', NULL_UUID),
    createdTime: 0,
    tenantId: entityId('TENANT', tenantId),
    customerId: entityId('CUSTOMER', publicId),
    email: publicId,
    name: publicId,
    authority: 'CUSTOMER_USER',
    firstName: 'Public',
    lastName: 'Public',
    additionalInfo: {},
  };
}

export const authRoutes: RouteModule = (app, { stores, tokens, accounts }) => {
  /*
   * Checked by hand, not by a schema: Fastify's validator coerces `["a@b"]` to "a@b".
   * An empty string goes on to fail as a login (401), as before.
   */
  app.post('/api/auth/login', async (request) => {
    const body = asObject(request.body);
    return accounts.login(stringParam(body, 'username'), stringParam(body, 'password'));
  });

  /*
   * Unknown, malformed and non-public ids all answer the bad-login 401/10, as a wrong
   * password does, so the endpoint does not tell which customer ids exist.
   */
  app.post('/api/auth/login/public', async (request) => {
    const publicId = requiredString(asObject(request.body), 'publicId').trim().toLowerCase();
    const customer = isUuid(publicId) ? await stores.customers.findById(publicId) : undefined;
    if (!customer || !isPublicCustomer(customer)) throw ApiError.unauthorized();
    return tokens.issuePublicPair(customer);
  });

  app.post('/api/auth/token', async (request) => tokens.refresh(stringParam(asObject(request.body), 'refreshToken')));

  // JWTs are stateless; the console drops its tokens. Kept for API compatibility.
  app.post('/api/auth/logout', async (_request, reply) => reply.code(200).send());

  app.get('/api/auth/user', async (request) => {
    const caller = request.user;
    if (caller.isPublic) return publicUser(caller.customerId, caller.tenantId);
    const user = await stores.users.findById(caller.userId);
    if (!user) throw ApiError.notFound();
    return user;
  });

  app.post('/api/auth/changePassword', async (request) => {
    const body = asObject(request.body);
    const currentPassword = requiredString(body, 'currentPassword');
    const newPassword = requiredString(body, 'newPassword');
    return accounts.changePassword(request.user, currentPassword, newPassword);
  });
};
