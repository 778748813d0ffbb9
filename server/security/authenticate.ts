import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Messages } from '../http/errors';
import type { Authority } from '../store/UserStore';
import type { SecurityUser } from './SecurityUser';
import type { TokenService } from './TokenService';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every authenticated route; do not read it on public ones (`/api/noauth/**` ...). */
    user: SecurityUser;
  }
  interface FastifyContextConfig {
    /** `false` opts a route out of header authentication (e.g. the WebSocket checks `?token=`). */
    auth?: boolean;
  }
}

/** Paths that need no JWT (contract §1.4); everything else under /api does. */
const PUBLIC_API_PREFIXES = ['/api/noauth/', '/api/auth/login', '/api/v1/'];
const PUBLIC_API_PATHS = ['/api/auth/token'];

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/*
 * Judged on the matched route pattern where there is one, so an oddly encoded URL
 * cannot reach a protected handler by looking like a public path. The static
 * wildcard and the 404 handler serve no API data, so the raw path decides there.
 */
function needsAuthentication(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.auth === false) return false;
  const pattern = request.routeOptions.url;
  const path = pattern && isApiPath(pattern) ? pattern : request.url.split('?')[0];
  if (!isApiPath(path)) return false;
  return !PUBLIC_API_PATHS.includes(path) && !PUBLIC_API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The JWT from `X-Authorization: Bearer <jwt>`, falling back to `Authorization`; ThingsBoard drops 7 characters. */
export function extractToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-authorization'] || request.headers.authorization;
  if (typeof header !== 'string' || header.length <= 7) return undefined;
  return header.slice(7);
}

export function registerAuthentication(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('user', null as unknown as SecurityUser);
  // onRequest runs before body parsing, so unauthenticated callers cannot make the server parse bodies.
  app.addHook('onRequest', async (request) => {
    if (!needsAuthentication(request)) return;
    const token = extractToken(request);
    if (!token) throw ApiError.unauthorized(Messages.AUTH_FAILED);
    request.user = await tokens.authenticateAccess(token);
  });
}

/**
 * Hook allowing only the given authorities; others get 403/20. Usable as a route's
 * preHandler or as a scope's onRequest hook (which refuses before any body is parsed).
 */
export function requireAuthority(...authorities: Authority[]): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (!request.user || !authorities.includes(request.user.authority)) throw ApiError.forbidden();
  };
}
