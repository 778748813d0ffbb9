import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import {
  ASSIGN_TO_CUSTOMER_DEFAULTS, UNASSIGN_FROM_CUSTOMER_DEFAULTS, validateAssignToCustomer, validateUnassignFromCustomer,
} from '../../../../rule-node-ui/action/nodes/customer';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);

describe('assign to customer', () => {
  it('needs a customer title pattern and a cache time of 0 or more', () => {
    expect(found(validateAssignToCustomer(ASSIGN_TO_CUSTOMER_DEFAULTS))).toEqual(['customerNamePattern: rulenode.error.required']);
    expect(validateAssignToCustomer({ ...ASSIGN_TO_CUSTOMER_DEFAULTS, customerNamePattern: '${customerTitle}', createCustomerIfNotExists: true })).toEqual([]);
    expect(found(validateAssignToCustomer({ ...ASSIGN_TO_CUSTOMER_DEFAULTS, customerNamePattern: 'A', customerCacheExpiration: -1 }))).toEqual([
      'customerCacheExpiration: rulenode.error.whole-number-min',
    ]);
  });
});

describe('unassign from customer', () => {
  it('needs a customer title pattern', () => {
    expect(found(validateUnassignFromCustomer(UNASSIGN_FROM_CUSTOMER_DEFAULTS))).toEqual(['customerNamePattern: rulenode.error.required']);
    expect(validateUnassignFromCustomer({ customerNamePattern: 'Customer A', customerCacheExpiration: 0 })).toEqual([]);
  });
});
