import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { authServiceRef, type EntityId, httpServiceRef, useService } from '@tessera/sdk';
import { allowedEntityTypes, EntitySelect, type PickableEntityType } from '@tessera/ui';
import { RELATION_TYPE_SUGGESTIONS, relationTypeError } from './relationTypes';

/** Entity types the server relates (users, dashboards and edges come later). */
const RELATABLE: string[] = ['TENANT', 'CUSTOMER', 'DEVICE', 'ASSET', 'ENTITY_VIEW'];

/** Adds a relation from (or to) this entity: a relation type and the entity at the other end. */
export const AddRelationDialog = observer(function AddRelationDialog(props: {
  entityId: EntityId;
  direction: 'FROM' | 'TO';
  onClose(added: boolean): void;
}) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const [type, setType] = useState('Contains');
  const [other, setOther] = useState<{ entityType: PickableEntityType; id: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const error = relationTypeError(type);
  const types = (auth.authUser ? allowedEntityTypes(auth.authUser.authority, auth.edgesEnabled) : [])
    .filter((type) => RELATABLE.includes(type));

  const save = async () => {
    if (error || !other) return;
    setSaving(true);
    const target = other as EntityId;
    try {
      await http.post('/api/relation', {
        from: props.direction === 'FROM' ? props.entityId : target,
        to: props.direction === 'FROM' ? target : props.entityId,
        type: type.trim(),
        typeGroup: 'COMMON',
      });
      props.onClose(true);
    } catch {
      setSaving(false);
    }
  };

  return (
    <DialogContainer onDismiss={() => props.onClose(false)}>
      <Dialog size="M">
        <Heading>{t('relation.add')}</Heading>
        <Divider />
        <Content>
          <div className="tb-form-grid">
            <ComboBox
              label={t('relation.type')}
              allowsCustomValue
              inputValue={type}
              onInputChange={setType}
              defaultItems={RELATION_TYPE_SUGGESTIONS.map((name) => ({ name }))}
              isRequired
              width="100%"
              validationState={error ? 'invalid' : undefined}
              errorMessage={error ? t(error) : undefined}
            >
              {(item) => <Item key={item.name}>{item.name}</Item>}
            </ComboBox>
            <EntitySelect types={types} value={other} onChange={setOther} required />
          </div>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={() => props.onClose(false)}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void save()} isDisabled={Boolean(error) || !other || saving}>{t('action.add')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
});
