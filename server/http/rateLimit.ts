import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from './errors';
import { badField } from './validate';

/** Password guessing and mail-triggering endpoints: the login forms and everything under /api/noauth. */
export function isLoginRateLimited(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && (routeUrl === '/api/auth/login' || routeUrl.startsWith('/api/auth/login/') || routeUrl.startsWith('/api/noauth/'));
}

/*
 * The one field each endpoint names its account (or one-time token) by. Only that field
 * keys the limit: taking the first string of several would let a client pick a fresh
 * bucket per request by adding a varying decoy field. Activation and reset requests are
 * keyed by their token, so one client activating many users is not throttled as one
 * account (a token is random; guessing one is no faster per bucket). `request` reads
 * the query string of a GET and the body otherwise.
 */
const ACCOUNT_FIELDS: Record<string, { in: 'body' | 'query' | 'request'; name: string }> = {
  '/api/auth/login': { in: 'body', name: 'username' },
  '/api/auth/login/public': { in: 'body', name: 'publicId' },
  '/api/noauth/resetPasswordByEmail': { in: 'body', name: 'email' },
  '/api/noauth/resendEmailActivation': { in: 'query', name: 'email' },
  '/api/noauth/activate': { in: 'request', name: 'activateToken' },
  '/api/noauth/activateByEmailCode': { in: 'query', name: 'emailCode' },
  '/api/noauth/resetPassword': { in: 'request', name: 'resetToken' },
};

/** An account as the stores look it up: trimmed and lower-cased (e-mails are case-insensitive). */
export function normalizeAccount(value: string): string {
  return value.trim().toLowerCase().slice(0, 255);
}

/**
 * The normalised account a limited request is about ('' when it names none). A value
 * that is present but not a string is refused with 400/31, so `["a@b"]` can neither
 * land in another bucket nor be coerced into a login afterwards.
 */
export function accountOf(request: Pick<FastifyRequest, 'body' | 'query'> & { method?: string }, routeUrl: string): string {
  const field = ACCOUNT_FIELDS[routeUrl];
  if (!field) return '';
  const where = field.in === 'request' ? (request.method === 'GET' ? 'query' : 'body') : field.in;
  const source = (where === 'body' ? request.body : request.query) as Record<string, unknown> | null | undefined;
  const value = source !== null && typeof source === 'object' && !Array.isArray(source) ? source[field.name] : undefined;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badField(`Parameter '${field.name}' must be a string!`);
  return normalizeAccount(value);
}

/**
 * `perMinute` requests per minute per client IP, account and endpoint; 0 disables the
 * limit but not the account check. Both run in preValidation, after the body is parsed
 * since the account is in it: the check as an instance hook, which Fastify runs before
 * the limiter's route-level hook, so a refused request is not counted either.
 */
export async function registerLoginRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url;
    if (url !== undefined && isLoginRateLimited(url)) accountOf(request, url);
  });
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    global: true,
    hook: 'preValidation',
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !isLoginRateLimited(request.routeOptions.url),
    keyGenerator: (request) => {
      const url = request.routeOptions.url ?? '';
      return `${request.ip}|${url}|${accountOf(request, url)}`;
    },
    errorResponseBuilder: () => new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests'),
  });
}
