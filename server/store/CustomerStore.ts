import { contactColumns, contactJson, type ContactFields } from './contact';
import type { Db } from './database';
import { asObject, entityId, newId, parseJson, toJson, type EntityId } from './ids';
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

  async findById(id: string): Promise<Customer | undefined> {
    const row = await this.db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCustomer(row) : undefined;
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
