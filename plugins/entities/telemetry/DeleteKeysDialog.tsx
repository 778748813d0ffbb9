import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';

/** Asks before deleting telemetry or attribute keys; nothing is shown while `keys` is null. */
export function DeleteKeysDialog(props: { keys: string[] | null; title: string; onConfirm(keys: string[]): void; onClose(): void }) {
  const { t } = useTranslation();
  const keys = props.keys;
  return (
    <DialogContainer onDismiss={props.onClose}>
      {keys && (
        <AlertDialog
          title={t(props.title, { count: keys.length })}
          variant="destructive"
          primaryActionLabel={t('action.delete')}
          cancelLabel={t('action.cancel')}
          onPrimaryAction={() => props.onConfirm(keys)}
        >
          {t('attribute.delete-keys-text', { keys: keys.join(', ') })}
        </AlertDialog>
      )}
    </DialogContainer>
  );
}
