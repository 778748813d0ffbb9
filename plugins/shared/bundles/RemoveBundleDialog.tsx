import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { notificationServiceRef, type PluginManifest, useService } from '@tessera/sdk';

export interface RemoveBundleDialogProps {
  /** The bundle to remove, or null when the dialog is closed. */
  bundle: { manifest: PluginManifest } | null;
  /** What removing it does (i18n key). */
  text: string;
  remove(id: string): Promise<void>;
  close(): void;
}

/** Asks before an installed bundle is removed, then removes it and says so (or why not). */
export function RemoveBundleDialog({ bundle, text, remove, close }: RemoveBundleDialogProps) {
  const { t } = useTranslation();
  const notifications = useService(notificationServiceRef);
  const confirm = async (manifest: PluginManifest) => {
    try {
      await remove(manifest.id);
      notifications.show({ message: t('rule-node-bundle.removed', { name: manifest.name }), type: 'success', duration: 3000 });
    } catch (error) {
      notifications.show({ message: error instanceof Error ? error.message : String(error), type: 'error' });
    }
  };
  return (
    <DialogContainer onDismiss={close}>
      {bundle && (
        <AlertDialog
          title={t('rule-node-bundle.remove-title', { name: bundle.manifest.name })}
          variant="destructive"
          primaryActionLabel={t('action.remove')}
          cancelLabel={t('action.cancel')}
          onPrimaryAction={() => void confirm(bundle.manifest)}
        >
          {t(text)}
        </AlertDialog>
      )}
    </DialogContainer>
  );
}
