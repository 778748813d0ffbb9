import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@adobe/react-spectrum/Button';
import { notificationServiceRef } from '../../sdk/services';
import { useService } from '../../sdk/useService';
import { authStoreRef } from '../../services/refs';
import { PasswordField } from './PasswordField';
import { PublicCard } from './PublicCard';

export type NewPasswordMode = 'reset' | 'expired' | 'create';

const MODES = {
  reset: { title: 'login.password-reset', button: 'login.reset-password' },
  expired: { title: 'login.password-reset', button: 'login.reset-password' },
  create: { title: 'login.create-password', button: 'login.create' },
} as const;

/**
 * Sets a new password from a reset or activation token, then signs the user in. The two
 * entries must match, else the 'passwords mismatch' toast shows and nothing is sent.
 */
export default function NewPasswordPage({ mode }: { mode: NewPasswordMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useService(authStoreRef);
  const notifications = useService(notificationServiceRef);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [loading, setLoading] = useState(false);
  const config = MODES[mode];

  const submit = async () => {
    if (loading) return;
    if (password !== repeat) {
      notifications.show({ message: t('login.passwords-mismatch-error'), type: 'error' });
      return;
    }
    setLoading(true);
    try {
      if (mode === 'create') await auth.activate(params.get('activateToken') ?? '', password);
      else await auth.resetPassword(params.get('resetToken') ?? '', password);
      navigate('/home', { replace: true });
    } catch {
      setLoading(false);
    }
  };

  return (
    <PublicCard
      title={t(config.title)}
      subtitle={mode === 'expired' ? t('login.password-expired') : undefined}
      loading={loading}
      onSubmit={() => void submit()}
    >
      <PasswordField label={t('login.new-password')} value={password} onChange={setPassword} isDisabled={loading} autoComplete="new-password" name="password" />
      <PasswordField label={t('login.new-password-again')} value={repeat} onChange={setRepeat} isDisabled={loading} autoComplete="new-password" name="password2" />
      <div className="tb-public-actions">
        <Button variant="secondary" onPress={() => navigate('/login')}>{t('action.cancel')}</Button>
        <Button type="submit" variant="accent" isDisabled={loading}>{t(config.button)}</Button>
      </div>
    </PublicCard>
  );
}
