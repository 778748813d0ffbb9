import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import CheckmarkCircle from '@spectrum-icons/workflow/CheckmarkCircle';
import { EntityTable, type EntityTableConfig, type EntityId, httpServiceRef, pageLinkQuery, type PageData, useService } from '@tessera/sdk';
import { formatDate } from '../api';

const TRANSPORTS = ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const;
const PROVISIONING = ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'] as const;

interface DeviceProfile {
  id: EntityId;
  createdTime: number;
  name: string;
  description?: string | null;
  default: boolean;
  type: 'DEFAULT';
  transportType: (typeof TRANSPORTS)[number];
  provisionType: (typeof PROVISIONING)[number];
  provisionDeviceKey?: string | null;
  profileData: { transportConfiguration?: { type: string }; provisionConfiguration?: { type: string; provisionDeviceSecret?: string | null }; [k: string]: unknown };
}

/** Device profiles of the tenant; one is the default. */
export default function DeviceProfilesPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const config = useMemo<EntityTableConfig<DeviceProfile>>(() => ({
    entityType: 'DEVICE_PROFILE',
    title: 'device-profile.device-profiles',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => http.get<PageData<DeviceProfile>>(`/api/deviceProfiles?${pageLinkQuery(link)}`),
    idOf: (p) => p.id.id,
    nameOf: (p) => p.name,
    deleteEntity: async (p) => { await http.delete(`/api/deviceProfile/${p.id.id}`); },
    isDeletable: (p) => !p.default,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (p) => formatDate(p.createdTime) },
      { key: 'name', title: 'device-profile.name', value: (p) => p.name },
      { key: 'transportType', title: 'device-profile.transport-type', value: (p) => t(`device-profile.transports.${p.transportType}`) },
      { key: 'description', title: 'common.description', sortProperty: false, value: (p) => p.description ?? '' },
      { key: 'isDefault', title: 'tenant-profile.default', sortProperty: false, width: '110px', value: (p) => (p.default ? t('common.yes') : '') },
    ],
    rowActions: [{
      id: 'default', label: 'device-profile.set-default', icon: CheckmarkCircle, isVisible: (p) => !p.default,
      onAction: async (p, table) => {
        await http.post(`/api/deviceProfile/${p.id.id}/default`);
        table.reload();
      },
    }],
    form: {
      addTitle: 'device-profile.add',
      definition: {
        fields: [
          { key: 'name', label: 'device-profile.name', type: 'text', required: true, requiredMessage: 'device-profile.name-required', maxLength: 255 },
          {
            key: 'transportType', label: 'device-profile.transport-type', type: 'select', required: true, half: true,
            options: TRANSPORTS.map((v) => ({ value: v, label: t(`device-profile.transports.${v}`) })),
          },
          {
            key: 'provisionType', label: 'device-profile.provision-strategy', type: 'select', required: true, half: true,
            // The other strategies need a provision key and secret; their editor comes with the full profile editor.
            options: PROVISIONING.filter((v) => v === 'DISABLED').map((v) => ({ value: v, label: t(`device-profile.provisioning.${v}`) })),
          },
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
        ],
      },
      toValues: (p) => ({ name: p?.name ?? '', transportType: p?.transportType ?? 'DEFAULT', provisionType: p?.provisionType ?? 'DISABLED', description: p?.description ?? '' }),
      save: (values, existing) => {
        const transportType = String(values.transportType);
        const provisionType = String(values.provisionType);
        const keepTransport = existing?.transportType === transportType && existing.profileData.transportConfiguration;
        return http.post<DeviceProfile>('/api/deviceProfile', {
          ...(existing ?? { type: 'DEFAULT', default: false }),
          name: String(values.name).trim(),
          description: String(values.description ?? ''),
          transportType,
          provisionType,
          profileData: {
            configuration: { type: 'DEFAULT' },
            ...(existing?.profileData ?? {}),
            transportConfiguration: keepTransport || { type: transportType },
            provisionConfiguration: { ...(existing?.profileData.provisionConfiguration ?? {}), type: provisionType },
          },
        });
      },
    },
  }), [http, t]);
  return (
    <div className="tb-page">
      <EntityTable config={config} />
    </div>
  );
}
