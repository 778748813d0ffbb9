import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';

/** Asked before leaving a chain with unsaved changes: leave (dropping them) or stay. */
export function UnsavedChangesDialog({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  const { t } = useTranslation();
  return (
    <DialogContainer onDismiss={onStay}>
      <AlertDialog
        title={t('rulechain-editor.unsaved-title')}
        variant="warning"
        primaryActionLabel={t('rulechain-editor.leave')}
        cancelLabel={t('rulechain-editor.stay')}
        onPrimaryAction={onLeave}
        onCancel={onStay}
      >
        {t('rulechain-editor.unsaved-text')}
      </AlertDialog>
    </DialogContainer>
  );
}
