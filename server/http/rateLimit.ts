import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from './errors';

/** Password guessing and mail-triggering endpoints: the login forms and everything under /api/noauth. */
export function isLoginRateLimited(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && (routeUrl === '/api/auth/login' || routeUrl.startsWith('/api/auth/login/') || routeUrl.startsWith('/api/noauth/'));
}

/** The account a request is about, so one client hammering one account is limited without blocking others. */
function accountOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const candidate = [body.username, body.email, body.publicId, query.email].find((v) => typeof v === 'string');
  return typeof candidate === 'string' ? candidate.trim().toLowerCase().slice(0, 255) : '';
}

/**
 * `perMinute` requests per minute per client IP, account and endpoint; 0 disables it.
 * Counted in preValidation, after the body is parsed, since the username is in it.
 */
export async function registerLoginRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    global: true,
    hook: 'preValidation',
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !isLoginRateLimited(request.routeOptions.url),
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.url ?? ''}|${accountOf(request)}`,
    errorResponseBuilder: () => new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests'),
  });
}
