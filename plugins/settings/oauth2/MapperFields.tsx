import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SettingsFormStore } from '../form/SettingsFormStore';
import { type Path, PathCheckbox, PathPicker, PathText } from '../form/pathFields';
import type { OAuth2Form, RegistrationForm } from './oauth2Form';

/** The mapper of one client: how the provider's user becomes a Tessera user. */
export const MapperFields = observer(function MapperFields({ form, at, registration }: { form: SettingsFormStore<OAuth2Form>; at: Path; registration: RegistrationForm }) {
  const { t } = useTranslation();
  const p = (name: keyof RegistrationForm): Path => [...at, name];
  return (
    <div className="tb-settings-section">
      <h4 className="tb-settings-section-title">{t('admin.oauth2.mapper')}</h4>
      <div className="tb-settings-row">
        <PathPicker
          form={form}
          path={p('mapperType')}
          label={t('admin.oauth2.type')}
          options={['BASIC', 'GITHUB', 'APPLE', 'CUSTOM'].map((key) => ({ key, label: key }))}
        />
        <div className="tb-settings-checks tb-settings-check-cell">
          <PathCheckbox form={form} path={p('allowUserCreation')} label={t('admin.oauth2.allow-user-creation')} />
          <PathCheckbox form={form} path={p('activateUser')} label={t('admin.oauth2.activate-user')} />
        </div>
      </div>
      {registration.mapperType === 'CUSTOM' ? (
        <div className="tb-settings-row">
          <PathText form={form} path={p('customUrl')} type="url" label={t('admin.oauth2.url')} isRequired />
          <PathText form={form} path={p('customUsername')} label={t('common.username')} />
          <div>
            {registration.id && <PathCheckbox form={form} path={p('changeCustomPassword')} label={t('admin.change-password')} />}
            {(registration.changeCustomPassword || !registration.id) && (
              <PathText form={form} path={p('customPassword')} type="password" label={t('common.password')} />
            )}
          </div>
          <div className="tb-settings-check-cell">
            <PathCheckbox form={form} path={p('customSendToken')} label={t('admin.oauth2.send-token')} />
          </div>
        </div>
      ) : (
        <>
          <div className="tb-settings-row">
            <PathText form={form} path={p('emailAttributeKey')} label={t('admin.oauth2.email-attribute-key')} isRequired />
            <PathText form={form} path={p('firstNameAttributeKey')} label={t('admin.oauth2.first-name-attribute-key')} />
            <PathText form={form} path={p('lastNameAttributeKey')} label={t('admin.oauth2.last-name-attribute-key')} />
          </div>
          <div className="tb-settings-row">
            <PathPicker
              form={form}
              path={p('tenantNameStrategy')}
              label={t('admin.oauth2.tenant-name-strategy')}
              options={['DOMAIN', 'EMAIL', 'CUSTOM'].map((key) => ({ key, label: t(`admin.oauth2.tenant-name-strategy-${key.toLowerCase()}`) }))}
            />
            {registration.tenantNameStrategy === 'CUSTOM' && (
              <PathText
                form={form}
                path={p('tenantNamePattern')}
                label={t('admin.oauth2.tenant-name-pattern')}
                isRequired
                description={t('admin.oauth2.pattern-hint')}
              />
            )}
            <PathText form={form} path={p('customerNamePattern')} label={t('admin.oauth2.customer-name-pattern')} description={t('admin.oauth2.pattern-hint')} />
          </div>
          <div className="tb-settings-row">
            <PathText form={form} path={p('defaultDashboardName')} label={t('admin.oauth2.default-dashboard-name')} />
            <div className="tb-settings-check-cell">
              <PathCheckbox form={form} path={p('alwaysFullScreen')} label={t('admin.oauth2.always-fullscreen')} />
            </div>
          </div>
        </>
      )}
    </div>
  );
});
