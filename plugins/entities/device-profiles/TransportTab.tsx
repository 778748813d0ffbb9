import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { CoapTransportForm } from './CoapTransportForm';
import { MqttTransportForm } from './MqttTransportForm';
import { type ProfileTabProps } from './profileTabProps';
import { Lwm2mTransportEditor } from './transport/Lwm2mTransportEditor';
import { SnmpTransportEditor } from './transport/SnmpTransportEditor';
import { type TransportConfiguration, TRANSPORT_TYPES, type TransportType } from './types';

/** The transport type and the form of that type's configuration. */
export function TransportTab(props: ProfileTabProps & { onTransportTypeChange(type: TransportType): void }) {
  const { t } = useTranslation();
  const { profile, errors, isReadOnly } = props;
  const config = profile.profileData.transportConfiguration;
  const setConfig = (next: TransportConfiguration) =>
    props.onChange({ ...profile, profileData: { ...profile.profileData, transportConfiguration: next } });

  return (
    <div className="tb-profile-form">
      <Picker label={t('device-profile.transport-type')} selectedKey={profile.transportType} isDisabled={isReadOnly} width="100%"
        onSelectionChange={(k) => props.onTransportTypeChange(k as TransportType)}>
        {TRANSPORT_TYPES.map((type) => <Item key={type}>{t(`device-profile.transports.${type}`)}</Item>)}
      </Picker>
      <p className="tb-profile-hint">{t(`device-profile.transport-hints.${profile.transportType}`)}</p>
      {config.type === 'MQTT' && <MqttTransportForm value={config} onChange={setConfig} errors={errors} isReadOnly={isReadOnly} />}
      {config.type === 'COAP' && <CoapTransportForm value={config} onChange={setConfig} errors={errors} isReadOnly={isReadOnly} />}
      {config.type === 'LWM2M' && (
        <Lwm2mTransportEditor value={config} onChange={(next: TransportConfiguration) => setConfig(next)} isReadOnly={isReadOnly} />
      )}
      {config.type === 'SNMP' && (
        <SnmpTransportEditor value={config} onChange={(next: TransportConfiguration) => setConfig(next)} isReadOnly={isReadOnly} />
      )}
      {errors.transport && <p className="tb-profile-error" role="alert">{t(errors.transport)}</p>}
    </div>
  );
}
