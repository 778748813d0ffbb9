import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type DeviceWizardState, type WizardCredentialsType } from './deviceWizard';

const TYPES: WizardCredentialsType[] = ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'];

/** The wizard's credentials step: leave them to the server (a random access token) or set them now. */
export function WizardCredentials(props: { state: DeviceWizardState; onChange(next: Partial<DeviceWizardState>): void; error: string | null }) {
  const { t } = useTranslation();
  const { state } = props;
  const fields = state.credentials;
  const set = (key: string) => (value: string) => props.onChange({ credentials: { ...fields, [key]: value } });
  const invalid = props.error ? { validationState: 'invalid' as const, errorMessage: t(props.error) } : {};
  return (
    <div className="tb-wizard-form">
      <Checkbox isSelected={state.addCredentials} onChange={(addCredentials) => props.onChange({ addCredentials })}>
        {t('device.wizard.add-credentials')}
      </Checkbox>
      {!state.addCredentials && <p className="tb-wizard-hint">{t('device.wizard.generated-token')}</p>}
      {state.addCredentials && (
        <>
          <Picker label={t('device.credentials-type')} selectedKey={state.credentialsType} width="100%"
            onSelectionChange={(k) => props.onChange({ credentialsType: k as WizardCredentialsType, credentials: {} })}>
            {TYPES.map((k) => <Item key={k}>{t(`device.credentials-types.${k}`)}</Item>)}
          </Picker>
          {state.credentialsType === 'ACCESS_TOKEN' && (
            <TextField label={t('device.access-token')} value={fields.token ?? ''} onChange={set('token')} isRequired width="100%" {...invalid} />
          )}
          {state.credentialsType === 'MQTT_BASIC' && (
            <>
              <TextField label={t('device.client-id')} value={fields.clientId ?? ''} onChange={set('clientId')} width="100%" />
              <TextField label={t('device.user-name')} value={fields.userName ?? ''} onChange={set('userName')} width="100%" {...invalid} />
              <TextField label={t('login.password')} type="password" value={fields.password ?? ''} onChange={set('password')} width="100%" />
            </>
          )}
          {state.credentialsType === 'X509_CERTIFICATE' && (
            <TextArea label={t('device.certificate-pem')} value={fields.value ?? ''} onChange={set('value')} isRequired width="100%" height="size-2000" {...invalid} />
          )}
        </>
      )}
    </div>
  );
}
