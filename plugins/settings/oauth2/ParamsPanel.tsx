import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import type { SettingsFormStore } from '../form/SettingsFormStore';
import { type Path, PathCheckbox, PathPicker, PathText } from '../form/pathFields';
import { newRegistration, type OAuth2Form, type ParamsForm } from './oauth2Form';
import { RegistrationPanel } from './RegistrationPanel';

/** One parameter set: the domains and mobile apps it serves and their OAuth2 clients. */
export const ParamsPanel = observer(function ParamsPanel(props: { form: SettingsFormStore<OAuth2Form>; index: number; params: ParamsForm; onRemove(): void }) {
  const { t } = useTranslation();
  const { form, params } = props;
  const at: Path = ['oauth2ParamsInfos', props.index];
  const setList = (name: keyof ParamsForm, list: unknown[]) => form.setIn([...at, name], list);
  return (
    <section className="tb-settings-panel" aria-label={t('admin.oauth2.domain-group', { index: props.index + 1 })}>
      <div className="tb-settings-panel-header">
        <h3 className="tb-settings-panel-title">{t('admin.oauth2.domain-group', { index: props.index + 1 })}</h3>
        <ActionButton isQuiet aria-label={t('admin.oauth2.remove-domain-group')} onPress={props.onRemove}>
          <Delete />
        </ActionButton>
      </div>
      <h4 className="tb-settings-section-title">{t('admin.oauth2.domains')}</h4>
      <div className="tb-settings-list">
        {params.domainInfos.map((_domain, i) => (
          <div className="tb-settings-list-item" key={i}>
            <PathText form={form} path={[...at, 'domainInfos', i, 'name']} label={t('admin.oauth2.domain-name')} isRequired />
            <PathPicker
              form={form}
              path={[...at, 'domainInfos', i, 'scheme']}
              label={t('admin.oauth2.redirect-uri-scheme')}
              options={['HTTP', 'HTTPS', 'MIXED'].map((key) => ({ key, label: key }))}
            />
            <ActionButton isQuiet aria-label={t('admin.oauth2.remove-domain')} onPress={() => setList('domainInfos', params.domainInfos.filter((_, j) => j !== i))}>
              <Delete />
            </ActionButton>
          </div>
        ))}
        <div>
          <ActionButton onPress={() => setList('domainInfos', [...params.domainInfos, { name: '', scheme: 'HTTPS' }])}>
            <Add />
            <Text>{t('admin.oauth2.add-domain')}</Text>
          </ActionButton>
        </div>
      </div>
      <h4 className="tb-settings-section-title">{t('admin.oauth2.mobile-apps')}</h4>
      <div className="tb-settings-list">
        {params.mobileInfos.map((app, i) => (
          <div className="tb-settings-list-item" key={i}>
            <PathText form={form} path={[...at, 'mobileInfos', i, 'pkgName']} label={t('admin.oauth2.mobile-package')} isRequired />
            <div>
              {app.stored && <PathCheckbox form={form} path={[...at, 'mobileInfos', i, 'changeSecret']} label={t('admin.oauth2.change-app-secret')} />}
              {(app.changeSecret || !app.stored) && (
                <PathText form={form} path={[...at, 'mobileInfos', i, 'appSecret']} type="password" label={t('admin.oauth2.mobile-app-secret')} isRequired />
              )}
            </div>
            <ActionButton isQuiet aria-label={t('admin.oauth2.remove-mobile-app')} onPress={() => setList('mobileInfos', params.mobileInfos.filter((_, j) => j !== i))}>
              <Delete />
            </ActionButton>
          </div>
        ))}
        <div>
          <ActionButton onPress={() => setList('mobileInfos', [...params.mobileInfos, { pkgName: '', stored: false, changeSecret: true, appSecret: '' }])}>
            <Add />
            <Text>{t('admin.oauth2.add-mobile-app')}</Text>
          </ActionButton>
        </div>
      </div>
      <h4 className="tb-settings-section-title">{t('admin.oauth2.providers')}</h4>
      {params.clientRegistrations.map((registration, i) => (
        <RegistrationPanel
          key={registration.id ?? `new-${i}`}
          form={form}
          at={[...at, 'clientRegistrations', i]}
          registration={registration}
          onRemove={() => setList('clientRegistrations', params.clientRegistrations.filter((_, j) => j !== i))}
        />
      ))}
      <div>
        <Button variant="secondary" onPress={() => setList('clientRegistrations', [...params.clientRegistrations, newRegistration()])}>
          {t('admin.oauth2.add-provider')}
        </Button>
      </div>
    </section>
  );
});
