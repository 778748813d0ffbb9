import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import { httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { type DeviceCredentials, type DeviceInfo } from '../api';
import { credentialsValueOf, parseMqttBasic, validateCredentials } from './credentials';

const TYPES: DeviceCredentials['credentialsType'][] = ['ACCESS_TOKEN', 'MQTT_BASIC', 'X509_CERTIFICATE', 'LWM2M_CREDENTIALS'];

/** Shows and changes a device's credentials: access token, MQTT basic, X.509 PEM or LwM2M. */
export function CredentialsDialog({ device, onClose }: { device: DeviceInfo; onClose(): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const [credentials, setCredentials] = useState<DeviceCredentials | null>(null);
  const [type, setType] = useState<DeviceCredentials['credentialsType']>('ACCESS_TOKEN');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void http.get<DeviceCredentials>(`/api/device/${device.id.id}/credentials`).then((c) => {
      setCredentials(c);
      setType(c.credentialsType);
      setFields(c.credentialsType === 'ACCESS_TOKEN' ? { token: c.credentialsId }
        : c.credentialsType === 'MQTT_BASIC' ? parseMqttBasic(c.credentialsValue)
          : { value: c.credentialsValue ?? '' });
    }, onClose);
  }, [http, device, onClose]);

  const error = validateCredentials(type, fields);
  const set = (key: string) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const save = async () => {
    if (!credentials || error) return;
    setSaving(true);
    try {
      await http.post('/api/device/credentials', {
        ...credentials, credentialsType: type, ...credentialsValueOf(type, fields),
      });
      notifications.show({ message: t('device.credentials-saved'), type: 'success', duration: 3000 });
      onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <DialogContainer onDismiss={onClose}>
      <Dialog size="M">
        <Heading>{t('device.credentials-of', { name: device.name })}</Heading>
        <Divider />
        <Content>
          {!credentials ? <ProgressCircle aria-label={t('common.loading')} isIndeterminate /> : (
            <div className="tb-form-grid">
              <Picker label={t('device.credentials-type')} selectedKey={type} onSelectionChange={(k) => setType(k as typeof type)} width="100%">
                {TYPES.map((k) => <Item key={k}>{t(`device.credentials-types.${k}`)}</Item>)}
              </Picker>
              {type === 'ACCESS_TOKEN' && (
                <TextField label={t('device.access-token')} value={fields.token ?? ''} onChange={set('token')} isRequired width="100%"
                  validationState={error ? 'invalid' : undefined} errorMessage={error ? t(error) : undefined} />
              )}
              {type === 'MQTT_BASIC' && (
                <>
                  <TextField label={t('device.client-id')} value={fields.clientId ?? ''} onChange={set('clientId')} width="100%" />
                  <TextField label={t('device.user-name')} value={fields.userName ?? ''} onChange={set('userName')} width="100%"
                    validationState={error ? 'invalid' : undefined} errorMessage={error ? t(error) : undefined} />
                  <TextField label={t('login.password')} type="password" value={fields.password ?? ''} onChange={set('password')} width="100%" />
                </>
              )}
              {(type === 'X509_CERTIFICATE' || type === 'LWM2M_CREDENTIALS') && (
                <TextArea label={t(type === 'X509_CERTIFICATE' ? 'device.certificate-pem' : 'device.lwm2m-value')} value={fields.value ?? ''}
                  onChange={set('value')} isRequired width="100%" height="size-2000"
                  validationState={error ? 'invalid' : undefined} errorMessage={error ? t(error) : undefined} />
              )}
            </div>
          )}
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={onClose}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void save()} isDisabled={!credentials || Boolean(error) || saving}>{t('action.save')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
