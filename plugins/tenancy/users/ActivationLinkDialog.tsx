import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';

/** Shows an activation link with a copy action ('copied' for 1.5 s). */
export function ActivationLinkDialog({ link, onClose }: { link: string; onClose(): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <DialogContainer onDismiss={onClose}>
      <AlertDialog
        title={t('user.activation-link')}
        variant="information"
        primaryActionLabel={t('action.close')}
        secondaryActionLabel={copied ? t('action.copied') : t('action.copy')}
        onPrimaryAction={onClose}
        onSecondaryAction={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
      >
        <p>{t('user.activation-link-text')}</p>
        <code className="tb-activation-link" data-testid="activation-link">{link}</code>
      </AlertDialog>
    </DialogContainer>
  );
}
