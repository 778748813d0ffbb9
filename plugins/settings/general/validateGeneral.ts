import type { FormErrors } from '../form/SettingsFormStore';

export interface GeneralSettingsValue {
  baseUrl: string;
  prohibitDifferentUrl: boolean;
}

/** An absolute http(s) URL, as the server accepts it. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateGeneral(value: GeneralSettingsValue): FormErrors {
  const baseUrl = value.baseUrl.trim();
  return {
    baseUrl: !baseUrl ? { key: 'admin.base-url-required' } : !isHttpUrl(baseUrl) ? { key: 'admin.base-url-invalid' } : undefined,
  };
}
