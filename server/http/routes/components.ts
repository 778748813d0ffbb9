import { componentDescriptor, componentType, componentTypes, ruleChainKind } from '../../ruleChains/componentDescriptors';
import { requireAuthority } from '../../security/authenticate';
import { ApiError } from '../errors';
import type { RouteModule } from '../ServerContext';
import { optionalQuery } from '../validate';

const admins = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN');

/**
 * Rule node component descriptors (contract §5): what the rule chain editor's palette
 * lists, from the engine's node registry. System and tenant administrators, as in ThingsBoard.
 */
export const componentRoutes: RouteModule = (app, { ruleEngine }) => {
  const { registry } = ruleEngine;

  app.get<{ Params: { componentType: string } }>('/api/components/:componentType', { onRequest: admins }, async (request) => {
    const type = componentType(request.params.componentType);
    return registry.list([type], ruleChainKind(optionalQuery(request.query, 'ruleChainType'))).map(componentDescriptor);
  });

  app.get('/api/components', { onRequest: admins }, async (request) => {
    const types = componentTypes(optionalQuery(request.query, 'componentTypes'));
    return registry.list(types, ruleChainKind(optionalQuery(request.query, 'ruleChainType'))).map(componentDescriptor);
  });

  app.get<{ Params: { clazz: string } }>('/api/component/:clazz', { onRequest: admins }, async (request) => {
    const definition = registry.get(request.params.clazz);
    if (!definition) throw ApiError.notFound();
    return componentDescriptor(definition);
  });
};
