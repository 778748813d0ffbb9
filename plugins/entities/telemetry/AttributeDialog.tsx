import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { TextField } from '@adobe/react-spectrum/TextField';
import { attributeKeyError } from './attributes';
import { TypedValueEditor } from './TypedValueEditor';
import { draftForType, draftOf, parseDraft, type ValueDraft } from './typedValue';

/** Adds an attribute (key and typed value) or edits the value of one; `onSave` rejects to keep the dialog open. */
export function AttributeDialog(props: {
  /** The attribute edited; null adds a new one. */
  editing: { key: string; value: unknown } | null;
  onSave(key: string, value: unknown): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [key, setKey] = useState(props.editing?.key ?? '');
  const [draft, setDraft] = useState<ValueDraft>(props.editing ? draftOf(props.editing.value) : draftForType('STRING'));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const keyError = props.editing ? null : attributeKeyError(key);

  const save = async () => {
    setSubmitted(true);
    const parsed = parseDraft(draft);
    if (keyError || parsed.error) return;
    setSaving(true);
    try {
      await props.onSave(props.editing?.key ?? key.trim(), parsed.value);
      props.onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <DialogContainer onDismiss={props.onClose}>
      <Dialog size="M">
        <Heading>{t(props.editing ? 'attribute.edit-attribute' : 'attribute.add')}</Heading>
        <Divider />
        <Content>
          <form className="tb-form-grid" onSubmit={(e) => { e.preventDefault(); void save(); }}>
            <TextField label={t('attribute.key')} value={key} onChange={setKey} isRequired isReadOnly={props.editing !== null}
              autoFocus={props.editing === null} width="100%"
              validationState={submitted && keyError ? 'invalid' : undefined} errorMessage={submitted && keyError ? t(keyError) : undefined} />
            <TypedValueEditor draft={draft} onChange={setDraft} showErrors={submitted} />
          </form>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={props.onClose}>{t('action.cancel')}</Button>
          <Button variant="accent" isPending={saving} onPress={() => void save()}>{t(props.editing ? 'action.save' : 'action.add')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
