import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { EntityForm } from './EntityForm';
import { validateForm } from './formDefinition';
import { type EntityEditorForm, type EntityFieldsForm, type EntityFormConfig } from './types';

/** The add dialog: the declared fields, or the plugin's own editor. */
export function EntityFormDialog<T>(props: { form: EntityFormConfig<T>; entity: T | null; onClose(saved: T | null): void }) {
  const form = props.form;
  return form.editor
    ? <EditorDialog form={form} entity={props.entity} onClose={props.onClose} />
    : <FieldsDialog form={form} entity={props.entity} onClose={props.onClose} />;
}

function EditorDialog<T>(props: { form: EntityEditorForm<T>; entity: T | null; onClose(saved: T | null): void }) {
  const { t } = useTranslation();
  const Editor = props.form.editor;
  return (
    <DialogContainer onDismiss={() => props.onClose(null)} type={props.form.dialog === 'large' ? 'modal' : 'fullscreen'}>
      <Dialog size={props.form.dialog === 'large' ? 'L' : undefined}>
        <Heading>{t(props.form.addTitle)}</Heading>
        <Divider />
        <Content>
          <Editor entity={props.entity} isReadOnly={false} onSaved={(saved) => props.onClose(saved)} onCancel={() => props.onClose(null)} />
        </Content>
      </Dialog>
    </DialogContainer>
  );
}

/** Validates on submit and keeps the input when saving fails. */
function FieldsDialog<T>(props: { form: EntityFieldsForm<T>; entity: T | null; onClose(saved: T | null): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => props.form.toValues(props.entity));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = validateForm(props.form.definition, values);

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || saving) return;
    setSaving(true);
    try {
      props.onClose(await props.form.save(values, props.entity));
    } catch {
      // The HTTP service showed the server's message; the dialog keeps what was typed.
      setSaving(false);
    }
  };

  return (
    <DialogContainer onDismiss={() => props.onClose(null)}>
      <Dialog size="L">
        <Heading>{t(props.form.addTitle)}</Heading>
        <Divider />
        <Content>
          <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
            <EntityForm
              definition={props.form.definition}
              values={values}
              errors={errors}
              showErrors={submitted}
              onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
            />
            <button type="submit" hidden />
          </form>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={() => props.onClose(null)}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void save()} isDisabled={saving}>{t('action.add')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
