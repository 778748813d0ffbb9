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
import { type EntityFormConfig } from './types';

/** The add (or edit) dialog: validates on submit, keeps the input when saving fails. */
export function EntityFormDialog<T>(props: { form: EntityFormConfig<T>; entity: T | null; onClose(saved: T | null): void }) {
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
