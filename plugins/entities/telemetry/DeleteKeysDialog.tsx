import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@tessera/ui';

/** Asks before deleting telemetry or attribute keys; nothing is shown while `keys` is null. */
export function DeleteKeysDialog(props: { keys: string[] | null; title: string; onConfirm(keys: string[]): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      target={props.keys}
      texts={(keys) => ({ title: t(props.title, { count: keys.length }), message: t('attribute.delete-keys-text', { keys: keys.join(', ') }) })}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
