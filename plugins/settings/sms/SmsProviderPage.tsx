import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { TextField } from '@adobe/react-spectrum/TextField';
import { HttpError, httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { errorText, loadAdminSettings, saveAdminSettings } from '../api';
import { SettingsFormStore } from '../form/SettingsFormStore';
import { SettingsPageFrame } from '../form/SettingsPageFrame';
import { PathCheckbox, PathPicker, PathText } from '../form/pathFields';
import { E164, SMS_PROVIDER_FIELDS, SMS_PROVIDERS, type SmsFormValue, secretEditable, toSmsForm, toSmsJson, validateSms } from './smsForm';

/** System admin: the SMS provider (AWS SNS, Twilio or SMPP) and a test SMS to any number. */
const SmsProviderPage = observer(function SmsProviderPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const [numberTo, setNumberTo] = useState('');
  const [sending, setSending] = useState(false);
  const [testError, setTestError] = useState<string | null>(null);
  const [form] = useState(
    () =>
      new SettingsFormStore<SmsFormValue>({
        load: async () => {
          try {
            // Errors show in the page (the frame's error tile); a 404 is no error here.
            return toSmsForm(await loadAdminSettings<Record<string, unknown>>(http, 'sms', { ignoreErrors: true }));
          } catch (error) {
            // Never saved yet: an empty form, not an error.
            if (error instanceof HttpError && error.status === 404) return toSmsForm(null);
            throw error;
          }
        },
        save: async (value) => toSmsForm(await saveAdminSettings<Record<string, unknown>>(http, 'sms', toSmsJson(value))),
        validate: validateSms,
      }),
  );

  const numberError = numberTo && !E164.test(numberTo.trim()) ? t('admin.sms.phone-number-invalid') : undefined;
  const sendTest = async () => {
    form.showErrors();
    if (!form.value || !form.isValid || !E164.test(numberTo.trim())) return;
    setSending(true);
    setTestError(null);
    try {
      await http.post('/api/admin/settings/testSms', {
        providerConfiguration: toSmsJson(form.value), numberTo: numberTo.trim(), message: t('admin.sms.test-message'),
      }, { ignoreErrors: true });
      notifications.show({ message: t('admin.sms.test-sms-sent', { number: numberTo.trim() }), type: 'success', duration: 3000 });
    } catch (error) {
      setTestError(errorText(error));
      notifications.show({ message: errorText(error), type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <SettingsPageFrame form={form} title={t('admin.sms.settings')}>
      {(value) => (
        <>
          <PathPicker
            form={form}
            path={['type']}
            label={t('admin.sms.provider-type')}
            options={SMS_PROVIDERS.map((key) => ({ key, label: t(`admin.sms.provider-${key.toLowerCase().replace('_', '-')}`) }))}
          />
          <div className="tb-settings-row">
            {SMS_PROVIDER_FIELDS[value.type].map((field) => {
              if (field.options) {
                return (
                  <PathPicker key={field.name} form={form} path={['fields', field.name]} label={t(field.label)}
                    options={field.options.map((key) => ({ key, label: key }))} />
                );
              }
              if (field.secret) {
                return (
                  <div key={field.name}>
                    {value.storedType === value.type && <PathCheckbox form={form} path={['changeSecret']} label={t('admin.sms.change-secret', { name: t(field.label) })} />}
                    {secretEditable(value) && <PathText form={form} path={['fields', field.name]} type="password" label={t(field.label)} isRequired />}
                  </div>
                );
              }
              return <PathText key={field.name} form={form} path={['fields', field.name]} label={t(field.label)} isRequired={field.required} />;
            })}
          </div>
          <div className="tb-settings-section">
            <h2 className="tb-settings-section-title">{t('admin.sms.send-test-sms')}</h2>
            <div className="tb-settings-row tb-settings-test-row">
              <TextField
                label={t('admin.sms.number-to')}
                description={t('admin.sms.phone-number-hint')}
                type="tel"
                width="100%"
                value={numberTo}
                onChange={setNumberTo}
                validationState={numberError ? 'invalid' : undefined}
                errorMessage={numberError}
              />
              <div className="tb-settings-check-cell">
                <Button variant="secondary" isDisabled={sending || !numberTo.trim() || Boolean(numberError)} onPress={() => void sendTest()}>
                  {t('admin.sms.send-test-sms')}
                </Button>
              </div>
            </div>
            {testError && <p className="tb-settings-error" role="alert" data-testid="test-sms-error">{testError}</p>}
          </div>
        </>
      )}
    </SettingsPageFrame>
  );
});
export default SmsProviderPage;
