import { useTranslation } from 'react-i18next';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { PayloadForm } from './PayloadForm';
import { powerModeSettings, withCoapDeviceType } from './transportDefaults';
import { COAP_DEVICE_TYPES, type CoapDeviceType, type CoapTransportConfiguration, POWER_MODES, type PowerMode } from './types';
import { type ProfileErrors } from './validation';

type Timer = 'psmActivityTimer' | 'edrxCycle' | 'pagingTransmissionWindow';
const MODE_TIMERS: Record<PowerMode, Timer[]> = { PSM: ['psmActivityTimer'], DRX: [], E_DRX: ['edrxCycle', 'pagingTransmissionWindow'] };

/** CoAP device type, payload format (DEFAULT devices) and the client's power mode with its timers. */
export function CoapTransportForm(props: {
  value: CoapTransportConfiguration; onChange(next: CoapTransportConfiguration): void; errors: ProfileErrors; isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const { value, errors } = props;
  const device = value.coapDeviceTypeConfiguration;
  const settings = value.clientSettings;
  return (
    <>
      <Picker label={t('device-profile.coap-device-type')} selectedKey={device.coapDeviceType} isDisabled={props.isReadOnly} width="100%"
        onSelectionChange={(k) => props.onChange(withCoapDeviceType(value, k as CoapDeviceType))}>
        {COAP_DEVICE_TYPES.map((type) => <Item key={type}>{t(`device-profile.coap-device-types.${type}`)}</Item>)}
      </Picker>
      {device.coapDeviceType === 'DEFAULT' ? (
        <PayloadForm value={device.transportPayloadTypeConfiguration} errors={errors} isReadOnly={props.isReadOnly}
          onChange={(payload) => props.onChange({ ...value, coapDeviceTypeConfiguration: { ...device, transportPayloadTypeConfiguration: payload } })} />
      ) : <p className="tb-profile-hint">{t('device-profile.efento-hint')}</p>}
      <h3 className="tb-profile-subtitle">{t('device-profile.client-settings')}</h3>
      <Picker label={t('device-profile.power-mode')} selectedKey={settings.powerMode} isDisabled={props.isReadOnly} width="100%"
        onSelectionChange={(k) => props.onChange({ ...value, clientSettings: powerModeSettings(k as PowerMode, settings) })}>
        {POWER_MODES.map((mode) => <Item key={mode}>{t(`device-profile.power-modes.${mode}`)}</Item>)}
      </Picker>
      {MODE_TIMERS[settings.powerMode].length > 0 && (
        <div className="tb-profile-row">
          {MODE_TIMERS[settings.powerMode].map((key) => (
            <NumberField key={key} label={t(`device-profile.${key}`)} value={settings[key] ?? Number.NaN} minValue={1} step={1}
              isRequired isReadOnly={props.isReadOnly} width="100%"
              onChange={(v) => props.onChange({ ...value, clientSettings: { ...settings, [key]: Number.isNaN(v) ? undefined : v } })}
              validationState={errors[key] ? 'invalid' : undefined} errorMessage={errors[key] ? t(errors[key]) : undefined} />
          ))}
        </div>
      )}
    </>
  );
}
