import type { Stores } from '../../../store/createStores';
import type { Customer } from '../../../store/CustomerStore';
import { NULL_UUID, type EntityId } from '../../../store/ids';
import { defineRuleNode, tb } from '../../node/RuleNodeDefinition';
import { loadEntity } from './entityLoader';
import { DEFAULT_DETAILS_CONFIG, detailsNode, type EntityDetailsConfig } from './entityDetails';

/** Originator types that belong to a customer, as ThingsBoard names them in its errors. */
const CUSTOMER_OWNED: Record<string, string> = { DEVICE: 'Device', ASSET: 'Asset', ENTITY_VIEW: 'EntityView', USER: 'User', EDGE: 'Edge' };

/** The originator's customer; every way of not having one is an error the message fails with. */
async function customerOf(stores: Stores, tenantId: string, originator: EntityId): Promise<Customer> {
  const label = CUSTOMER_OWNED[originator.entityType];
  if (!label) throw new Error(`Entity with entityType '${originator.entityType}' is not supported.`);
  const entity = await loadEntity(stores, tenantId, originator);
  if (!entity) throw new Error(`${label} with id '${originator.id}' not found.`);
  const customerId = (entity.customerId as EntityId | undefined)?.id;
  if (!customerId || customerId === NULL_UUID) throw new Error(`${label} with name '${String(entity.name)}' is not assigned to Customer.`);
  const customer = await stores.customers.findById(customerId);
  if (!customer || customer.tenantId.id !== tenantId) throw new Error(`Customer with id '${customerId}' not found.`);
  return customer;
}

/**
 * Catalogue §4 ENRICHMENT "customer details": the originator's customer's title and
 * contact fields as `customer_…` into data or metadata. Nothing selected: the message
 * passes unchanged.
 */
export const TbGetCustomerDetailsNode = defineRuleNode<EntityDetailsConfig>({
  clazz: tb('metadata.TbGetCustomerDetailsNode'),
  type: 'ENRICHMENT',
  name: 'customer details',
  description: 'Node fetch current message originator customer details',
  details:
    'Node fetch current message originator customer details and add them into message data or metadata. If checkbox: <b>Add selected details to the message metadata</b> is selected, existing fields will be added to the message metadata instead of message data. Selected details are added with the prefix: <code>customer_</code>.',
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: DEFAULT_DETAILS_CONFIG,
  configDirective: 'tbEnrichmentNodeEntityDetailsConfig',
  init(_ctx, configuration) {
    return detailsNode(configuration, 'customer_', (ctx, msg) => customerOf(ctx.services.stores, ctx.tenantId, msg.originator));
  },
});
