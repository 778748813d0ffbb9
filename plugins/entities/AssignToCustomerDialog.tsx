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
import { EntityAutocomplete, type EntityOption } from '@tessera/ui';
import { type OwnedKind } from './api';

/** Picks a customer and assigns the entity to it; the dialog stays open if that fails. */
export function AssignToCustomerDialog(props: { kind: OwnedKind; entityId: string; name: string; onClose(assigned: boolean): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [customer, setCustomer] = useState<EntityOption | null>(null);
  const [saving, setSaving] = useState(false);
  const assign = async () => {
    if (!customer) return;
    setSaving(true);
    try {
      await http.post(`/api/customer/${customer.id.id}/${props.kind}/${props.entityId}`);
      props.onClose(true);
    } catch {
      setSaving(false);
    }
  };
  return (
    <DialogContainer onDismiss={() => props.onClose(false)}>
      <Dialog size="M">
        <Heading>{t('entity-action.assign-title', { name: props.name })}</Heading>
        <Divider />
        <Content>
          <EntityAutocomplete entityType="CUSTOMER" value={customer} onChange={setCustomer} required />
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={() => props.onClose(false)}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void assign()} isDisabled={!customer || saving}>{t('entity-action.assign')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
