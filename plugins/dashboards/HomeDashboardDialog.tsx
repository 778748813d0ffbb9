import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { EntityAutocomplete, type EntityOption } from '@tessera/ui';
import { type HomeDashboardInfo } from './dashboards';

/**
 * The tenant's home dashboard (contract §12): what users without one of their own (or of
 * their customer) see at /home. Clearing the field removes it.
 */
export function HomeDashboardDialog(props: { onClose(): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const [dashboard, setDashboard] = useState<EntityOption | null>(null);
  const [hideToolbar, setHideToolbar] = useState(true);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    http.get<HomeDashboardInfo>('/api/tenant/dashboard/home/info').then((info) => {
      if (cancelled) return;
      // The autocomplete reads the title of a dashboard given by id.
      setDashboard(info.dashboardId ? { id: info.dashboardId, name: '' } : null);
      setHideToolbar(info.hideDashboardToolbar);
      setLoading(false);
    }, () => { if (!cancelled) setLoading(false); });
    return () => { cancelled = true; };
  }, [http]);

  const save = async () => {
    setSaving(true);
    try {
      const body: HomeDashboardInfo = { dashboardId: dashboard?.id ?? null, hideDashboardToolbar: hideToolbar };
      await http.post('/api/tenant/dashboard/home/info', body);
      notifications.show({ message: t('dashboard.home-dashboard-saved'), type: 'success' });
      props.onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <DialogContainer onDismiss={props.onClose}>
      <Dialog size="M">
        <Heading>{t('dashboard.home-dashboard')}</Heading>
        <Divider />
        <Content>
          {loading ? <ProgressCircle aria-label={t('common.loading')} isIndeterminate size="M" /> : (
            <div className="tb-entity-form">
              <p className="tb-dialog-text tb-field">{t('dashboard.home-dashboard-hint')}</p>
              <div className="tb-field">
                <EntityAutocomplete entityType="DASHBOARD" value={dashboard} onChange={setDashboard} label={t('dashboard.home-dashboard')} />
              </div>
              <div className="tb-field">
                <Checkbox isSelected={hideToolbar} onChange={setHideToolbar}>{t('dashboard.hide-toolbar')}</Checkbox>
              </div>
            </div>
          )}
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={props.onClose}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void save()} isPending={saving} isDisabled={loading}>{t('action.save')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
