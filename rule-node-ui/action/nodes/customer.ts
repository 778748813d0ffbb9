import { check } from '../common/checks';
import { type Problem } from '../common/problems';

/* Catalogue §4 ACTION "assign to customer" and "unassign from customer". */

export const ASSIGN_TO_CUSTOMER = 'org.thingsboard.rule.engine.action.TbAssignToCustomerNode';
export const UNASSIGN_FROM_CUSTOMER = 'org.thingsboard.rule.engine.action.TbUnassignFromCustomerNode';

export interface UnassignFromCustomerConfig {
  [key: string]: unknown;
  customerNamePattern: string;
  /** Seconds; 0: found customers are never forgotten. */
  customerCacheExpiration: number;
}

export interface AssignToCustomerConfig extends UnassignFromCustomerConfig {
  createCustomerIfNotExists: boolean;
}

export const ASSIGN_TO_CUSTOMER_DEFAULTS: AssignToCustomerConfig = { customerNamePattern: '', createCustomerIfNotExists: false, customerCacheExpiration: 300 };
export const UNASSIGN_FROM_CUSTOMER_DEFAULTS: UnassignFromCustomerConfig = { customerNamePattern: '', customerCacheExpiration: 300 };

export function validateUnassignFromCustomer(config: UnassignFromCustomerConfig): Problem[] {
  return check(config, (c) => {
    c.required('customerNamePattern', 'rulenode.customer-name-pattern');
    c.wholeNumber('customerCacheExpiration', 'rulenode.customer-cache-expiration', 0);
  });
}

export function validateAssignToCustomer(config: AssignToCustomerConfig): Problem[] {
  return [...validateUnassignFromCustomer(config), ...check(config, (c) => c.flag('createCustomerIfNotExists', 'rulenode.create-customer-if-not-exists'))];
}
