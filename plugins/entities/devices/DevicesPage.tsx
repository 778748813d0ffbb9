import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Key from '@spectrum-icons/workflow/Key';
import {
  authServiceRef, EntityAutocomplete, type EntityOption, EntityTable, type EntityTableConfig, httpServiceRef, useService,
} from '@tessera/sdk';
import { type DeviceInfo, formatDate, getOwnedPage, listPath, withBasics } from '../api';
import { AssignToCustomerDialog } from '../AssignToCustomerDialog';
import { customerActions } from '../customerActions';
import { CredentialsDialog } from './CredentialsDialog';

/** Devices of the tenant (or of the customer, for customer users), filterable by profile. */
const DevicesPage = observer(function DevicesPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const customerId = auth.authUser?.authority === 'CUSTOMER_USER' ? auth.authUser.customerId : null;
  const isTenantAdmin = auth.authUser?.authority === 'TENANT_ADMIN';
  const [profile, setProfile] = useState<EntityOption | null>(null);
  const [assigning, setAssigning] = useState<{ device: DeviceInfo; reload: () => void } | null>(null);
  const [credentialsOf, setCredentialsOf] = useState<DeviceInfo | null>(null);

  const config = useMemo<EntityTableConfig<DeviceInfo>>(() => ({
    entityType: 'DEVICE',
    title: 'device.devices',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => getOwnedPage<DeviceInfo>(http, listPath('device', customerId), link, { deviceProfileId: profile?.id.id }),
    idOf: (d) => d.id.id,
    nameOf: (d) => d.name,
    deleteEntity: isTenantAdmin ? async (d) => { await http.delete(`/api/device/${d.id.id}`); } : undefined,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (d) => formatDate(d.createdTime) },
      { key: 'name', title: 'device.name', value: (d) => d.name },
      { key: 'deviceProfileName', title: 'device-profile.device-profile', value: (d) => d.deviceProfileName ?? d.type },
      { key: 'label', title: 'device.label', value: (d) => d.label ?? '' },
      { key: 'customerTitle', title: 'customer.customer', value: (d) => d.customerTitle ?? '' },
    ],
    rowActions: isTenantAdmin
      ? [
        ...customerActions<DeviceInfo>(http, 'device', (device, reload) => setAssigning({ device, reload })),
        { id: 'credentials', label: 'device.manage-credentials', icon: Key, onAction: (d) => setCredentialsOf(d) },
      ]
      : [],
    form: isTenantAdmin ? {
      addTitle: 'device.add',
      definition: {
        fields: [
          { key: 'name', label: 'device.name', type: 'text', required: true, requiredMessage: 'device.name-required', maxLength: 255 },
          { key: 'label', label: 'device.label', type: 'text', maxLength: 255, half: true },
          { key: 'type', label: 'device-profile.device-profile', type: 'text', maxLength: 255, half: true },
          { key: 'gateway', label: 'device.is-gateway', type: 'checkbox' },
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
        ],
      },
      toValues: (d) => ({
        name: d?.name ?? '', label: d?.label ?? '', type: d?.deviceProfileName ?? d?.type ?? 'default',
        gateway: d?.additionalInfo?.gateway === true, description: d?.additionalInfo?.description ?? '',
      }),
      save: (values, existing) => {
        const body = withBasics(existing, values) as Partial<DeviceInfo>;
        // A changed profile name moves the device to that profile (found or created by name).
        if (existing && body.type !== (existing.deviceProfileName ?? existing.type)) delete body.deviceProfileId;
        body.additionalInfo = { ...body.additionalInfo, gateway: values.gateway === true };
        return http.post<DeviceInfo>('/api/device', body);
      },
    } : undefined,
  }), [http, customerId, isTenantAdmin, profile]);

  return (
    <div className="tb-page">
      <div className="tb-page-filters">
        <EntityAutocomplete entityType="DEVICE_PROFILE" value={profile} onChange={setProfile} label={t('device.filter-by-profile')} />
      </div>
      <EntityTable key={profile?.id.id ?? 'all'} config={config} />
      {assigning && (
        <AssignToCustomerDialog
          kind="device"
          entityId={assigning.device.id.id}
          name={assigning.device.name}
          onClose={(assigned) => {
            if (assigned) assigning.reload();
            setAssigning(null);
          }}
        />
      )}
      {credentialsOf && <CredentialsDialog device={credentialsOf} onClose={() => setCredentialsOf(null)} />}
    </div>
  );
});
export default DevicesPage;
