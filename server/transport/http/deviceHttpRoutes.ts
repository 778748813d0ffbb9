import type { FastifyReply } from 'fastify';
import { claimInput, ClaimService } from '../../entities/ClaimService';
import { ApiError } from '../../http/errors';
import type { RouteModule } from '../../http/ServerContext';
import type { Stores } from '../../store/createStores';
import type { Device } from '../../store/DeviceStore';

type TokenParams = { Params: { token: string } };

/** The device an access token belongs to, or undefined (the caller answers 401). */
export async function deviceByToken(stores: Stores, token: string): Promise<Device | undefined> {
  const credentials = await stores.deviceCredentials.findByCredentialsId(token);
  if (!credentials || credentials.credentialsType !== 'ACCESS_TOKEN') return undefined;
  return stores.devices.findById(credentials.deviceId.id);
}

/** Device API errors are plain text or empty, never the JSON error body (contract §1.5). */
function plainError(reply: FastifyReply, status: number, text = ''): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * The device HTTP API (`/api/v1/{accessToken}/...`, contract §9.3), authenticated by
 * the token in the path instead of a JWT. Telemetry, attributes and RPC join here.
 */
export const deviceHttpRoutes: RouteModule = (app, { stores }) => {
  const claims = new ClaimService(stores);

  app.post<TokenParams>('/api/v1/:token/claim', async (request, reply) => {
    const device = await deviceByToken(stores, request.params.token);
    if (!device) return plainError(reply, 401);
    try {
      await claims.recordClaim(device, claimInput(request.body));
    } catch (error) {
      if (error instanceof ApiError) return plainError(reply, error.status, error.message);
      throw error;
    }
    return reply.code(200).send();
  });
};
