import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import Delete from '@spectrum-icons/workflow/Delete';
import type { SettingsFormStore } from '../form/SettingsFormStore';
import { type Path, PathCheckbox, PathPicker, PathText } from '../form/pathFields';
import { MapperFields } from './MapperFields';
import { applyTemplate, type OAuth2Form, type Platform, type RegistrationForm } from './oauth2Form';
import { PROVIDER_NAMES } from './oauth2Templates';

const PLATFORMS: Platform[] = ['WEB', 'ANDROID', 'IOS'];

/** One OAuth2 client: provider template, credentials, endpoints, login button and mapper. */
export const RegistrationPanel = observer(function RegistrationPanel(props: {
  form: SettingsFormStore<OAuth2Form>;
  at: Path;
  registration: RegistrationForm;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const { form, at, registration } = props;
  const p = (name: keyof RegistrationForm): Path => [...at, name];
  const title = registration.loginButtonLabel || registration.providerName;
  return (
    <section className="tb-settings-panel" aria-label={t('admin.oauth2.client-named', { name: title })}>
      <div className="tb-settings-panel-header">
        <h4 className="tb-settings-panel-title">{title}</h4>
        <ActionButton isQuiet aria-label={t('admin.oauth2.remove-client')} onPress={props.onRemove}>
          <Delete />
        </ActionButton>
      </div>
      <div className="tb-settings-row">
        <PathPicker
          form={form}
          path={p('providerName')}
          label={t('admin.oauth2.provider')}
          options={PROVIDER_NAMES.map((key) => ({ key, label: key }))}
          onPick={(name) => form.setIn(at, applyTemplate(registration, name))}
        />
        <PathText form={form} path={p('clientId')} label={t('admin.oauth2.client-id')} isRequired />
        <div>
          {registration.id && <PathCheckbox form={form} path={p('changeSecret')} label={t('admin.oauth2.change-client-secret')} />}
          {(registration.changeSecret || !registration.id) && (
            <PathText form={form} path={p('clientSecret')} type="password" label={t('admin.oauth2.client-secret')} isRequired />
          )}
        </div>
      </div>
      <div className="tb-settings-row">
        <PathText form={form} path={p('authorizationUri')} type="url" label={t('admin.oauth2.authorization-uri')} isRequired />
        <PathText form={form} path={p('accessTokenUri')} type="url" label={t('admin.oauth2.access-token-uri')} isRequired />
        <PathText form={form} path={p('userInfoUri')} type="url" label={t('admin.oauth2.user-info-uri')} />
        <PathText form={form} path={p('jwkSetUri')} type="url" label={t('admin.oauth2.jwk-set-uri')} />
      </div>
      <div className="tb-settings-row">
        <PathText form={form} path={p('scope')} label={t('admin.oauth2.scope')} isRequired description={t('admin.oauth2.scope-hint')} />
        <PathText form={form} path={p('userNameAttributeName')} label={t('admin.oauth2.user-name-attribute-name')} isRequired />
        <PathPicker
          form={form}
          path={p('clientAuthenticationMethod')}
          label={t('admin.oauth2.client-authentication-method')}
          options={['BASIC', 'POST'].map((key) => ({ key, label: key }))}
        />
      </div>
      <div className="tb-settings-row">
        <PathText form={form} path={p('loginButtonLabel')} label={t('admin.oauth2.login-button-label')} isRequired />
        <PathText form={form} path={p('loginButtonIcon')} label={t('admin.oauth2.login-button-icon')} />
        <div role="group" aria-label={t('admin.oauth2.platforms')}>
          <span className="tb-settings-hint">{t('admin.oauth2.platforms')}</span>
          <div>
            {PLATFORMS.map((platform) => (
              <Checkbox
                key={platform}
                isSelected={registration.platforms.includes(platform)}
                onChange={(on) =>
                  form.setIn(p('platforms'), on ? [...registration.platforms, platform] : registration.platforms.filter((x) => x !== platform))
                }
              >
                {platform}
              </Checkbox>
            ))}
          </div>
        </div>
      </div>
      <MapperFields form={form} at={at} registration={registration} />
    </section>
  );
});
