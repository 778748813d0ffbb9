import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextField } from '@adobe/react-spectrum/TextField';
import {
  type Lwm2mClientSettings, LWM2M_FW_STRATEGIES, LWM2M_OBSERVE_STRATEGIES, LWM2M_POWER_MODES, LWM2M_SW_STRATEGIES, type Lwm2mPowerMode, withPowerMode,
} from './lwm2mDefaults';
import { LWM2M_INTEGER_FORMAT, lwm2mErrorProps, type Lwm2mSectionProps } from './Lwm2mServerFields';

type Timer = 'psmActivityTimer' | 'edrxCycle' | 'pagingTransmissionWindow';
const TIMERS: Record<Lwm2mPowerMode, Timer[]> = { PSM: ['psmActivityTimer'], DRX: [], E_DRX: ['edrxCycle', 'pagingTransmissionWindow'] };

/** The Other settings tab: firmware and software update strategies, power mode with its timers, observe strategy, composite operations. */
export function Lwm2mOtherSettings(props: Lwm2mSectionProps<Lwm2mClientSettings>) {
  const { t } = useTranslation();
  const { value } = props;
  const set = <K extends keyof Lwm2mClientSettings>(key: K, v: Lwm2mClientSettings[K]) => props.onChange({ ...value, [key]: v });
  const err = (key: keyof Lwm2mClientSettings) => lwm2mErrorProps(t, props.errors[`clientLwM2mSettings.${key}`]);
  const strategy = (key: 'fwUpdateStrategy' | 'swUpdateStrategy' | 'clientOnlyObserveAfterConnect', options: readonly number[], prefix: string) => (
    <Picker label={t(`${prefix}.label`)} selectedKey={String(value[key])} isDisabled={props.isReadOnly} width="100%"
      onSelectionChange={(k) => set(key, Number(k))}>
      {options.map((o) => <Item key={String(o)}>{t(`${prefix}.${o}`)}</Item>)}
    </Picker>
  );
  const resource = (key: 'fwUpdateResource' | 'swUpdateResource') => (
    <TextField label={t('device-profile.lwm2m.update-resource')} value={value[key] ?? ''} onChange={(v) => set(key, v)} isRequired
      isReadOnly={props.isReadOnly} width="100%" placeholder="coap://localhost:5685" {...err(key)} />
  );

  return (
    <div className="tb-lwm2m-section">
      <fieldset className="tb-lwm2m-fieldset">
        <legend>{t('device-profile.lwm2m.ota-update')}</legend>
        {strategy('fwUpdateStrategy', LWM2M_FW_STRATEGIES, 'device-profile.lwm2m.fw-update-strategies')}
        {value.fwUpdateStrategy === 2 && resource('fwUpdateResource')}
        {strategy('swUpdateStrategy', LWM2M_SW_STRATEGIES, 'device-profile.lwm2m.sw-update-strategies')}
        {value.swUpdateStrategy === 2 && resource('swUpdateResource')}
      </fieldset>
      <fieldset className="tb-lwm2m-fieldset">
        <legend>{t('device-profile.lwm2m.power-saving')}</legend>
        <div className="tb-lwm2m-grid tb-lwm2m-grid-wide">
          <Picker label={t('device-profile.lwm2m.power-mode')} selectedKey={value.powerMode} isDisabled={props.isReadOnly} width="100%"
            onSelectionChange={(k) => props.onChange(withPowerMode(value, k as Lwm2mPowerMode))}>
            {LWM2M_POWER_MODES.map((m) => <Item key={m}>{t(`device-profile.lwm2m.power-modes.${m}`)}</Item>)}
          </Picker>
          {(TIMERS[value.powerMode] ?? []).map((timer) => (
            <NumberField key={timer} label={t(`device-profile.lwm2m.timers.${timer}`)} value={value[timer] ?? Number.NaN} minValue={0} isRequired
              onChange={(v) => set(timer, v)} isReadOnly={props.isReadOnly} formatOptions={LWM2M_INTEGER_FORMAT} width="100%" {...err(timer)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="tb-lwm2m-fieldset">
        <legend>{t('device-profile.lwm2m.observe-and-operations')}</legend>
        {strategy('clientOnlyObserveAfterConnect', LWM2M_OBSERVE_STRATEGIES, 'device-profile.lwm2m.observe-strategies')}
        <Checkbox isSelected={value.compositeOperationsSupport} isReadOnly={props.isReadOnly} onChange={(v) => set('compositeOperationsSupport', v)}>
          {t('device-profile.lwm2m.composite-operations-support')}
        </Checkbox>
      </fieldset>
    </div>
  );
}
