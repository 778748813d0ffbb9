import { type EntityId, type HttpService } from '@tessera/sdk';

export type OtaType = 'FIRMWARE' | 'SOFTWARE';
export const OTA_TYPES: OtaType[] = ['FIRMWARE', 'SOFTWARE'];
export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;

/** OtaPackageInfo of the contract (no file data). */
export interface OtaPackageInfo {
  id: EntityId;
  createdTime: number;
  deviceProfileId: EntityId;
  type: OtaType;
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  hasData: boolean;
  fileName: string | null;
  checksumAlgorithm: string | null;
  checksum: string | null;
  dataSize: number | null;
  additionalInfo?: { description?: string } | null;
}

export interface NewOtaPackage {
  title: string;
  version: string;
  tag: string;
  type: OtaType;
  deviceProfileId: EntityId;
  description: string;
  /** Either a file to upload or an external URL. */
  file: File | null;
  url: string;
  checksumAlgorithm: string;
  checksum: string;
}

/** The i18n key of what blocks saving, or null. */
export function otaPackageError(p: NewOtaPackage, usesUrl: boolean): string | null {
  if (!p.title.trim()) return 'ota-update.title-required';
  if (!p.version.trim()) return 'ota-update.version-required';
  if (usesUrl ? !/^[a-z][a-z0-9+.-]*:\/\/[^\s/]+/i.test(p.url.trim()) : !p.file) return usesUrl ? 'ota-update.url-required' : 'ota-update.file-required';
  return null;
}

/**
 * Saves the package info, then uploads the file (`POST /api/otaPackage/{id}` multipart);
 * a failed upload deletes the package just created (seed 000 section 7).
 */
export async function createOtaPackage(http: HttpService, p: NewOtaPackage, usesUrl: boolean): Promise<OtaPackageInfo> {
  const info = await http.post<OtaPackageInfo>('/api/otaPackage', {
    title: p.title.trim(), version: p.version.trim(), tag: p.tag.trim() || `${p.title.trim()} ${p.version.trim()}`,
    type: p.type, deviceProfileId: p.deviceProfileId, usesUrl, url: usesUrl ? p.url.trim() : undefined,
    additionalInfo: { description: p.description.trim() },
  });
  if (usesUrl || !p.file) return info;
  const form = new FormData();
  form.append('file', p.file, p.file.name);
  const query = new URLSearchParams({ checksumAlgorithm: p.checksumAlgorithm });
  if (p.checksum.trim()) query.set('checksum', p.checksum.trim());
  try {
    return await http.post<OtaPackageInfo>(`/api/otaPackage/${info.id.id}?${query}`, form);
  } catch (error) {
    await http.delete(`/api/otaPackage/${info.id.id}`, { ignoreErrors: true }).catch(() => undefined);
    throw error;
  }
}

/** Saves the package's file as the browser's download. */
export async function downloadOtaPackage(http: HttpService, p: OtaPackageInfo): Promise<void> {
  const data = await http.get<ArrayBuffer>(`/api/otaPackage/${p.id.id}/download`, { responseType: 'arraybuffer' });
  const url = URL.createObjectURL(new Blob([data]));
  const link = document.createElement('a');
  link.href = url;
  link.download = p.fileName ?? `${p.title}-${p.version}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 1536 -> "1.5 KB". */
export function formatSize(bytes: number | null): string {
  if (bytes === null || bytes === undefined) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
