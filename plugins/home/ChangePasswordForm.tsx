import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { TextField } from '@adobe/react-spectrum/TextField';
import { authServiceRef, notificationServiceRef, useService } from '@tessera/sdk';

/** Change password: the current one, the new one twice. Mismatch shows the toast and sends nothing. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const auth = useService(authServiceRef);
  const notifications = useService(notificationServiceRef);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (next !== repeat) {
      notifications.show({ message: t('login.passwords-mismatch-error'), type: 'error' });
      return;
    }
    setSaving(true);
    try {
      await auth.changePassword(current, next);
      setCurrent('');
      setNext('');
      setRepeat('');
      notifications.show({ message: t('profile.password-changed'), type: 'success', duration: 3000 });
    } catch {
      // Shown by the HTTP service (wrong current password, policy violations).
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="tb-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="tb-card-title">{t('profile.change-password')}</h2>
      <form
        className="tb-form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('profile.current-password')} type="password" autoComplete="current-password" value={current} onChange={setCurrent} width="100%" isRequired />
        <TextField label={t('login.new-password')} type="password" autoComplete="new-password" value={next} onChange={setNext} width="100%" isRequired />
        <TextField label={t('login.new-password-again')} type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} width="100%" isRequired />
        <div className="tb-form-actions">
          <Button type="submit" variant="accent" isDisabled={saving || !current || !next || !repeat}>{t('profile.change-password')}</Button>
        </div>
      </form>
    </section>
  );
}
