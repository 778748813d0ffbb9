import { type HttpService } from '@tessera/sdk';
import { type PageData, type PageLink, pageOfList } from '@tessera/ui';
import { type DeviceInfo } from '../api';

/** A gateway relates to the devices it brought in with this relation type (as ThingsBoard's gateway does). */
export const GATEWAY_RELATION_TYPE = 'Created';

/** The device search query (contract §10 `POST /api/devices`) for the devices a gateway created. */
export function gatewayDevicesQuery(gatewayId: string, deviceTypes: string[]) {
  return {
    parameters: { rootId: gatewayId, rootType: 'DEVICE', direction: 'FROM', relationTypeGroup: 'COMMON', maxLevel: 1, fetchLastLevelOnly: false },
    relationType: GATEWAY_RELATION_TYPE,
    deviceTypes,
  };
}

/** The devices page filtered by gateway: the search answers a whole list, paged here. */
export async function devicesOfGateway(
  http: HttpService,
  gateway: DeviceInfo,
  link: PageLink,
  filter: { type: string | null; deviceProfileName: string | null },
): Promise<PageData<DeviceInfo>> {
  const types = filter.type ? [filter.type]
    : (await http.get<{ type: string }[]>('/api/device/types', { ignoreLoading: true })).map((t) => t.type);
  const devices = types.length === 0 ? []
    : await http.post<DeviceInfo[]>('/api/devices', gatewayDevicesQuery(gateway.id.id, types));
  const wanted = filter.deviceProfileName ? devices.filter((d) => d.type === filter.deviceProfileName) : devices;
  return pageOfList(wanted, link, (d) => `${d.name} ${d.label ?? ''}`, (d, property) => {
    const value = (d as unknown as Record<string, unknown>)[property];
    return typeof value === 'number' ? value : String(value ?? '');
  });
}
