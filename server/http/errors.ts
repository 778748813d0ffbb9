import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from './messages';

/** ThingsBoard error codes (contract §1.5). */
export const ErrorCode = {
  GENERAL: 2,
  AUTHENTICATION: 10,
  JWT_TOKEN_EXPIRED: 11,
  CREDENTIALS_EXPIRED: 15,
  PERMISSION_DENIED: 20,
  INVALID_ARGUMENTS: 30,
  BAD_REQUEST_PARAMS: 31,
  ITEM_NOT_FOUND: 32,
  TOO_MANY_REQUESTS: 33,
  TOO_MANY_UPDATES: 34,
  SUBSCRIPTION_VIOLATION: 40,
} as const;

/** The security layer's texts, from the one table of messages (messages.ts). */
export const Messages = {
  BAD_CREDENTIALS: MSG.BAD_CREDENTIALS,
  AUTH_FAILED: MSG.AUTH_FAILED,
  TOKEN_EXPIRED: MSG.TOKEN_EXPIRED,
  NOT_ACTIVE: MSG.NOT_ACTIVE,
  FORBIDDEN: MSG.FORBIDDEN,
  NOT_FOUND: MSG.NOT_FOUND,
} as const;

/** The one error type handlers throw; the error handler renders it as the contract body. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    /** Extra body fields, only where the contract defines them (e.g. `resetToken` with code 15). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  static unauthorized(message: string = Messages.BAD_CREDENTIALS): ApiError {
    return new ApiError(401, ErrorCode.AUTHENTICATION, message);
  }

  static tokenExpired(): ApiError {
    return new ApiError(401, ErrorCode.JWT_TOKEN_EXPIRED, Messages.TOKEN_EXPIRED);
  }

  static forbidden(message: string = Messages.FORBIDDEN): ApiError {
    return new ApiError(403, ErrorCode.PERMISSION_DENIED, message);
  }

  static notFound(message: string = Messages.NOT_FOUND): ApiError {
    return new ApiError(404, ErrorCode.ITEM_NOT_FOUND, message);
  }

  static badRequest(message: string, errorCode: number = ErrorCode.BAD_REQUEST_PARAMS): ApiError {
    return new ApiError(400, errorCode, message);
  }
}

export interface ErrorBody {
  status: number;
  message: string;
  errorCode: number;
  timestamp: string;
  [extra: string]: unknown;
}

/** ISO-8601 with an explicit offset, as Spring renders dates in ThingsBoard 3.3. */
export function errorTimestamp(date = new Date()): string {
  return date.toISOString().replace('Z', '+00:00');
}

export function errorBody(error: ApiError): ErrorBody {
  return {
    status: error.status,
    message: error.message,
    errorCode: error.errorCode,
    timestamp: errorTimestamp(),
    ...error.extra,
  };
}

/** Maps anything thrown into an ApiError; unexpected errors become 500/2 without internals. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError?.validation) {
    return ApiError.badRequest(fastifyError.message ?? 'Invalid request');
  }
  const status = fastifyError?.statusCode;
  // Framework 4xx replies (bad JSON, 413, 415, 429 ...) keep their status, as Spring's own replies do.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = status === 429 ? ErrorCode.TOO_MANY_REQUESTS : ErrorCode.BAD_REQUEST_PARAMS;
    return new ApiError(status, code, fastifyError?.message || 'Bad request');
  }
  return new ApiError(500, ErrorCode.GENERAL, 'Internal server error');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(apiError.status).type('application/json; charset=utf-8').send(errorBody(apiError));
  });
}
