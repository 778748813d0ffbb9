import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { httpServiceRef, useService } from '@tessera/sdk';
import { EntityAutocomplete, type EntityOption } from '@tessera/ui';
import { FormCheckbox } from '../form/fields';
import { SettingsFormStore } from '../form/SettingsFormStore';
import { SettingsPageFrame } from '../form/SettingsPageFrame';

interface HomeDashboardInfo {
  dashboardId: { entityType: 'DASHBOARD'; id: string } | null;
  hideDashboardToolbar: boolean;
}

interface HomeForm {
  dashboardId: string | null;
  hideDashboardToolbar: boolean;
}

const toForm = (info: HomeDashboardInfo): HomeForm => ({ dashboardId: info.dashboardId?.id ?? null, hideDashboardToolbar: info.hideDashboardToolbar });

/** Tenant admin: the dashboard every user of the tenant sees as home (unless their own or their customer's says otherwise). */
const HomeSettingsPage = observer(function HomeSettingsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [form] = useState(
    () =>
      new SettingsFormStore<HomeForm>({
        load: async () => toForm(await http.get<HomeDashboardInfo>('/api/tenant/dashboard/home/info')),
        save: async (value) => {
          const body = { dashboardId: value.dashboardId ? { entityType: 'DASHBOARD', id: value.dashboardId } : null, hideDashboardToolbar: value.hideDashboardToolbar };
          await http.post('/api/tenant/dashboard/home/info', body);
          return toForm(await http.get<HomeDashboardInfo>('/api/tenant/dashboard/home/info'));
        },
      }),
  );
  // The picker shows a name; the form holds only the id (the name arrives later and changes nothing).
  const [option, setOption] = useState<EntityOption | null>(null);
  const dashboardId = form.value?.dashboardId ?? null;
  useEffect(() => {
    if ((option?.id.id ?? null) !== dashboardId) setOption(dashboardId ? { id: { entityType: 'DASHBOARD', id: dashboardId }, name: '' } : null);
  }, [dashboardId]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <SettingsPageFrame form={form} title={t('admin.home-settings')}>
      {() => (
        <>
          <EntityAutocomplete
            entityType="DASHBOARD"
            label={t('admin.home.dashboard')}
            value={option}
            onChange={(picked) => {
              setOption(picked);
              if ((picked?.id.id ?? null) !== form.value?.dashboardId) form.set('dashboardId', picked?.id.id ?? null);
            }}
          />
          <p className="tb-settings-hint">{t('admin.home.dashboard-hint')}</p>
          <FormCheckbox form={form} name="hideDashboardToolbar" label={t('admin.home.hide-dashboard-toolbar')} isDisabled={!dashboardId} />
        </>
      )}
    </SettingsPageFrame>
  );
});
export default HomeSettingsPage;
