import { type FormEvent, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@adobe/react-spectrum/Button';
import { TextField } from '@adobe/react-spectrum/TextField';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { HttpError, notificationServiceRef, useService } from '@tessera/sdk';
import { authStoreRef } from '../services/refs';
import { PasswordField } from './PasswordField';
import { type LoginState } from './AppRoutes';
import { Logo } from './Logo';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The public sign-in page. */
export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation();
  const auth = useService(authStoreRef);
  const notifications = useService(notificationServiceRef);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginState | null)?.from;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);

  if (auth.isAuthenticated && !loading) return <Navigate to={from ?? '/home'} replace />;

  const usernameError = !username ? t('login.username-required') : !EMAIL.test(username) ? t('user.invalid-email-format') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (usernameError || loading) return;
    setLoading(true);
    try {
      await auth.login(username, password);
      navigate(from ?? '/home', { replace: true });
    } catch (error) {
      notifications.show({ message: error instanceof HttpError ? error.message : t('common.unable-to-connect'), type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="tb-login">
      <div className="tb-login-card">
        <div className="tb-login-header">
          <Logo />
        </div>
        <div className="tb-login-progress">{loading && <ProgressBar aria-label={t('common.loading')} isIndeterminate size="S" width="100%" />}</div>
        <form className="tb-login-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.login-to-account')}>
          <h1 className="tb-login-title">{t('login.login-to-account')}</h1>
          <TextField
            label={t('login.username')}
            type="email"
            name="username"
            autoComplete="username"
            isRequired
            width="100%"
            value={username}
            onChange={setUsername}
            validationState={touched && usernameError ? 'invalid' : undefined}
            errorMessage={touched ? usernameError ?? undefined : undefined}
            isDisabled={loading}
          />
          <PasswordField label={t('login.password')} value={password} onChange={setPassword} isDisabled={loading} />
          <div className="tb-login-forgot">
            <Link to="/login/resetPasswordRequest">{t('login.forgot-password')}</Link>
          </div>
          <Button type="submit" variant="accent" width="100%" isDisabled={loading}>
            {t('login.login')}
          </Button>
        </form>
      </div>
    </div>
  );
});
