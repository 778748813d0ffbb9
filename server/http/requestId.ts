import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** A caller's (or proxy's) own request id is kept when it looks like one; anything else gets a UUID. */
const CALLER_ID = /^[\w.:-]{1,64}$/;

/**
 * Fastify options for structured logs with a request id on every line of a request: each request
 * logs through `request.log`, a child logger carrying `requestId`. The id comes from the
 * `X-Request-Id` header when a proxy set a sane one, else it is a random UUID.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId: (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
  },
};

/** The log field of the request id; fastify 5 takes it through its `LogController`. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** Every answer says which request id its log lines carry. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
