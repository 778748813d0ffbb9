/*
 * Rule-engine queues. ThingsBoard 3.3 reads them from its configuration (tb.queue.rule-engine.queues);
 * this product runs one rule engine with ThingsBoard's three default queues.
 */

/** ThingsBoard 3.3's ServiceType values, the `serviceType` of GET /api/tenant/queues. */
export const SERVICE_TYPES = ['TB_CORE', 'TB_RULE_ENGINE', 'TB_TRANSPORT', 'JS_EXECUTOR'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

const RULE_ENGINE_QUEUES = ['HighPriority', 'Main', 'SequentialByOriginator'];

/** Queue names of a service type, sorted; only the rule engine has queues a tenant picks. */
export function queueNames(serviceType: ServiceType): string[] {
  return serviceType === 'TB_RULE_ENGINE' ? [...RULE_ENGINE_QUEUES].sort() : [];
}
