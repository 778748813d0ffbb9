import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { type OtaPackageType } from './types';

/** One changed package type and how many of the profile's devices it would update. */
export interface OtaChange { type: OtaPackageType; count: number }

/**
 * Asks before saving a profile whose firmware or software changed: its devices start
 * updating. Open while `changes` is set; any way of closing calls `onClose`.
 */
export function OtaChangeDialog(props: { changes: OtaChange[] | null; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation();
  const changes = props.changes;
  return (
    <DialogContainer onDismiss={props.onClose}>
      {changes && (
        <AlertDialog
          title={t(changes.length === 1 ? `device-profile.ota-change.title-${changes[0].type.toLowerCase()}` : 'device-profile.ota-change.title-both')}
          variant="confirmation"
          primaryActionLabel={t('action.save')}
          cancelLabel={t('action.cancel')}
          onPrimaryAction={props.onConfirm}
        >
          {changes.map((c) => (
            <p key={c.type}>{t(`device-profile.ota-change.devices-${c.type.toLowerCase()}`, { count: c.count })}</p>
          ))}
        </AlertDialog>
      )}
    </DialogContainer>
  );
}
