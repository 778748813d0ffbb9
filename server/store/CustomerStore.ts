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
}
