import { type AuthUser, type HttpService } from '@tessera/sdk';
import { type PageData, truncateSearch } from '@tessera/ui';
import { type DeviceInfo } from '../api';

/** New gateways get this type unless the caller says otherwise (seed 001 section 9). */
export const DEFAULT_GATEWAY_TYPE = 'Gateway';
/** The gateway list is not paged in the console (seed 001 section 9: "gateway list unlimited"). */
const ALL = 10_000;

export const isGateway = (d: Pick<DeviceInfo, 'additionalInfo'>) => d.additionalInfo?.gateway === true;

/** Gateway and entity-type lists match a case-insensitive substring (seed 001 section 5). */
export function filterGateways<T extends { name: string }>(gateways: T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  return needle ? gateways.filter((g) => g.name.toLowerCase().includes(needle)) : gateways;
}

/** The 'nothing found' line: no gateways at all, or none matching the (shortened) text. */
export function noGatewayText(t: (key: string, options?: Record<string, unknown>) => string, total: number, text: string): string {
  return total === 0 || !text.trim()
    ? t('gateway.no-gateway-found')
    : t('gateway.no-gateway-matching', { text: truncateSearch(text.trim()) });
}

/** Gateway devices the user may see; a system administrator owns no devices and gets none. */
export async function fetchGateways(http: HttpService, user: AuthUser): Promise<DeviceInfo[]> {
  if (user.authority === 'SYS_ADMIN') return [];
  const path = user.authority === 'CUSTOMER_USER' ? `/api/customer/${user.customerId}/deviceInfos` : '/api/tenant/deviceInfos';
  const page = await http.get<PageData<DeviceInfo>>(`${path}?pageSize=${ALL}&page=0&sortProperty=name&sortOrder=ASC`, { ignoreLoading: true });
  return page.data.filter(isGateway);
}

/**
 * Creates a gateway by name (seed 001 section 4): a device of that name must not exist;
 * the lookup answering 404 means the name is free. Returns null when the name is taken.
 */
export async function createGateway(http: HttpService, name: string): Promise<DeviceInfo | null> {
  const existing = await http.get<DeviceInfo>(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, { ignoreErrors: true, ignoreLoading: true })
    .catch(() => null);
  if (existing) return null;
  return http.post<DeviceInfo>('/api/device', { name, type: DEFAULT_GATEWAY_TYPE, additionalInfo: { gateway: true } });
}
