import type { EntityId } from '@tessera/sdk';

export const RESOURCE_TYPES = ['JS_MODULE', 'LWM2M_MODEL', 'PKCS_12', 'JKS'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** TbResourceInfo as the server lists it. */
export interface TbResourceInfo {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  title: string;
  resourceType: ResourceType;
  resourceKey: string;
  fileName: string;
  dataSize: number;
}

/** i18n key of a type's name. */
export const typeLabel = (type: ResourceType) => `resource.type-${type.toLowerCase().replace('_', '-')}`;

/** File extensions each type accepts (ThingsBoard's). */
export const ACCEPTED_EXTENSIONS: Record<ResourceType, string[]> = {
  JS_MODULE: ['.js'],
  LWM2M_MODEL: ['.xml'],
  PKCS_12: ['.p12', '.pfx'],
  JKS: ['.jks'],
};

export function acceptsFile(type: ResourceType, fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_EXTENSIONS[type].some((ext) => lower.endsWith(ext));
}

/** Bytes as base64, in chunks (String.fromCharCode would overflow the stack on large files). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** An LwM2M model's object id and name, read in the browser before the upload (the server checks again). */
export function peekLwm2mModel(xml: string): { objectId: string; name: string; version: string } | null {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return null;
  const object = doc.getElementsByTagName('Object')[0];
  const text = (tag: string) => object?.getElementsByTagName(tag)[0]?.textContent?.trim() ?? '';
  if (!object || !/^\d+$/.test(text('ObjectID')) || !text('Name')) return null;
  return { objectId: text('ObjectID'), name: text('Name'), version: text('ObjectVersion') || '1.0' };
}

export const formatSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1048576 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1048576).toFixed(1)} MB`);
