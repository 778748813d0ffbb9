import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@tessera/ui';
import { type OtaPackageType } from './types';

/** One changed package type and how many of the profile's devices it would update. */
export interface OtaChange { type: OtaPackageType; count: number }

/**
 * Asks before saving a profile whose firmware or software changed: its devices start
 * updating. Open while `changes` is set; any way of closing calls `onClose`.
 */
export function OtaChangeDialog(props: { changes: OtaChange[] | null; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      target={props.changes}
      texts={(changes) => ({
        title: t(changes.length === 1 ? `device-profile.ota-change.title-${changes[0].type.toLowerCase()}` : 'device-profile.ota-change.title-both'),
        message: changes.map((c) => <p key={c.type}>{t(`device-profile.ota-change.devices-${c.type.toLowerCase()}`, { count: c.count })}</p>),
        confirmLabel: t('action.save'),
        variant: 'confirmation',
      })}
      onConfirm={() => props.onConfirm()}
      onClose={props.onClose}
    />
  );
}
