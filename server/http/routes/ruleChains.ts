import { autoAssignToEdgeRuleChains, setAutoAssignToEdge, setEdgeTemplateRoot } from '../../ruleChains/edgeRuleChains';
import { outputLabelsUsage } from '../../ruleChains/relatedChains';
import { RuleChainService } from '../../ruleChains/RuleChainService';
import { exportLimit, exportRuleChains, importRuleChains } from '../../ruleChains/ruleChainTransfer';
import { testScript } from '../../ruleChains/testScript';
import { requireAuthority } from '../../security/authenticate';
import { RULE_CHAIN_PAGE, RULE_CHAIN_TYPES, type RuleChainType } from '../../store/RuleChainStore';
import { ApiError } from '../errors';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { badField, optionalQuery, pathUuid, queryBoolean } from '../validate';
import { docs } from '../openapi/docs';
import { pageOf, STRING_LIST } from '../openapi/schemas';

type IdParams = { Params: { id: string } };

const tenantAdmins = requireAuthority('TENANT_ADMIN');

/** How many newest debug events of a node debugIn looks through for an IN one, as ThingsBoard does. */
const DEBUG_IN_LOOKBACK = 2;

/**
 * Rule chains and rule nodes (contract §5, §10, §13.4). Tenant administrators only;
 * another tenant's chain or node answers 403. Saves, deletions and root changes reach
 * the rule engine through the service's announcements.
 */
export const ruleChainRoutes: RouteModule = (app, { stores, ruleEngine, entityChanges }) => {
  const ruleChains = new RuleChainService(stores, { registry: ruleEngine.registry, entityChanges });
  const load = (id: string, caller: Parameters<RuleChainService['load']>[1]) => ruleChains.load(id, caller);

  app.get('/api/ruleChains', { onRequest: tenantAdmins, ...docs({ response: pageOf('RuleChain') }) }, async (request) => {
    const type = optionalQuery(request.query, 'type') ?? 'CORE';
    if (!RULE_CHAIN_TYPES.includes(type as RuleChainType)) throw badField(`Parameter 'type' must be one of ${RULE_CHAIN_TYPES.join(', ')}!`);
    return stores.ruleChains.findPage({ tenantId: request.user.tenantId, type: type as RuleChainType }, parsePageLink(request.query, RULE_CHAIN_PAGE));
  });

  // Static segments: the router prefers them over `/api/ruleChain/:id`.
  app.post('/api/ruleChain/metadata', { onRequest: tenantAdmins, ...docs({ body: 'RuleChainMetaData', response: 'RuleChainMetaData' }) }, async (request) =>
    ruleChains.saveMetadata(request.user, request.body, queryBoolean(request.query, 'updateRelated', true)),
  );

  app.post('/api/ruleChain/testScript', { onRequest: tenantAdmins }, async (request) => testScript(ruleEngine.scripts, request.user.tenantId, request.body));

  app.post('/api/ruleChain/device/default', { onRequest: tenantAdmins, ...docs({ body: { type: 'object', additionalProperties: true, properties: { name: { type: 'string' } } }, response: 'RuleChain' }) }, async (request) => ruleChains.createDefault(request.user, request.body));

  app.get('/api/ruleChain/autoAssignToEdgeRuleChains', { onRequest: tenantAdmins }, async (request) => autoAssignToEdgeRuleChains(stores, request.user.tenantId));

  app.get('/api/ruleChains/export', { onRequest: tenantAdmins }, async (request) =>
    exportRuleChains(stores, request.user.tenantId, exportLimit(optionalQuery(request.query, 'limit'))),
  );

  app.post('/api/ruleChains/import', { onRequest: tenantAdmins }, async (request) => {
    const tenantId = request.user.tenantId;
    const results = await importRuleChains(stores, ruleEngine.registry, tenantId, request.body, queryBoolean(request.query, 'overwrite', false));
    for (const result of results) ruleChains.announce(tenantId, [result.ruleChainId.id], result.lifecycleEvent);
    return results;
  });

  app.get<IdParams>('/api/ruleChain/:id', { onRequest: tenantAdmins, ...docs({ response: 'RuleChain' }) }, async (request) => load(request.params.id, request.user));

  app.get<IdParams>('/api/ruleChain/:id/metadata', { onRequest: tenantAdmins, ...docs({ response: 'RuleChainMetaData' }) }, async (request) =>
    ruleChains.getMetadata(await load(request.params.id, request.user)),
  );

  app.get<IdParams>('/api/ruleChain/:id/output/labels', { onRequest: tenantAdmins, ...docs({ response: STRING_LIST }) }, async (request) =>
    ruleChains.outputLabels(await load(request.params.id, request.user)),
  );

  app.get<IdParams>('/api/ruleChain/:id/output/labels/usage', { onRequest: tenantAdmins }, async (request) => {
    const chain = await load(request.params.id, request.user);
    return outputLabelsUsage(stores, chain.tenantId.id, chain.id.id);
  });

  // Tessera extension (not in ThingsBoard): the running engine's view of the chain, so that the
  // editor's error badges take one request instead of one LC_EVENT read per node. Starts the chain
  // when it is not running yet; `error` is the chain's own start failure, `nodeErrors` the init
  // error of each node that could not start, by rule node id.
  app.get<IdParams>('/api/ruleChain/:id/state', { onRequest: tenantAdmins }, async (request) => {
    const chain = await load(request.params.id, request.user);
    const state = await ruleEngine.chainState(chain.tenantId.id, chain.id.id);
    if (!state) throw ApiError.notFound();
    return { error: state.error ?? null, nodeErrors: state.nodeErrors };
  });

  app.post('/api/ruleChain', { onRequest: tenantAdmins, ...docs({ body: 'RuleChain', response: 'RuleChain' }) }, async (request) => ruleChains.save(request.user, request.body));

  app.delete<IdParams>('/api/ruleChain/:id', { onRequest: tenantAdmins, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    await ruleChains.delete(await load(request.params.id, request.user));
    return reply.code(200).send();
  });

  app.post<IdParams>('/api/ruleChain/:id/root', { onRequest: tenantAdmins, ...docs({ response: 'RuleChain' }) }, async (request) => ruleChains.setRoot(await load(request.params.id, request.user)));

  app.post<IdParams>('/api/ruleChain/:id/edgeTemplateRoot', { onRequest: tenantAdmins }, async (request) =>
    setEdgeTemplateRoot(stores, await load(request.params.id, request.user)),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<IdParams>({
      method,
      url: '/api/ruleChain/:id/autoAssignToEdge',
      onRequest: tenantAdmins,
      handler: async (request) => setAutoAssignToEdge(stores, await load(request.params.id, request.user), method === 'POST'),
    });
  }

  // The last message that reached the node, for the editor's script test; empty when there is none.
  app.get<IdParams>('/api/ruleNode/:id/debugIn', { onRequest: tenantAdmins }, async (request, reply) => {
    const nodeId = pathUuid(request.params.id);
    const chain = await stores.ruleChains.findByNodeId(nodeId);
    if (!chain) throw ApiError.notFound();
    if (chain.tenantId.id !== request.user.tenantId) throw ApiError.forbidden();
    const events = await stores.events.findLatest(nodeId, 'DEBUG_RULE_NODE', DEBUG_IN_LOOKBACK);
    const input = events.find((event) => (event.body as { type?: unknown } | null)?.type === 'IN');
    return input ? reply.type('application/json').send(JSON.stringify(input.body)) : reply.code(200).send();
  });
};
