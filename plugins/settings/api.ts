import type { HttpRequestOptions, HttpService } from '@tessera/sdk';

/** AdminSettings as the server answers it (contract: id, createdTime, key, jsonValue). */
export interface AdminSettings<T> {
  key: string;
  jsonValue: T;
}

export async function loadAdminSettings<T>(http: HttpService, key: string, options?: HttpRequestOptions): Promise<T> {
  return (await http.get<AdminSettings<T>>(`/api/admin/settings/${key}`, options)).jsonValue;
}

export async function saveAdminSettings<T>(http: HttpService, key: string, jsonValue: unknown): Promise<T> {
  return (await http.post<AdminSettings<T>>('/api/admin/settings', { key, jsonValue })).jsonValue;
}

/** The server's own error text of a failed call, for showing beside the button that made it. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
