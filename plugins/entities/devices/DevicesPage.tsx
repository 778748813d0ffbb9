import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Key from '@spectrum-icons/workflow/Key';
import Hand from '@spectrum-icons/workflow/Hand';
import MagicWand from '@spectrum-icons/workflow/MagicWand';
import LinkOff from '@spectrum-icons/workflow/LinkOff';
import { authServiceRef, httpServiceRef, useService } from '@tessera/sdk';
import {
  EntityAutocomplete, type EntityOption, EntityTable, type EntityTableConfig, savedSubtype, SubtypeSelect,
} from '@tessera/ui';
import { type DeviceInfo, formatDate, getOwnedPage, listPath, withBasics } from '../api';
import { AssignToCustomerDialog } from '../AssignToCustomerDialog';
import { customerActions } from '../customerActions';
import { CredentialsDialog } from './CredentialsDialog';
import { CredentialsCopyButtons } from './CredentialsCopyButtons';
import { DeviceActiveCell } from './DeviceActiveCell';
import { DeviceWizardDialog } from './wizard/DeviceWizardDialog';
import { type DeviceStateFilter, DeviceStatePicker } from './DeviceStatePicker';
import { ClaimDeviceDialog } from './ClaimDeviceDialog';
import { claimPath } from './claim';
import { GatewaySelect } from './GatewaySelect';
import { DeviceTransportField } from './DeviceTransportField';
import { type SnmpDeviceTransportConfig, validateSnmpDeviceTransport } from '../device-profiles/transport/snmpDefaults';
import { devicesOfGateway } from './gatewayDevices';
import { useCsvImport } from '../../shared/import/useCsvImport';
import { useJsonTransfer } from '../../shared/jsonTransfer';
import { DEVICE_JSON } from '../../shared/jsonKinds';
import { subtypeField } from '../../shared/subtypeField';

const isSnmp = (v: unknown): v is SnmpDeviceTransportConfig => typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'SNMP';
const transportOf = (d: DeviceInfo | null) => {
  const transport = (d?.deviceData as { transportConfiguration?: unknown } | undefined)?.transportConfiguration;
  return isSnmp(transport) ? transport : null;
};

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
  const [type, setType] = useState<string | null>(null);
  const [state, setState] = useState<DeviceStateFilter>('ALL');
  const [gateway, setGateway] = useState<DeviceInfo | null>(null);
  const [claiming, setClaiming] = useState<{ reload: () => void } | null>(null);
  const [wizard, setWizard] = useState<{ reload: () => void } | null>(null);
  const csvImport = useCsvImport('device', 'device.import');
  const json = useJsonTransfer<DeviceInfo>(DEVICE_JSON);

  const config = useMemo<EntityTableConfig<DeviceInfo>>(() => ({
    entityType: 'DEVICE',
    title: 'device.devices',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => (gateway
      ? devicesOfGateway(http, gateway, link, { type, deviceProfileName: profile?.name ?? null })
      : getOwnedPage<DeviceInfo>(http, listPath('device', customerId), link, {
        deviceProfileId: profile?.id.id, type: type ?? undefined, active: state === 'ALL' ? undefined : String(state === 'ACTIVE'),
      })),
    idOf: (d) => d.id.id,
    nameOf: (d) => d.name,
    deleteEntity: isTenantAdmin ? async (d) => { await http.delete(`/api/device/${d.id.id}`); } : undefined,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (d) => formatDate(d.createdTime) },
      { key: 'name', title: 'device.name', value: (d) => d.name },
      { key: 'deviceProfileName', title: 'device-profile.device-profile', value: (d) => d.deviceProfileName ?? d.type },
      { key: 'label', title: 'device.label', value: (d) => d.label ?? '' },
      { key: 'customerTitle', title: 'customer.customer', value: (d) => d.customerTitle ?? '' },
      {
        key: 'active', title: 'device.active', width: '120px', sortProperty: false,
        value: (d) => t(d.active ? 'device.active' : 'device.inactive'),
        render: (d) => <DeviceActiveCell deviceId={d.id} initial={d.active === true} />,
      },
    ],
    headerActions: isTenantAdmin
      ? [{ id: 'wizard', label: 'device.wizard.open', icon: MagicWand, onAction: setWizard }, csvImport.action, json.importAction]
      : customerId ? [{ id: 'claim', label: 'device.claim-device', icon: Hand, onAction: setClaiming }] : [],
    rowActions: isTenantAdmin
      ? [
        ...customerActions<DeviceInfo>(http, 'device', (device, reload) => setAssigning({ device, reload })),
        { id: 'credentials', label: 'device.manage-credentials', icon: Key, onAction: (d) => setCredentialsOf(d) },
        json.exportAction,
      ]
      : customerId ? [{
        id: 'unclaim', label: 'device.unclaim', icon: LinkOff,
        onAction: async (d, table) => {
          await http.delete(claimPath(d.name));
          table.reload();
        },
      }, json.exportAction] : [],
    detailsActions: (d) => <CredentialsCopyButtons deviceId={d.id.id} />,
    form: {
      addTitle: 'device.add',
      // Customer users see the details read-only (ThingsBoard shows them the same form, disabled).
      canAdd: isTenantAdmin,
      isReadOnly: () => !isTenantAdmin,
      definition: {
        fields: [
          { key: 'name', label: 'device.name', type: 'text', required: true, requiredMessage: 'device.name-required', maxLength: 255 },
          { key: 'label', label: 'device.label', type: 'text', maxLength: 255, half: true },
          subtypeField('device', { label: 'device-profile.device-profile', half: true }),
          { key: 'gateway', label: 'device.is-gateway', type: 'checkbox' },
          {
            key: 'transport', label: 'device.transport', type: 'custom',
            validate: (v) => (isSnmp(v) ? validateSnmpDeviceTransport(v) : null),
            render: (p) => (
              <DeviceTransportField profileName={typeof p.values.type === 'string' ? p.values.type : ''}
                value={isSnmp(p.value) ? p.value : null} onChange={p.onChange} isReadOnly={p.isReadOnly} />
            ),
          },
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
        ],
      },
      toValues: (d) => ({
        name: d?.name ?? '', label: d?.label ?? '', type: d?.deviceProfileName ?? d?.type ?? 'default',
        gateway: d?.additionalInfo?.gateway === true, description: d?.additionalInfo?.description ?? '',
        transport: transportOf(d),
      }),
      save: (values, existing) => {
        const body = withBasics(existing, values) as Partial<DeviceInfo>;
        // A changed profile name moves the device to that profile (found or created by name).
        if (existing && body.type !== (existing.deviceProfileName ?? existing.type)) delete body.deviceProfileId;
        body.additionalInfo = { ...body.additionalInfo, gateway: values.gateway === true };
        if (isSnmp(values.transport)) body.deviceData = { configuration: { type: 'DEFAULT' }, transportConfiguration: values.transport };
        return savedSubtype('device', http.post<DeviceInfo>('/api/device', body));
      },
    },
  }), [http, t, customerId, isTenantAdmin, profile, type, state, gateway, csvImport.action, json]);

  return (
    <div className="tb-page">
      <div className="tb-page-filters">
        <SubtypeSelect kind="device" value={type} onChange={setType} label={t('device.device-type')} />
        <EntityAutocomplete entityType="DEVICE_PROFILE" value={profile} onChange={setProfile} label={t('device.filter-by-profile')} />
        <DeviceStatePicker value={state} onChange={setState} />
        <GatewaySelect value={gateway} onChange={setGateway} label={t('device.filter-by-gateway')} allowCreate={isTenantAdmin} />
      </div>
      <EntityTable key={`${profile?.id.id ?? ''}|${type ?? ''}|${state}|${gateway?.id.id ?? ''}`} config={config} />
      {csvImport.dialog}
      {wizard && (
        <DeviceWizardDialog onClose={(added) => {
          if (added) wizard.reload();
          setWizard(null);
        }} />
      )}
      {claiming && (
        <ClaimDeviceDialog onClose={(claimed) => {
          if (claimed) claiming.reload();
          setClaiming(null);
        }} />
      )}
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
