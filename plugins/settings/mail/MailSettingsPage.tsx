import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { errorText, loadAdminSettings, saveAdminSettings } from '../api';
import { FormCheckbox, FormNumber, FormText } from '../form/fields';
import { SettingsFormStore } from '../form/SettingsFormStore';
import { SettingsPageFrame } from '../form/SettingsPageFrame';
import { type MailFormValue, type MailSettingsJson, TLS_VERSIONS, toMailForm, toMailJson, validateMail } from './mailForm';

/** System admin: the SMTP server account mails go through, and a test mail to oneself. */
const MailSettingsPage = observer(function MailSettingsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const [testing, setTesting] = useState(false);
  const [testError, setTestError] = useState<string | null>(null);
  const [form] = useState(
    () =>
      new SettingsFormStore<MailFormValue>({
        load: async () => toMailForm(await loadAdminSettings<Partial<MailSettingsJson>>(http, 'mail')),
        save: async (value) => toMailForm(await saveAdminSettings<MailSettingsJson>(http, 'mail', toMailJson(value))),
        validate: validateMail,
      }),
  );

  const sendTestMail = async () => {
    form.showErrors();
    if (!form.value || !form.isValid) return;
    setTesting(true);
    setTestError(null);
    try {
      await http.post('/api/admin/settings/testMail', { key: 'mail', jsonValue: toMailJson(form.value) }, { ignoreErrors: true });
      notifications.show({ message: t('admin.test-mail-sent'), type: 'success', duration: 3000 });
    } catch (error) {
      setTestError(errorText(error));
      notifications.show({ message: errorText(error), type: 'error' });
    } finally {
      setTesting(false);
    }
  };

  const testButton = (
    <Button variant="secondary" isDisabled={testing || form.saving} onPress={() => void sendTestMail()}>
      {t('admin.send-test-mail')}
    </Button>
  );

  return (
    <SettingsPageFrame form={form} title={t('admin.outgoing-mail-settings')} extraActions={testButton}>
      {(value) => (
        <>
          <FormText form={form} name="mailFrom" label={t('admin.mail-from')} isRequired />
          <div className="tb-settings-row">
            <Picker
              label={t('admin.smtp-protocol')}
              width="100%"
              selectedKey={value.smtpProtocol}
              onSelectionChange={(key) => {
                const protocol = key === 'smtps' ? 'smtps' : 'smtp';
                // The protocol's usual port, unless the admin chose another.
                const usual = value.smtpPort === 25 || value.smtpPort === 465;
                form.patch({ smtpProtocol: protocol, ...(usual ? { smtpPort: protocol === 'smtps' ? 465 : 25 } : {}) });
              }}
            >
              <Item key="smtp">SMTP</Item>
              <Item key="smtps">SMTPS</Item>
            </Picker>
            <FormText form={form} name="smtpHost" label={t('admin.smtp-host')} isRequired />
            <FormNumber form={form} name="smtpPort" label={t('admin.smtp-port')} isRequired minValue={1} maxValue={65535} />
            <FormNumber form={form} name="timeout" label={t('admin.timeout-msec')} isRequired minValue={1} maxValue={600000} />
          </div>
          <div className="tb-settings-row">
            <div className="tb-settings-check-cell">
              <FormCheckbox form={form} name="enableTls" label={t('admin.enable-tls')} />
            </div>
            <Picker
              label={t('admin.tls-version')}
              width="100%"
              isDisabled={!value.enableTls && value.smtpProtocol === 'smtp'}
              selectedKey={value.tlsVersion ?? 'TLSv1.2'}
              onSelectionChange={(key) => form.set('tlsVersion', String(key))}
              items={TLS_VERSIONS.map((v) => ({ v }))}
            >
              {(item) => <Item key={item.v}>{item.v}</Item>}
            </Picker>
          </div>
          <div className="tb-settings-section">
            <h2 className="tb-settings-section-title">{t('admin.credentials')}</h2>
            <div className="tb-settings-row">
              <FormText form={form} name="username" label={t('common.username')} autoComplete="off" />
              <div>
                <FormCheckbox form={form} name="changePassword" label={t('admin.change-password')} />
                {value.changePassword && (
                  <FormText form={form} name="password" type="password" label={t('common.password')} autoComplete="new-password" />
                )}
              </div>
            </div>
          </div>
          <div className="tb-settings-section">
            <FormCheckbox form={form} name="enableProxy" label={t('admin.enable-proxy')} />
            {value.enableProxy && (
              <div className="tb-settings-row">
                <FormText form={form} name="proxyHost" label={t('admin.proxy-host')} isRequired />
                <FormNumber form={form} name="proxyPort" label={t('admin.proxy-port')} isRequired minValue={1} maxValue={65535} />
                <FormText form={form} name="proxyUser" label={t('admin.proxy-user')} />
                <div>
                  <FormCheckbox form={form} name="changeProxyPassword" label={t('admin.change-proxy-password')} />
                  {value.changeProxyPassword && (
                    <FormText form={form} name="proxyPassword" type="password" label={t('admin.proxy-password')} autoComplete="new-password" />
                  )}
                </div>
              </div>
            )}
          </div>
          {testError && <p className="tb-settings-error" role="alert" data-testid="test-mail-error">{testError}</p>}
        </>
      )}
    </SettingsPageFrame>
  );
});
export default MailSettingsPage;
