import { useMemo } from 'react';
import { authServiceRef, httpServiceRef, useServices } from '@tessera/sdk';
import { RuleChainApi } from './ruleChainApi';

/**
 * The rule chain calls for a component, with the signed-in tenant for event reads.
 *
 * @example
 * const api = useRuleChainApi();
 * await api.setRoot(chain.id.id);
 */
export function useRuleChainApi(): RuleChainApi {
  const services = useServices();
  const http = services.get(httpServiceRef);
  const tenantId = services.getOptional(authServiceRef)?.authUser?.tenantId;
  return useMemo(() => new RuleChainApi(http, tenantId), [http, tenantId]);
}
