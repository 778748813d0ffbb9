import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { httpServiceRef, useService } from '@tessera/sdk';
import { loadAdminSettings, saveAdminSettings } from '../api';
import { FormCheckbox, FormText } from '../form/fields';
import { SettingsFormStore } from '../form/SettingsFormStore';
import { SettingsPageFrame } from '../form/SettingsPageFrame';
import { type GeneralSettingsValue, validateGeneral } from './validateGeneral';

/** System admin: the base URL mailed links start with, and whether other URLs are refused. */
const GeneralSettingsPage = observer(function GeneralSettingsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [form] = useState(
    () =>
      new SettingsFormStore<GeneralSettingsValue>({
        load: async () => {
          const value = await loadAdminSettings<Partial<GeneralSettingsValue>>(http, 'general');
          return { baseUrl: value.baseUrl ?? '', prohibitDifferentUrl: Boolean(value.prohibitDifferentUrl) };
        },
        save: (value) => saveAdminSettings<GeneralSettingsValue>(http, 'general', { ...value, baseUrl: value.baseUrl.trim() }),
        validate: validateGeneral,
      }),
  );
  return (
    <SettingsPageFrame form={form} title={t('admin.general-settings')}>
      {() => (
        <>
          <FormText form={form} name="baseUrl" type="url" label={t('admin.base-url')} isRequired description={t('admin.base-url-hint')} />
          <FormCheckbox form={form} name="prohibitDifferentUrl" label={t('admin.prohibit-different-url')} />
          <p className="tb-settings-hint">{t('admin.prohibit-different-url-hint')}</p>
        </>
      )}
    </SettingsPageFrame>
  );
});
export default GeneralSettingsPage;
