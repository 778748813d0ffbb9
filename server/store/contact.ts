/** Address fields shared by tenants and customers, in contract (camelCase) form. */
export interface ContactFields {
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address?: string | null;
  address2?: string | null;
  zip?: string | null;
  phone?: string | null;
  email?: string | null;
}

interface ContactColumns {
  country: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  address2: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
}

export function contactColumns(input: ContactFields): ContactColumns {
  return {
    country: input.country ?? null,
    state: input.state ?? null,
    city: input.city ?? null,
    address: input.address ?? null,
    address2: input.address2 ?? null,
    zip: input.zip ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
  };
}

export function contactJson(row: ContactColumns): Required<ContactFields> {
  return {
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    address2: row.address2,
    zip: row.zip,
    phone: row.phone,
    email: row.email,
  };
}

const CONTACT_KEYS = ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email'] as const;

/** Sort properties for the contact fields of `table`'s lists (contract field name -> column). */
export function contactSort(table: 'tenant' | 'customer'): Record<string, string> {
  return Object.fromEntries(CONTACT_KEYS.map((key) => [key, `${table}.${key}`]));
}
