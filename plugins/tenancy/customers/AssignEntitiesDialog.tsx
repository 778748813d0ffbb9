import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { EntityList, type EntityOption } from '@tessera/ui';
import { type CustomerEntityKind, forEachEntity } from './customerEntityKinds';

/** Picks several of the tenant's entities and assigns them all to the customer (ThingsBoard's "Assign to customer" dialog). */
export function AssignEntitiesDialog(props: { kind: CustomerEntityKind; customerId: string; customerTitle: string; onClose(assigned: boolean): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const [entities, setEntities] = useState<EntityOption[]>([]);
  const [saving, setSaving] = useState(false);
  const assign = async () => {
    setSaving(true);
    const done = await forEachEntity(entities.map((e) => e.id.id), (id) => http.post(props.kind.assignPath(props.customerId, id)));
    if (done > 0) notifications.show({ message: t('customer.assigned-to', { customer: props.customerTitle }), type: 'success', duration: 3000 });
    props.onClose(done > 0);
  };
  return (
    <DialogContainer onDismiss={() => props.onClose(false)}>
      <Dialog size="M">
        <Heading>{t(props.kind.assign)}</Heading>
        <Divider />
        <Content>
          <EntityList entityType={props.kind.entityType} value={entities} onChange={setEntities} label={t(props.kind.title)} required />
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={() => props.onClose(false)}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void assign()} isDisabled={entities.length === 0 || saving}>{t('entity-action.assign')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
