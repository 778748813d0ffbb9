import { useTranslation } from 'react-i18next';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextField } from '@adobe/react-spectrum/TextField';
import {
  snmpDeviceTransportWithDefaults, SNMP_AUTH_PROTOCOLS, SNMP_PRIVACY_PROTOCOLS, SNMP_PROTOCOL_VERSIONS, type SnmpDeviceTransportConfig, type SnmpProtocolVersion,
  snmpDeviceTransportErrors, withSnmpProtocolVersion,
} from './snmpDefaults';
import { LWM2M_INTEGER_FORMAT, lwm2mErrorProps } from './Lwm2mServerFields';
import './lwm2mTransport.css';

type TextKey = 'host' | 'community' | 'username' | 'securityName' | 'contextName' | 'authenticationPassphrase' | 'privacyPassphrase' | 'engineId';

/**
 * Where and how to reach one SNMP device (deviceData.transportConfiguration): host, port and
 * protocol version, then the community (V1, V2C) or the user-based security fields (V3).
 *
 * @example
 * <SnmpDeviceTransportEditor value={device.deviceData.transportConfiguration} onChange={setTransport} />
 */
export function SnmpDeviceTransportEditor({ value: given, onChange, isReadOnly }: {
  value: SnmpDeviceTransportConfig;
  onChange(next: SnmpDeviceTransportConfig): void;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const value = snmpDeviceTransportWithDefaults(given);
  const errors = snmpDeviceTransportErrors(value);
  const err = (key: keyof SnmpDeviceTransportConfig) => lwm2mErrorProps(t, errors[key]);
  const text = (key: TextKey, required: boolean, type: 'text' | 'password' = 'text') => (
    <TextField label={t(`device-profile.snmp.device.${key}`)} value={value[key] ?? ''} onChange={(v) => onChange({ ...value, [key]: v })}
      isRequired={required} isReadOnly={isReadOnly} type={type} width="100%" {...err(key)} />
  );

  return (
    <div className="tb-snmp-editor">
      <div className="tb-lwm2m-grid">
        {text('host', true)}
        <NumberField label={t('device-profile.snmp.device.port')} value={value.port} minValue={1} maxValue={65535} isRequired isReadOnly={isReadOnly}
          formatOptions={LWM2M_INTEGER_FORMAT} width="100%" onChange={(v) => onChange({ ...value, port: v })} {...err('port')} />
        <Picker label={t('device-profile.snmp.device.protocolVersion')} selectedKey={value.protocolVersion} isDisabled={isReadOnly} width="100%"
          onSelectionChange={(k) => onChange(withSnmpProtocolVersion(value, k as SnmpProtocolVersion))}>
          {SNMP_PROTOCOL_VERSIONS.map((v) => <Item key={v}>{t(`device-profile.snmp.protocol-versions.${v}`)}</Item>)}
        </Picker>
        {value.protocolVersion !== 'V3' ? text('community', true) : (
          <>
            {text('username', true)}
            {text('securityName', true)}
            {text('contextName', false)}
            <Picker label={t('device-profile.snmp.device.authenticationProtocol')} selectedKey={value.authenticationProtocol ?? null}
              isDisabled={isReadOnly} width="100%" onSelectionChange={(k) => onChange({ ...value, authenticationProtocol: k as typeof value.authenticationProtocol })}>
              {SNMP_AUTH_PROTOCOLS.map((p) => <Item key={p}>{t(`device-profile.snmp.auth-protocols.${p}`)}</Item>)}
            </Picker>
            {text('authenticationPassphrase', true, 'password')}
            <Picker label={t('device-profile.snmp.device.privacyProtocol')} selectedKey={value.privacyProtocol ?? null}
              isDisabled={isReadOnly} width="100%" onSelectionChange={(k) => onChange({ ...value, privacyProtocol: k as typeof value.privacyProtocol })}>
              {SNMP_PRIVACY_PROTOCOLS.map((p) => <Item key={p}>{t(`device-profile.snmp.privacy-protocols.${p}`)}</Item>)}
            </Picker>
            {text('privacyPassphrase', true, 'password')}
            {text('engineId', false)}
          </>
        )}
      </div>
    </div>
  );
}
