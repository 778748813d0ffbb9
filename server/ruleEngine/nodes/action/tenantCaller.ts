import type { SecurityUser } from '../../../security/SecurityUser';
import { NULL_UUID } from '../../../store/ids';

/**
 * The tenant administrator a node acts as when it creates entities through the same
 * services as the REST API (limits, unique names, reserved titles apply alike).
 */
export function tenantCaller(tenantId: string): SecurityUser {
  return { userId: NULL_UUID, tenantId, customerId: NULL_UUID, authority: 'TENANT_ADMIN', email: 'rule-engine', isPublic: false };
}
