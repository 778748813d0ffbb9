import { useTranslation } from 'react-i18next';
import { notificationServiceRef, type PluginManifest, useService } from '@tessera/sdk';
import { ConfirmDialog } from '@tessera/ui';

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
    <ConfirmDialog
      target={bundle} onClose={close} onConfirm={(b) => void confirm(b.manifest)}
      texts={(b) => ({ title: t('rule-node-bundle.remove-title', { name: b.manifest.name }), message: t(text), confirmLabel: t('action.remove') })}
    />
  );
}
