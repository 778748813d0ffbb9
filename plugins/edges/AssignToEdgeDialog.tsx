import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { type EntityType, httpServiceRef, useService } from '@tessera/sdk';
import { EntityList, type EntityOption } from '@tessera/ui';
import { assignableType, assignmentPath } from './assignable';
import { EdgeRuleChainPicker } from './EdgeRuleChainPicker';

/**
 * Assigns several entities of one type to an edge. They are sent one by one; on a failure
 * (shown as a toast) the dialog stays open with only the entities not yet assigned.
 */
export function AssignToEdgeDialog(props: { edgeId: string; entityType: EntityType; onClose(assigned: boolean): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [chosen, setChosen] = useState<EntityOption[]>([]);
  const [saving, setSaving] = useState(false);
  const [assignedAny, setAssignedAny] = useState(false);
  const type = assignableType(props.entityType);

  const assign = async () => {
    setSaving(true);
    const left = [...chosen];
    try {
      while (left.length > 0) {
        await http.post(assignmentPath(props.edgeId, left[0].id));
        left.shift();
        setAssignedAny(true);
      }
      props.onClose(true);
    } catch {
      setChosen(left);
      setSaving(false);
    }
  };
  return (
    <DialogContainer onDismiss={() => props.onClose(assignedAny)}>
      <Dialog size="M">
        <Heading>{t('edge.assign-title', { type: t(type.title) })}</Heading>
        <Divider />
        <Content>
          {props.entityType === 'RULE_CHAIN'
            ? <EdgeRuleChainPicker value={chosen} onChange={setChosen} />
            : <EntityList entityType={props.entityType} value={chosen} onChange={setChosen} label={t(type.title)} required />}
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={() => props.onClose(assignedAny)}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void assign()} isDisabled={chosen.length === 0 || saving}>{t('entity-action.assign')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
