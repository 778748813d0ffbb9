import { useEffect, useId, useRef } from 'react';
import { AlertIcon } from './LoginFields';

/**
 * The `loginError` alert (an OAuth2 sign-in the provider or server refused): a modal native
 * dialog, so focus stays in it and Escape closes it, titled with the error.
 */
export function LoginErrorDialog(props: { title: string; message: string; closeLabel: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    // Modal where the browser has dialogs (every supported one); an open plain dialog elsewhere.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={ref} className="tb-login-dialog" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}
      onCancel={(event) => { event.preventDefault(); props.onClose(); }}
    >
      <div className="tb-login-dialog-head">
        <h2 id={`${id}-title`} className="tb-login-dialog-title">{props.title}</h2>
        <AlertIcon className="tb-login-dialog-icon" label="Alert" />
      </div>
      <div className="tb-login-dialog-rule" />
      <p id={`${id}-body`} className="tb-login-dialog-body">{props.message}</p>
      <div className="tb-login-dialog-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's only action */}
        <button type="button" className="tb-button tb-button-outline" onClick={props.onClose} autoFocus>{props.closeLabel}</button>
      </div>
    </dialog>
  );
}
