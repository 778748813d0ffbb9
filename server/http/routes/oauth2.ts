import { randomPKCECodeVerifier } from 'openid-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAuthority } from '../../security/authenticate';
import { AUTHORIZATION_PATH, clientInfosFor, findRegistration, LOGIN_PROCESSING_PATH } from '../../security/oauth2/oauth2Clients';
import { mapUser, OAuth2MappingError } from '../../security/oauth2/oauth2Mapper';
import { OAuth2Flow, providerErrorText } from '../../security/oauth2/OAuth2Flow';
import { OAuth2UserProvisioner } from '../../security/oauth2/OAuth2UserProvisioner';
import { PendingAuthorizations } from '../../security/oauth2/PendingAuthorizations';
import { loadBaseUrl } from '../../settings/adminSettings';
import {
  loadOAuth2Info, loadStoredOAuth2Info, normalizeOAuth2Info, OAUTH2_SETTINGS_KEY, oauth2InfoWithoutSecrets,
} from '../../settings/oauth2Config';
import { ApiError } from '../errors';
import type { RouteModule } from '../ServerContext';

const STATE_COOKIE = 'tb_oauth2';

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The console's origin as the browser used it, or the configured base URL when other URLs are prohibited. */
async function consoleOrigin(request: FastifyRequest, baseUrl: () => Promise<{ url: string; prohibit: boolean }>): Promise<string> {
  const base = await baseUrl();
  return base.prohibit ? new URL(base.url).origin : `${request.protocol}://${request.host}`;
}

/** Secure origins allow the provider's form POST to carry the cookie; plain http keeps Lax (None needs Secure). */
const sameSite = (origin: string) => (origin.startsWith('https:') ? 'SameSite=None; Secure' : 'SameSite=Lax');

function query(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * OAuth2 sign-in (ThingsBoard 3.3): the configuration (system administrator), the login
 * page's client list, and the authorization code flow with PKCE as a relying party:
 * `/oauth2/authorization/{id}` -> provider -> `/login/oauth2/code/` -> `/login?accessToken=…`
 * or `/login?loginError=…`.
 */
export const oauth2Routes: RouteModule = (app, ctx) => {
  const { stores } = ctx;
  const flow = new OAuth2Flow();
  const pending = new PendingAuthorizations();
  const provisioner = new OAuth2UserProvisioner(ctx);
  const baseUrl = async () => {
    const general = await stores.settings.getJson<{ prohibitDifferentUrl?: boolean }>('general');
    return { url: await loadBaseUrl(stores.settings), prohibit: general?.prohibitDifferentUrl === true };
  };

  // ThingsBoard's console POSTs, with an empty JSON body or none; GET is accepted too.
  const clients = async (request: FastifyRequest) =>
    clientInfosFor(await loadOAuth2Info(stores.settings), {
      hostname: request.hostname,
      scheme: request.protocol === 'https' ? 'https' : 'http',
      platform: query(request, 'platform'),
      pkgName: query(request, 'pkgName'),
    });
  app.post('/api/noauth/oauth2Clients', clients);
  app.get('/api/noauth/oauth2Clients', clients);

  const sysadmin = { preHandler: requireAuthority('SYS_ADMIN') };
  app.get('/api/oauth2/config', sysadmin, async () => oauth2InfoWithoutSecrets(await loadOAuth2Info(stores.settings)));
  app.post('/api/oauth2/config', sysadmin, async (request) => {
    const info = normalizeOAuth2Info(request.body, await loadStoredOAuth2Info(stores.settings));
    await stores.settings.save(OAUTH2_SETTINGS_KEY, info);
    return oauth2InfoWithoutSecrets(info);
  });
  app.get('/api/oauth2/loginProcessingUrl', sysadmin, async (_request, reply) => reply.type('application/json').send(JSON.stringify(LOGIN_PROCESSING_PATH)));

  const loginError = (reply: FastifyReply, origin: string, message: string) =>
    reply.redirect(`${origin}/login?loginError=${encodeURIComponent(message)}`, 302);

  app.get<{ Params: { id: string } }>(`${AUTHORIZATION_PATH}:id`, async (request, reply) => {
    const origin = await consoleOrigin(request, baseUrl);
    const registration = findRegistration(await loadOAuth2Info(stores.settings), request.params.id);
    if (!registration) throw ApiError.notFound();
    const codeVerifier = randomPKCECodeVerifier();
    const redirectUri = `${origin}${LOGIN_PROCESSING_PATH}`;
    const { state, browserKey } = pending.add({ registrationId: registration.id, codeVerifier, redirectUri, consoleOrigin: origin });
    let url: URL;
    try {
      url = await flow.authorizationUrl(registration, redirectUri, state, codeVerifier);
    } catch (error) {
      pending.take(state);
      return loginError(reply, origin, providerErrorText(error));
    }
    reply.header('set-cookie', `${STATE_COOKIE}=${state}.${browserKey}; Path=${LOGIN_PROCESSING_PATH}; HttpOnly; ${sameSite(origin)}; Max-Age=600`);
    return reply.redirect(url.href, 302);
  });

  /*
   * The provider's answer: a GET with the query (the default response mode), or a POST with a
   * form (response_mode=form_post, which Apple requires). A cross-site POST carries the state
   * cookie only with SameSite=None, so https origins set it that way.
   */
  const callback = async (request: FastifyRequest, reply: FastifyReply, params: URLSearchParams) => {
    const fallbackOrigin = await consoleOrigin(request, baseUrl);
    const param = (name: string) => params.get(name) || undefined;
    const state = param('state');
    const entry = state ? pending.take(state) : undefined;
    const origin = entry?.consoleOrigin ?? fallbackOrigin;
    reply.header('set-cookie', `${STATE_COOKIE}=; Path=${LOGIN_PROCESSING_PATH}; HttpOnly; ${sameSite(origin)}; Max-Age=0`);
    const providerError = param('error');
    if (providerError) return loginError(reply, origin, param('error_description') ?? providerError);
    // The callback must come back to the browser that started the sign-in (no login CSRF).
    if (!entry || cookie(request, STATE_COOKIE) !== `${state}.${entry.browserKey}`) {
      return loginError(reply, origin, 'Authorization request not found or expired, please sign in again');
    }
    const registration = findRegistration(await loadOAuth2Info(stores.settings), entry.registrationId);
    if (!registration) return loginError(reply, origin, 'OAuth2 client is not configured');
    try {
      const callbackUrl = new URL(entry.redirectUri);
      callbackUrl.search = params.toString();
      const tokens = await flow.finish(registration, callbackUrl, state!, entry.codeVerifier);
      const mapped = await mapUser(registration, tokens.attributes, tokens.accessToken);
      const pair = await provisioner.signIn(registration.mapperConfig, mapped);
      return reply.redirect(`${origin}/login?accessToken=${encodeURIComponent(pair.token)}&refreshToken=${encodeURIComponent(pair.refreshToken)}`, 302);
    } catch (error) {
      if (!(error instanceof OAuth2MappingError || error instanceof ApiError)) request.log.warn({ err: error }, 'OAuth2 sign-in failed');
      return loginError(reply, origin, error instanceof ApiError || error instanceof OAuth2MappingError ? error.message : providerErrorText(error));
    }
  };

  app.get(LOGIN_PROCESSING_PATH, async (request, reply) => callback(request, reply, new URL(request.url, 'http://callback').searchParams));
  // Only this scope reads HTML forms; the rest of the API stays JSON-only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );
  app.post(LOGIN_PROCESSING_PATH, async (request, reply) =>
    callback(request, reply, request.body instanceof URLSearchParams ? request.body : new URLSearchParams()),
  );
};
