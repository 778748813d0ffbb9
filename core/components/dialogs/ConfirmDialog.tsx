import { type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { DialogTrigger } from '@adobe/react-spectrum/DialogTrigger';

/** What the confirmation says and does; every label is already translated. */
export interface ConfirmTexts {
  /** The heading, e.g. `t('relation.delete-title', { type })`. */
  title: string;
  /** The text under the heading. */
  message: ReactNode;
  /** The confirm button; `t('action.delete')` when not given. */
  confirmLabel?: string;
  /** The cancel button; `t('action.cancel')` when not given. */
  cancelLabel?: string;
  /** `destructive` (a red confirm button, the default), `confirmation` or `warning`. */
  variant?: 'destructive' | 'confirmation' | 'warning';
  /** While true the confirm button is disabled (the asked-about action still runs). */
  isPending?: boolean;
}

export interface ConfirmDialogProps<T> {
  /** What is asked about; the dialog is open while it is neither null, undefined nor false. */
  target: T | null | undefined | false;
  /** The texts for the target. */
  texts(target: T): ConfirmTexts;
  /** Confirmed: runs after `onClose`, with the target the dialog was opened for. */
  onConfirm(target: T): void;
  /** Cancel, Escape, or confirmed: the caller clears `target`. */
  onClose(): void;
}

function ConfirmAlert({ texts, onConfirm }: { texts: ConfirmTexts; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={texts.title}
      variant={texts.variant ?? 'destructive'}
      primaryActionLabel={texts.confirmLabel ?? t('action.delete')}
      cancelLabel={texts.cancelLabel ?? t('action.cancel')}
      isPrimaryActionDisabled={texts.isPending}
      onPrimaryAction={onConfirm}
    >
      {texts.message}
    </AlertDialog>
  );
}

/**
 * Asks before an action that cannot be undone (a delete, mostly): a modal alert dialog with
 * the title, the message, Cancel and the confirm button. Focus moves into the dialog and goes
 * back to what opened it; Escape and Cancel close it without confirming.
 *
 * @example
 * const [deleting, setDeleting] = useState<Relation | null>(null);
 * <ConfirmDialog
 *   target={deleting} onClose={() => setDeleting(null)} onConfirm={(r) => void remove(r)}
 *   texts={(r) => ({ title: t('relation.delete-title', { type: r.type }), message: t('table.delete-text') })}
 * />
 */
export function ConfirmDialog<T>({ target, texts, onConfirm, onClose }: ConfirmDialogProps<T>) {
  const open = target !== null && target !== undefined && target !== false;
  return (
    <DialogContainer onDismiss={onClose}>
      {open && <ConfirmAlert texts={texts(target)} onConfirm={() => onConfirm(target)} />}
    </DialogContainer>
  );
}

/**
 * The same confirmation opened by its own button (`trigger`), for a button that asks on its
 * own without the page keeping state.
 *
 * @example
 * <ConfirmTrigger
 *   trigger={<ActionButton isQuiet aria-label={t('dashboard.delete-widget')}><Delete /></ActionButton>}
 *   texts={{ title: t('dashboard.delete-widget-title', { title }), message: t('dashboard.delete-widget-text') }}
 *   onConfirm={() => onDelete(id)}
 * />
 */
export function ConfirmTrigger(props: { trigger: ReactElement; texts: ConfirmTexts; onConfirm(): void }) {
  return (
    <DialogTrigger>
      {props.trigger}
      <ConfirmAlert texts={props.texts} onConfirm={props.onConfirm} />
    </DialogTrigger>
  );
}
