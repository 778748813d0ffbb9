import { RuleChainService } from '../../ruleChains/RuleChainService';
import { requireAuthority } from '../../security/authenticate';
import { RULE_CHAIN_PAGE, RULE_CHAIN_TYPES, type RuleChainType } from '../../store/RuleChainStore';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { badField, optionalQuery } from '../validate';

type IdParams = { Params: { id: string } };

const tenantAdmins = requireAuthority('TENANT_ADMIN');

/**
 * Rule chains: storage and the read side (contract §5, §10). Tenant administrators
 * only; another tenant's chain answers 403. The editor's endpoints come with it.
 */
export const ruleChainRoutes: RouteModule = (app, { stores }) => {
  const ruleChains = new RuleChainService(stores);

  app.get('/api/ruleChains', { onRequest: tenantAdmins }, async (request) => {
    const type = optionalQuery(request.query, 'type') ?? 'CORE';
    if (!RULE_CHAIN_TYPES.includes(type as RuleChainType)) throw badField(`Parameter 'type' must be one of ${RULE_CHAIN_TYPES.join(', ')}!`);
    return stores.ruleChains.findPage({ tenantId: request.user.tenantId, type: type as RuleChainType }, parsePageLink(request.query, RULE_CHAIN_PAGE));
  });

  // Static segment: the router prefers it over `/api/ruleChain/:id`.
  app.post('/api/ruleChain/metadata', { onRequest: tenantAdmins }, async (request) => ruleChains.saveMetadata(request.user, request.body));

  app.get<IdParams>('/api/ruleChain/:id', { onRequest: tenantAdmins }, async (request) => ruleChains.load(request.params.id, request.user));

  app.get<IdParams>('/api/ruleChain/:id/metadata', { onRequest: tenantAdmins }, async (request) =>
    ruleChains.getMetadata(await ruleChains.load(request.params.id, request.user)),
  );

  app.post('/api/ruleChain', { onRequest: tenantAdmins }, async (request) => ruleChains.save(request.user, request.body));

  app.delete<IdParams>('/api/ruleChain/:id', { onRequest: tenantAdmins }, async (request, reply) => {
    await ruleChains.delete(await ruleChains.load(request.params.id, request.user));
    return reply.code(200).send();
  });

  app.post<IdParams>('/api/ruleChain/:id/root', { onRequest: tenantAdmins }, async (request) =>
    ruleChains.setRoot(await ruleChains.load(request.params.id, request.user)),
  );
};
