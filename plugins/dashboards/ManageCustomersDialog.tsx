import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { httpServiceRef, useService } from '@tessera/sdk';
import { EntityList, type EntityOption } from '@tessera/ui';
import { assignedCustomers, customerChanges, type DashboardInfo } from './dashboards';

/**
 * The customers a dashboard is assigned to, as chips. Saving sends only the difference
 * (`/customers/add`, `/customers/remove`), so the Public customer stays as it is.
 */
export function ManageCustomersDialog(props: { dashboard: DashboardInfo; onClose(changed: boolean): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [initial] = useState<EntityOption[]>(() => assignedCustomers(props.dashboard).map((c) => ({ id: c.customerId, name: c.title })));
  const [customers, setCustomers] = useState(initial);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const { add, remove } = customerChanges(initial.map((c) => c.id.id), customers.map((c) => c.id.id));
    setSaving(true);
    try {
      const path = `/api/dashboard/${props.dashboard.id.id}/customers`;
      if (add.length > 0) await http.post(`${path}/add`, add);
      if (remove.length > 0) await http.post(`${path}/remove`, remove);
      props.onClose(add.length + remove.length > 0);
    } catch {
      // Shown by the HTTP service; the chips stay for another try.
      setSaving(false);
    }
  };
  return (
    <DialogContainer onDismiss={() => props.onClose(false)}>
      <Dialog size="M">
        <Heading>{t('dashboard.manage-assigned-customers-title', { title: props.dashboard.title })}</Heading>
        <Divider />
        <Content>
          <EntityList entityType="CUSTOMER" value={customers} onChange={setCustomers} label={t('dashboard.assigned-customers')} />
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={() => props.onClose(false)}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void save()} isPending={saving}>{t('action.save')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
