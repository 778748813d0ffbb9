import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { LWM2M_BINDINGS, type Lwm2mBinding, type Lwm2mClientServers, type Lwm2mServerConfig, type Lwm2mTransportConfig } from './lwm2mDefaults';
import { LWM2M_INTEGER_FORMAT, lwm2mErrorProps, type Lwm2mSectionProps, Lwm2mServerFields } from './Lwm2mServerFields';

type Bootstrap = Lwm2mTransportConfig['bootstrap'];

/** Errors of one part of the bootstrap configuration, keyed by field name. */
function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(`${prefix}.`)).map(([k, v]) => [k.slice(prefix.length + 1), v]));
}

/** The Bootstrap tab: what the client is told about its server account, then the LwM2M and bootstrap servers. */
export function Lwm2mBootstrapSection(props: Lwm2mSectionProps<Bootstrap>) {
  const { t } = useTranslation();
  const { servers } = props.value;
  const serversErrors = errorsUnder(props.errors, 'bootstrap.servers');
  const setServers = <K extends keyof Lwm2mClientServers>(key: K, v: Lwm2mClientServers[K]) =>
    props.onChange({ ...props.value, servers: { ...servers, [key]: v } });
  const integer = (key: 'shortId' | 'lifetime' | 'defaultMinPeriod', label: string, min: number) => (
    <NumberField label={t(label)} value={servers[key]} onChange={(v) => setServers(key, v)} minValue={min} isRequired
      isReadOnly={props.isReadOnly} formatOptions={LWM2M_INTEGER_FORMAT} width="100%" {...lwm2mErrorProps(t, serversErrors[key])} />
  );
  const server = (key: 'lwm2mServer' | 'bootstrapServer') => (
    <Lwm2mServerFields value={props.value[key]} isReadOnly={props.isReadOnly}
      errors={errorsUnder(props.errors, `bootstrap.${key}`) as Partial<Record<keyof Lwm2mServerConfig, string>>}
      onChange={(next) => props.onChange({ ...props.value, [key]: next })} />
  );

  return (
    <div className="tb-lwm2m-section">
      <fieldset className="tb-lwm2m-fieldset">
        <legend>{t('device-profile.lwm2m.client-servers')}</legend>
        <div className="tb-lwm2m-grid">
          {integer('shortId', 'device-profile.lwm2m.short-id', 1)}
          {integer('lifetime', 'device-profile.lwm2m.lifetime', 0)}
          {integer('defaultMinPeriod', 'device-profile.lwm2m.default-min-period', 0)}
          <Picker label={t('device-profile.lwm2m.binding')} selectedKey={servers.binding} isDisabled={props.isReadOnly} width="100%"
            onSelectionChange={(k) => setServers('binding', k as Lwm2mBinding)}>
            {LWM2M_BINDINGS.map((b) => <Item key={b}>{t(`device-profile.lwm2m.bindings.${b}`)}</Item>)}
          </Picker>
        </div>
        <Checkbox isSelected={servers.notifIfDisabled} isReadOnly={props.isReadOnly} onChange={(v) => setServers('notifIfDisabled', v)}>
          {t('device-profile.lwm2m.notif-if-disabled')}
        </Checkbox>
      </fieldset>
      {server('lwm2mServer')}
      {server('bootstrapServer')}
    </div>
  );
}
