import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { httpServiceRef, useService } from '@tessera/sdk';
import { FormCheckbox, FormNumber, FormText } from '../form/fields';
import { SettingsFormStore } from '../form/SettingsFormStore';
import { SettingsPageFrame } from '../form/SettingsPageFrame';
import { JwtSettingsSection } from './JwtSettingsSection';
import { type SecurityFormValue, type SecuritySettingsJson, toSecurityForm, toSecurityJson, validateSecurity } from './securityForm';

type NumberName = { [K in keyof SecurityFormValue]: SecurityFormValue[K] extends number | null ? K : never }[keyof SecurityFormValue];

/** One number field: its form field, label key, lower bound and optional hint key. */
interface NumberFieldSpec {
  name: NumberName;
  label: string;
  minValue: number;
  isRequired?: boolean;
  description?: string;
}

const PASSWORD_POLICY: readonly NumberFieldSpec[] = [
  { name: 'minimumLength', label: 'admin.minimum-password-length', minValue: 1, isRequired: true },
  { name: 'maximumLength', label: 'admin.maximum-password-length', minValue: 0, description: 'admin.zero-means-no-limit' },
  { name: 'minimumUppercaseLetters', label: 'admin.minimum-uppercase-letters', minValue: 0 },
  { name: 'minimumLowercaseLetters', label: 'admin.minimum-lowercase-letters', minValue: 0 },
  { name: 'minimumDigits', label: 'admin.minimum-digits', minValue: 0 },
  { name: 'minimumSpecialCharacters', label: 'admin.minimum-special-characters', minValue: 0 },
  { name: 'passwordExpirationPeriodDays', label: 'admin.password-expiration-period-days', minValue: 0, description: 'admin.zero-means-never' },
  { name: 'passwordReuseFrequencyDays', label: 'admin.password-reuse-frequency-days', minValue: 0, description: 'admin.zero-means-no-limit' },
];

const LOCKOUT: readonly NumberFieldSpec[] = [
  { name: 'maxFailedLoginAttempts', label: 'admin.max-failed-login-attempts', minValue: 0, description: 'admin.zero-means-no-lockout' },
  { name: 'userLockoutDurationMinutes', label: 'admin.user-lockout-duration-minutes', minValue: 0, description: 'admin.zero-means-until-enabled' },
];

function numberFields(form: SettingsFormStore<SecurityFormValue>, specs: readonly NumberFieldSpec[], t: TFunction) {
  return specs.map((spec) => (
    <FormNumber
      key={spec.name}
      form={form}
      name={spec.name}
      label={t(spec.label)}
      minValue={spec.minValue}
      isRequired={spec.isRequired}
      description={spec.description && t(spec.description)}
    />
  ));
}

/** System admin: password policy, lockout after failed sign-ins, and the JWT signing key. */
const SecuritySettingsPage = observer(function SecuritySettingsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [form] = useState(
    () =>
      new SettingsFormStore<SecurityFormValue>({
        load: async () => toSecurityForm(await http.get<SecuritySettingsJson>('/api/admin/securitySettings')),
        save: async (value) => toSecurityForm(await http.post<SecuritySettingsJson>('/api/admin/securitySettings', toSecurityJson(value))),
        validate: validateSecurity,
      }),
  );
  return (
    <>
      <SettingsPageFrame form={form} title={t('admin.security-settings')}>
        {() => (
          <>
            <h2 className="tb-settings-section-title">{t('admin.password-policy')}</h2>
            <div className="tb-settings-row">{numberFields(form, PASSWORD_POLICY, t)}</div>
            <FormCheckbox form={form} name="allowWhitespaces" label={t('admin.allow-whitespaces')} />
            <div className="tb-settings-section">
              <h2 className="tb-settings-section-title">{t('admin.lockout')}</h2>
              <div className="tb-settings-row">
                {numberFields(form, LOCKOUT, t)}
                <FormText form={form} name="userLockoutNotificationEmail" type="email" label={t('admin.user-lockout-notification-email')} />
              </div>
            </div>
            <div className="tb-settings-section">
              <h2 className="tb-settings-section-title">{t('admin.user-activation')}</h2>
              <div className="tb-settings-row">
                <FormNumber form={form} name="userActivationTokenTtl" label={t('admin.user-activation-token-ttl')} isRequired minValue={1} maxValue={24}
                  description={t('admin.user-activation-token-ttl-hint')} />
              </div>
            </div>
          </>
        )}
      </SettingsPageFrame>
      <div className="tb-page tb-settings-page tb-settings-page-follow">
        <JwtSettingsSection />
      </div>
    </>
  );
});
export default SecuritySettingsPage;
