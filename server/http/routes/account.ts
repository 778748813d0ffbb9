import type { FastifyReply } from 'fastify';
import { badField, asObject, isEmail, queryBoolean, queryString, requiredString } from '../validate';
import type { RouteModule } from '../ServerContext';

/**
 * Activation and password reset without a session (`/api/noauth/**`). Requests about
 * an e-mail answer 200 whether or not the account exists; their mail goes out in the
 * background so the response time does not tell either.
 */

/** The console page that takes over; a relative Location, never built from the Host header. */
function redirectOrConflict(reply: FastifyReply, valid: boolean, page: string, param: string, token: string) {
  if (!valid) return reply.code(409).send();
  return reply.code(303).header('location', `${page}?${param}=${encodeURIComponent(token)}`).send();
}

function emailParam(value: string): string {
  const email = value.trim();
  if (!isEmail(email)) throw badField(`Invalid email address format '${email}'!`);
  return email;
}

export const accountRoutes: RouteModule = (app, { accounts }) => {
  app.get('/api/noauth/activate', async (request, reply) => {
    const token = queryString(request.query, 'activateToken');
    return redirectOrConflict(reply, await accounts.isActivateTokenValid(token), '/login/createPassword', 'activateToken', token);
  });

  app.post('/api/noauth/activate', async (request) => {
    const sendActivationMail = queryBoolean(request.query, 'sendActivationMail', true);
    const body = asObject(request.body);
    const activateToken = requiredString(body, 'activateToken');
    const password = requiredString(body, 'password');
    return accounts.activate(activateToken, password, sendActivationMail);
  });

  app.post('/api/noauth/activateByEmailCode', async (request) =>
    accounts.activateByEmailCode(queryString(request.query, 'emailCode')),
  );

  app.post('/api/noauth/resendEmailActivation', async (request, reply) => {
    await accounts.resendActivation(emailParam(queryString(request.query, 'email')));
    return reply.code(200).send();
  });

  // Always 200 for any address, well-formed or not, as ThingsBoard answers: nothing to probe.
  app.post('/api/noauth/resetPasswordByEmail', async (request, reply) => {
    const email = requiredString(asObject(request.body), 'email').trim();
    if (isEmail(email)) await accounts.requestPasswordReset(email);
    return reply.code(200).send();
  });

  app.get('/api/noauth/resetPassword', async (request, reply) => {
    const token = queryString(request.query, 'resetToken');
    return redirectOrConflict(reply, await accounts.isResetTokenValid(token), '/login/resetPassword', 'resetToken', token);
  });

  app.post('/api/noauth/resetPassword', async (request) => {
    const body = asObject(request.body);
    const resetToken = requiredString(body, 'resetToken');
    const password = requiredString(body, 'password');
    return accounts.resetPassword(resetToken, password);
  });
};
