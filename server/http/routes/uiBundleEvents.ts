import type { FastifyReply, FastifyRequest } from 'fastify';
import { extractToken } from '../../security/authenticate';
import type { SecurityUser } from '../../security/SecurityUser';
import type { TokenService } from '../../security/TokenService';
import type { UiBundleChanges } from '../../uiBundles/UiBundleChanges';
import { ApiError, Messages } from '../errors';

/** A comment line now and then, so proxies keep an idle stream open. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The signed-in caller: `X-Authorization` as everywhere, or `?token=` because a browser's
 * EventSource cannot send headers (as the telemetry WebSocket).
 */
export async function streamCaller(request: FastifyRequest, tokens: Pick<TokenService, 'authenticateAccess'>): Promise<SecurityUser> {
  const query = request.query as Record<string, unknown> | undefined;
  const token = extractToken(request) ?? (typeof query?.token === 'string' ? query.token : undefined);
  if (!token) throw ApiError.unauthorized(Messages.AUTH_FAILED);
  return tokens.authenticateAccess(token);
}

/**
 * Server-sent events of the bundle changes `visible` lets the caller see: `event: bundle`,
 * `data: <UiBundleChange JSON>`. Ends when the client goes or `stopAll` is called (server close).
 */
export function streamChanges(
  request: FastifyRequest, reply: FastifyReply, changes: UiBundleChanges, visible: (tenantId: string) => boolean, open: Set<() => void>,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
  raw.write(': bundle changes\n\n');
  const unsubscribe = changes.subscribe((change) => {
    if (visible(change.tenantId)) raw.write(`event: bundle\ndata: ${JSON.stringify(change)}\n\n`);
  });
  const timer = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const stop = () => {
    clearInterval(timer);
    unsubscribe();
    open.delete(stop);
    if (!raw.writableEnded) raw.end();
  };
  open.add(stop);
  request.raw.on('close', stop);
}
