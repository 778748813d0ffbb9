import { type EntityId, type HttpService, NULL_UUID } from '@tessera/sdk';
import { type PageData, type PageLink, pageLinkQuery } from '@tessera/ui';

/** Fields shared by devices, assets and entity views as the contract returns their Info lists. */
export interface CustomerOwned {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  customerId: EntityId;
  name: string;
  type: string;
  label?: string | null;
  customerTitle?: string | null;
  customerIsPublic?: boolean;
  additionalInfo?: { description?: string; gateway?: boolean; [key: string]: unknown } | null;
}

export interface DeviceInfo extends CustomerOwned {
  deviceProfileId: EntityId;
  deviceProfileName?: string;
  deviceData?: unknown;
  /** The `active` server attribute when listed (ThingsBoard 3.4+ DeviceInfo); absent from a real 3.3 server. */
  active?: boolean;
}

export interface DeviceCredentials {
  id: { id: string };
  createdTime: number;
  deviceId: EntityId;
  credentialsType: 'ACCESS_TOKEN' | 'MQTT_BASIC' | 'X509_CERTIFICATE' | 'LWM2M_CREDENTIALS';
  credentialsId: string;
  credentialsValue: string | null;
}

/** The URL segment of each kind in the REST API. */
export type OwnedKind = 'device' | 'asset' | 'entityView' | 'edge';

export const isAssigned = (e: CustomerOwned) => e.customerId.id !== NULL_UUID;

/** Customer users get the customer-scoped lists, everyone else the tenant-wide ones (seed 000 section 6). */
export function listPath(kind: OwnedKind, customerId: string | null): string {
  const plural = `${kind}Infos`;
  return customerId ? `/api/customer/${customerId}/${plural}` : `/api/tenant/${plural}`;
}

export const getOwnedPage = <T>(http: HttpService, path: string, link: PageLink, extra?: Record<string, string | undefined>) =>
  http.get<PageData<T>>(`${path}?${pageLinkQuery(link, extra)}`);

export const formatDate = (ms: number) => new Date(ms).toLocaleString('en-GB');

/** A save body: the entity with name, type, label and description from the form. */
export function withBasics<T extends CustomerOwned>(existing: T | null, values: Record<string, unknown>): Partial<T> {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  return {
    ...(existing ?? {}),
    name: text('name'),
    type: text('type') || undefined,
    label: text('label') || null,
    additionalInfo: { ...(existing?.additionalInfo ?? {}), description: text('description') },
  } as Partial<T>;
}
