import { type EntityId, type HttpService } from '@tessera/sdk';
import { type PageData, type PageLink, pageLinkQuery } from '@tessera/ui';

/** Customer and tenant JSON of the contract (section 2). */
export interface ContactEntity {
  id: EntityId;
  createdTime: number;
  title: string;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  address?: string | null;
  address2?: string | null;
  zip?: string | null;
  phone?: string | null;
  email?: string | null;
  additionalInfo?: { description?: string; isPublic?: boolean; [key: string]: unknown } | null;
}

export interface Customer extends ContactEntity {
  tenantId: EntityId;
}

export interface User {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  customerId: EntityId;
  email: string;
  authority: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';
  firstName?: string | null;
  lastName?: string | null;
  additionalInfo?: { description?: string; userCredentialsEnabled?: boolean; [key: string]: unknown } | null;
}

export const getPage = <T>(http: HttpService, path: string, link: PageLink, extra?: Record<string, string | undefined>) =>
  http.get<PageData<T>>(`${path}?${pageLinkQuery(link, extra)}`);

/** The contact values of a form, keeping what the form does not show. */
export function contactValues(entity: ContactEntity | null): Record<string, unknown> {
  return {
    title: entity?.title ?? '', description: entity?.additionalInfo?.description ?? '', country: entity?.country ?? '',
    city: entity?.city ?? '', state: entity?.state ?? '', zip: entity?.zip ?? '', address: entity?.address ?? '',
    address2: entity?.address2 ?? '', phone: entity?.phone ?? '', email: entity?.email ?? '',
  };
}

/** A save body: the existing entity with the form's fields over it. */
export function withContact<T extends ContactEntity>(existing: T | null, values: Record<string, unknown>): Partial<T> {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  return {
    ...(existing ?? {}),
    title: text('title'), country: text('country') || null, city: text('city') || null, state: text('state') || null,
    zip: text('zip') || null, address: text('address') || null, address2: text('address2') || null,
    phone: text('phone') || null, email: text('email') || null,
    additionalInfo: { ...(existing?.additionalInfo ?? {}), description: text('description') },
  } as Partial<T>;
}

export const formatDate = (ms: number) => new Date(ms).toLocaleString('en-GB');
