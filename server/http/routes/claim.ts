import { ClaimRefused, ClaimService } from '../../entities/ClaimService';
import type { RouteModule } from '../ServerContext';

type NameParams = { Params: { deviceName: string } };

/**
 * Claiming from the console (contract §10 'claim'): 200 `{device, response:"SUCCESS"}`,
 * or 400 with the bare JSON string "CLAIMED" / "FAILURE" as ThingsBoard answers.
 */
export const claimRoutes: RouteModule = (app, { stores, entityEvents }) => {
  const claims = new ClaimService(stores, entityEvents);

  app.post<NameParams>('/api/customer/device/:deviceName/claim', async (request, reply) => {
    try {
      const device = await claims.claim(request.user, request.params.deviceName, request.body);
      return { device, response: 'SUCCESS' };
    } catch (error) {
      if (error instanceof ClaimRefused) return reply.code(400).type('application/json').send(JSON.stringify(error.response));
      throw error;
    }
  });

  app.delete<NameParams>('/api/customer/device/:deviceName/claim', async (request, reply) => {
    await claims.reclaim(request.user, request.params.deviceName);
    return reply.code(200).send();
  });
};
