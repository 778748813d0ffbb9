import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useService } from '@tessera/sdk';
import { authStoreRef } from '../services/refs';

/** 'Access Forbidden' dialog: Cancel goes home, Sign in ends the session. */
export function ForbiddenDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useService(authStoreRef);
  return (
    <DialogContainer onDismiss={() => navigate('/home', { replace: true })}>
      <AlertDialog
        title={t('access.access-forbidden')}
        variant="error"
        primaryActionLabel={t('action.sign-in')}
        cancelLabel={t('action.cancel')}
        onPrimaryAction={() => void auth.logout()}
        onCancel={() => navigate('/home', { replace: true })}
      >
        {t('access.access-forbidden-text')}
      </AlertDialog>
    </DialogContainer>
  );
}
