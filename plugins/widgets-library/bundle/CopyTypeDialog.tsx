import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Form } from '@adobe/react-spectrum/Form';
import { Heading } from '@adobe/react-spectrum/Heading';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type WidgetsBundle } from '../api/types';
import { BundlePicker, useWritableBundles } from './BundlePicker';

/**
 * Chooses a bundle and a name: "copy to bundle" on the bundle page and "save as" in the
 * editor. Resolves through `onSubmit`; the dialog stays open (busy) until it settles.
 */
export function TargetBundleDialog(props: {
  title: string;
  submitLabel: string;
  initialName: string;
  /** Preselected bundle id, when it is writable. */
  initialBundleId?: string;
  onSubmit(bundle: WidgetsBundle, name: string): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const bundles = useWritableBundles();
  const [bundleId, setBundleId] = useState<string | null>(null);
  const [name, setName] = useState(props.initialName);
  const [busy, setBusy] = useState(false);
  const chosen = bundles?.find((b) => b.id.id === (bundleId ?? props.initialBundleId)) ?? null;
  const nameError = !name.trim() ? t('widget-type.name-required') : name.length > 255 ? t('form.max-length') : undefined;
  const submit = async () => {
    if (!chosen || nameError || busy) return;
    setBusy(true);
    const done = await props.onSubmit(chosen, name.trim());
    setBusy(false);
    if (done) props.onClose();
  };
  return (
    <DialogContainer onDismiss={props.onClose}>
      <Dialog size="M">
        <Heading>{props.title}</Heading>
        <Divider />
        <Content>
          {bundles === null ? <ProgressCircle aria-label={t('common.loading')} isIndeterminate size="S" /> : (
            <Form onSubmit={(e) => { e.preventDefault(); void submit(); }} validationBehavior="aria">
              <BundlePicker bundles={bundles} value={chosen?.id.id ?? null} onChange={setBundleId} autoFocus />
              <TextField
                label={t('widget-type.name')} value={name} onChange={setName} isRequired width="100%"
                validationState={nameError ? 'invalid' : undefined} errorMessage={nameError}
              />
            </Form>
          )}
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={props.onClose}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void submit()} isPending={busy} isDisabled={!chosen || Boolean(nameError)}>{props.submitLabel}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
