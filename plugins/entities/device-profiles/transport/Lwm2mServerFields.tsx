import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import Refresh from '@spectrum-icons/workflow/Refresh';
import { httpServiceRef, useService } from '@tessera/sdk';
import { fillLwm2mServer, type Lwm2mBootstrapInfo, LWM2M_SECURITY_MODES, type Lwm2mSecurityMode, type Lwm2mServerConfig } from './lwm2mDefaults';

/** Error props of a Spectrum field for a message key (or none). */
export function lwm2mErrorProps(t: (key: string) => string, error: string | undefined) {
  return error ? { validationState: 'invalid' as const, errorMessage: t(error) } : {};
}

/** What each tab of the LwM2M editor gets: its part of the configuration and every error of the whole, by path. */
export interface Lwm2mSectionProps<T> {
  value: T;
  onChange(next: T): void;
  errors: Record<string, string>;
  isReadOnly?: boolean;
}

/** A plain integer input: no grouping, so ports read "5685", not "5,685". */
export const LWM2M_INTEGER_FORMAT = { useGrouping: false, maximumFractionDigits: 0 } as const;

/**
 * One server account (the LwM2M server or the bootstrap server): endpoint, security and timers, and
 * "Fill from server", which takes host, port and public key from this server's own transport.
 */
export function Lwm2mServerFields(props: {
  value: Lwm2mServerConfig;
  onChange(next: Lwm2mServerConfig): void;
  /** Error keys by field name. */
  errors: Partial<Record<keyof Lwm2mServerConfig, string>>;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [filling, setFilling] = useState(false);
  const { value } = props;
  const set = <K extends keyof Lwm2mServerConfig>(key: K, v: Lwm2mServerConfig[K]) => props.onChange({ ...value, [key]: v });
  const err = (key: keyof Lwm2mServerConfig) => lwm2mErrorProps(t, props.errors[key]);
  const heading = t(value.bootstrapServerIs ? 'device-profile.lwm2m.bootstrap-server' : 'device-profile.lwm2m.lwm2m-server');

  const fill = async () => {
    setFilling(true);
    try {
      props.onChange(fillLwm2mServer(value, await http.get<Lwm2mBootstrapInfo>(`/api/lwm2m/deviceProfile/bootstrap/${value.bootstrapServerIs}`)));
    } catch {
      // The HTTP service already showed the error.
    } finally {
      setFilling(false);
    }
  };

  return (
    <fieldset className="tb-lwm2m-fieldset">
      <legend>{heading}</legend>
      <div className="tb-lwm2m-grid">
        <TextField label={t('device-profile.lwm2m.host')} value={value.host} onChange={(v) => set('host', v)} isRequired isReadOnly={props.isReadOnly}
          width="100%" {...err('host')} />
        <NumberField label={t('device-profile.lwm2m.port')} value={value.port} onChange={(v) => set('port', v)} isRequired isReadOnly={props.isReadOnly}
          minValue={1} maxValue={65535} formatOptions={LWM2M_INTEGER_FORMAT} width="100%" {...err('port')} />
        <Picker label={t('device-profile.lwm2m.security-mode')} selectedKey={value.securityMode} isDisabled={props.isReadOnly} width="100%"
          onSelectionChange={(k) => set('securityMode', k as Lwm2mSecurityMode)}>
          {LWM2M_SECURITY_MODES.map((m) => <Item key={m}>{t(`device-profile.lwm2m.security-modes.${m}`)}</Item>)}
        </Picker>
        <NumberField label={t('device-profile.lwm2m.server-id')} value={value.serverId} isReadOnly width="100%" formatOptions={LWM2M_INTEGER_FORMAT} />
        <NumberField label={t('device-profile.lwm2m.client-hold-off-time')} value={value.clientHoldOffTime} minValue={0} isRequired
          onChange={(v) => set('clientHoldOffTime', v)} isReadOnly={props.isReadOnly} formatOptions={LWM2M_INTEGER_FORMAT} width="100%" {...err('clientHoldOffTime')} />
        <NumberField label={t('device-profile.lwm2m.account-timeout')} value={value.bootstrapServerAccountTimeout} minValue={0} isRequired
          onChange={(v) => set('bootstrapServerAccountTimeout', v)} isReadOnly={props.isReadOnly} formatOptions={LWM2M_INTEGER_FORMAT} width="100%"
          {...err('bootstrapServerAccountTimeout')} />
      </div>
      {value.securityMode !== 'NO_SEC' && (
        <TextArea label={t('device-profile.lwm2m.server-public-key')} value={value.serverPublicKey} onChange={(v) => set('serverPublicKey', v)}
          isRequired isReadOnly={props.isReadOnly} width="100%" {...err('serverPublicKey')} />
      )}
      {!props.isReadOnly && (
        <ActionButton onPress={() => void fill()} isDisabled={filling}>
          <Refresh /><Text>{t('device-profile.lwm2m.fill-from-server')}</Text>
        </ActionButton>
      )}
    </fieldset>
  );
}
