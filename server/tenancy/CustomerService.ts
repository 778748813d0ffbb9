import { ApiError } from '../http/errors';
import { notFoundById } from '../http/loadEntity';
import { MSG } from '../http/messages';
import { badField, checkFields, entityBody, optionalEntityId, specifiedText } from '../http/validate';
import type { EntityEvents } from '../ruleEngine/entityEvents/EntityEvents';
import type { SecurityUser } from '../security/SecurityUser';
import type { Stores } from '../store/createStores';
import { isPublicCustomer, PUBLIC_CUSTOMER_TITLE, type Customer, type CustomerUpdateInput } from '../store/CustomerStore';
import { isUniqueViolation } from '../store/database';
import { canManageCustomer } from './access';
import { clientInfo, contactInput, contactRules } from './contactInput';
import { assertCanCreate } from './limits';

const DUPLICATE_TITLE = MSG.CUSTOMER_DUPLICATE;
/** Public-ness is the server's to decide (it lets anyone log in as the customer); clients cannot set it. */
const SERVER_INFO_KEYS = ['isPublic'];

/** Customer saves and deletion for tenant administrators (the routes let nobody else in). */
export class CustomerService {
  constructor(
    private readonly stores: Stores,
    private readonly events: EntityEvents,
  ) {}

  /** Always into the caller's tenant, whatever `tenantId` the body carries (contract §12). */
  async save(caller: SecurityUser, body: unknown): Promise<Customer> {
    const obj = entityBody(body);
    const existingId = optionalEntityId(obj, 'id', 'CUSTOMER');
    checkFields(obj, contactRules());
    const input: CustomerUpdateInput = {
      title: specifiedText(obj, 'title', MSG.CUSTOMER_TITLE),
      ...contactInput(obj),
      additionalInfo: clientInfo(obj, SERVER_INFO_KEYS),
    };
    if (input.title === PUBLIC_CUSTOMER_TITLE) throw badField(MSG.CUSTOMER_PUBLIC_RESERVED);
    const tenantId = caller.tenantId;

    const customer = await this.stores
      .transaction(async (stores) => {
        const existing = existingId ? await stores.customers.findById(existingId) : undefined;
        if (existingId && !existing) throw notFoundById('Customer', existingId);
        if (existing && !canManageCustomer(caller, existing)) throw ApiError.forbidden();
        if (existing && isPublicCustomer(existing)) throw badField("Public customer can't be changed!");
        const sameTitle = await stores.customers.findByTitle(tenantId, input.title);
        if (sameTitle && sameTitle.id.id !== existingId) throw badField(DUPLICATE_TITLE);
        if (existing) return (await stores.customers.update(existing.id.id, input))!;
        await assertCanCreate(stores, tenantId, 'CUSTOMER');
        return stores.customers.create({ ...input, tenantId });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badField(DUPLICATE_TITLE);
        throw error;
      });
    this.events.saved(customer, existingId === undefined, caller);
    return customer;
  }

  /** `customer` was loaded and access-checked by the route. */
  async delete(caller: SecurityUser, customer: Customer): Promise<void> {
    // Public dashboards and devices hang off it, and public login needs it.
    if (isPublicCustomer(customer)) throw badField("Public customer can't be deleted!");
    await this.stores.customers.delete(customer.id.id);
    this.events.deleted(customer, caller);
  }
}
