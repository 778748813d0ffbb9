import { contactColumns, contactJson, contactSort, type ContactFields } from './contact';
import { inTransaction, type Db } from './database';
import { asObject, entityId, newId, NULL_UUID, parseJson, toJson, type EntityId } from './ids';
import { fetchPage, mapPage, type PageData, type PageLink, type PageSpec } from './paging';
import { deleteAlarmsOf } from './AlarmStore';
import { deleteRelationsOf } from './RelationStore';
import type { CustomerRow } from './schema';

export interface Customer extends Required<ContactFields> {
  id: EntityId<'CUSTOMER'>;
  createdTime: number;
  tenantId: EntityId<'TENANT'>;
  title: string;
  name: string;
  additionalInfo: unknown;
}

export interface NewCustomerInput extends ContactFields {
  tenantId: string;
  title: string;
  additionalInfo?: unknown;
}

/** Fields a save may change; the tenant never changes. */
export type CustomerUpdateInput = Omit<NewCustomerInput, 'tenantId'>;

export const CUSTOMER_PAGE: PageSpec = {
  search: ['customer.title'],
  sort: { createdTime: 'customer.created_time', title: 'customer.title', name: 'customer.title', ...contactSort('customer') },
  defaultSort: 'customer.created_time',
  unique: 'customer.id',
};

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: entityId('CUSTOMER', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    title: row.title,
    name: row.title,
    ...contactJson(row),
    additionalInfo: parseJson(row.additional_info),
  };
}

/** Public-ness lives in additionalInfo.isPublic (contract §1.3), not in a column. */
export function isPublicCustomer(customer: Customer): boolean {
  return asObject(customer.additionalInfo).isPublic === true;
}

/** Title reserved for each tenant's public customer (contract §1.3). */
export const PUBLIC_CUSTOMER_TITLE = 'Public';

export class CustomerStore {
  constructor(private readonly db: Db) {}

  async create(input: NewCustomerInput): Promise<Customer> {
    const id = newId();
    await this.db
      .insertInto('customer')
      .values({
        id,
        created_time: Date.now(),
        tenant_id: input.tenantId,
        title: input.title,
        ...contactColumns(input),
        additional_info: toJson(input.additionalInfo),
      })
      .execute();
    return (await this.findById(id))!;
  }

  async update(id: string, input: CustomerUpdateInput): Promise<Customer | undefined> {
    await this.db
      .updateTable('customer')
      .set({ title: input.title, ...contactColumns(input), additional_info: toJson(input.additionalInfo) })
      .where('id', '=', id)
      .execute();
    return this.findById(id);
  }

  async findById(id: string): Promise<Customer | undefined> {
    const row = await this.db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCustomer(row) : undefined;
  }

  /** Exact (case-sensitive) title, as titles are unique per tenant in that form. */
  async findByTitle(tenantId: string, title: string): Promise<Customer | undefined> {
    const row = await this.db
      .selectFrom('customer')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('title', '=', title)
      .executeTakeFirst();
    return row ? toCustomer(row) : undefined;
  }

  async findPage(tenantId: string, link: PageLink): Promise<PageData<Customer>> {
    const query = this.db.selectFrom('customer').selectAll().where('customer.tenant_id', '=', tenantId);
    return mapPage(await fetchPage(query, link, CUSTOMER_PAGE), toCustomer);
  }

  /**
   * Customers counted against the tenant profile's maxCustomers. The Public customer
   * is left out: Tessera creates it with the tenant, so counting it would cost every
   * tenant one customer it never asked for.
   */
  async countByTenant(tenantId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('customer')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('title', '!=', PUBLIC_CUSTOMER_TITLE)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * Deletes the customer in one transaction: its devices, assets and entity views
   * stay with the tenant, unassigned (customer = null UUID), its users go with their
   * credentials, and its relations go. Entities assignable to customers later
   * (dashboards, edges ...) must be released here.
   */
  async delete(id: string): Promise<void> {
    if (id === NULL_UUID) return;
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('device').set({ customer_id: NULL_UUID }).where('customer_id', '=', id).execute();
      await trx.updateTable('asset').set({ customer_id: NULL_UUID }).where('customer_id', '=', id).execute();
      await trx.updateTable('entity_view').set({ customer_id: NULL_UUID }).where('customer_id', '=', id).execute();
      await trx.updateTable('edge').set({ customer_id: NULL_UUID }).where('customer_id', '=', id).execute();
      await deleteRelationsOf(trx, 'CUSTOMER', [id]);
      // Alarms of its (now unassigned) entities stay with the tenant; the customer's own and its users' go.
      await trx.updateTable('alarm').set({ customer_id: NULL_UUID }).where('customer_id', '=', id).execute();
      const userIds = (await trx.selectFrom('tb_user').select('id').where('customer_id', '=', id).execute()).map((row) => row.id);
      await deleteAlarmsOf(trx, [id, ...userIds]);
      const users = trx.selectFrom('tb_user').select('id').where('customer_id', '=', id);
      await trx.deleteFrom('user_credentials').where('user_id', 'in', users).execute();
      await trx.deleteFrom('tb_user').where('customer_id', '=', id).execute();
      await trx.deleteFrom('customer').where('id', '=', id).execute();
    });
  }

  /**
   * The tenant's public customer, created on first use. Insert-if-absent on the unique
   * (tenant, title) pair, so two concurrent callers end up with the same customer.
   */
  async findOrCreatePublicCustomer(tenantId: string): Promise<Customer> {
    const find = () =>
      this.db
        .selectFrom('customer')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('title', '=', PUBLIC_CUSTOMER_TITLE)
        .executeTakeFirst();
    let row = await find();
    if (!row) {
      await this.db
        .insertInto('customer')
        .values({
          id: newId(),
          created_time: Date.now(),
          tenant_id: tenantId,
          title: PUBLIC_CUSTOMER_TITLE,
          ...contactColumns({}),
          additional_info: toJson({ isPublic: true }),
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'title']).doNothing())
        .execute();
      row = (await find())!;
    }
    return toCustomer(row);
  }
}
