import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import CheckmarkCircle from '@spectrum-icons/workflow/CheckmarkCircle';
import { httpServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig, pageLinkQuery, type PageData } from '@tessera/ui';
import { formatDate } from '../api';
import { DeviceProfileEditor } from './DeviceProfileEditor';
import { type SavedDeviceProfile } from './types';
import { randomProvisionCredential } from './provisioning';
import { type JsonTransferKind, useJsonTransfer } from '../../shared/jsonTransfer';

/** A profile travels without its owner and default flag; an enabled provisioning gets a new key, keys being unique. */
const PROFILE_JSON: JsonTransferKind = {
  segment: 'deviceProfile',
  fields: ['name', 'description', 'image', 'type', 'transportType', 'provisionType', 'provisionDeviceKey', 'profileData', 'defaultQueueName'],
  prepare: (body) => (body.provisionType && body.provisionType !== 'DISABLED' ? { ...body, provisionDeviceKey: randomProvisionCredential() } : body),
};

/** Device profiles of the tenant; one is the default. */
export default function DeviceProfilesPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const json = useJsonTransfer<SavedDeviceProfile>(PROFILE_JSON);
  const config = useMemo<EntityTableConfig<SavedDeviceProfile>>(() => ({
    entityType: 'DEVICE_PROFILE',
    title: 'device-profile.device-profiles',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => http.get<PageData<SavedDeviceProfile>>(`/api/deviceProfiles?${pageLinkQuery(link)}`),
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
    headerActions: [json.importAction],
    rowActions: [json.exportAction, {
      id: 'default', label: 'device-profile.set-default', icon: CheckmarkCircle, isVisible: (p) => !p.default,
      onAction: async (p, table) => {
        await http.post(`/api/deviceProfile/${p.id.id}/default`);
        table.reload();
      },
    }],
    form: { addTitle: 'device-profile.add', editor: DeviceProfileEditor },
  }), [http, t, json]);
  return (
    <div className="tb-page">
      <EntityTable config={config} />
    </div>
  );
}
