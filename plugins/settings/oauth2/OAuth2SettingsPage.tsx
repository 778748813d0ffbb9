import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { httpServiceRef, useService } from '@tessera/sdk';
import { SettingsFormStore } from '../form/SettingsFormStore';
import { SettingsPageFrame } from '../form/SettingsPageFrame';
import { PathCheckbox } from '../form/pathFields';
import { newParams, type OAuth2Form, toOAuth2Form, toOAuth2Json, validateOAuth2 } from './oauth2Form';
import { ParamsPanel } from './ParamsPanel';

/** System admin: sign-in through external OAuth2 / OpenID Connect providers (ThingsBoard 3.3's OAuth2Info). */
const OAuth2SettingsPage = observer(function OAuth2SettingsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [form] = useState(
    () =>
      new SettingsFormStore<OAuth2Form>({
        load: async () => toOAuth2Form(await http.get('/api/oauth2/config')),
        save: async (value) => toOAuth2Form(await http.post('/api/oauth2/config', toOAuth2Json(value))),
        validate: validateOAuth2,
      }),
  );
  return (
    <SettingsPageFrame form={form} title={t('admin.oauth2.settings')}>
      {(value) => (
        <>
          <PathCheckbox form={form} path={['enabled']} label={t('admin.oauth2.enable')} />
          <p className="tb-settings-hint">{t('admin.oauth2.redirect-uri-hint', { uri: `${window.location.origin}/login/oauth2/code/` })}</p>
          {value.oauth2ParamsInfos.map((params, i) => (
            <ParamsPanel
              key={i}
              form={form}
              index={i}
              params={params}
              onRemove={() => form.setIn(['oauth2ParamsInfos'], value.oauth2ParamsInfos.filter((_, j) => j !== i))}
            />
          ))}
          {value.oauth2ParamsInfos.length === 0 && <p className="tb-settings-hint">{t('admin.oauth2.no-domain-groups')}</p>}
          <div>
            <Button variant="secondary" onPress={() => form.setIn(['oauth2ParamsInfos'], [...value.oauth2ParamsInfos, newParams()])}>
              {t('admin.oauth2.add-domain-group')}
            </Button>
          </div>
        </>
      )}
    </SettingsPageFrame>
  );
});
export default OAuth2SettingsPage;
