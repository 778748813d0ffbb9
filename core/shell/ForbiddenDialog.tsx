import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { useTranslation } from 'react-i18next';
import { useService } from '../sdk/useService';
import { authStoreRef } from '../services/refs';

/** 'Access Forbidden' dialog with Cancel and Sign in (which ends the session). */
export function ForbiddenDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const auth = useService(authStoreRef);
  return (
    <DialogContainer onDismiss={onCancel}>
      <AlertDialog
        title={t('access.access-forbidden')}
        variant="error"
        primaryActionLabel={t('action.sign-in')}
        cancelLabel={t('action.cancel')}
        onPrimaryAction={() => void auth.logout()}
        onCancel={onCancel}
      >
        {t('access.access-forbidden-text')}
      </AlertDialog>
    </DialogContainer>
  );
}
