import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { Button } from '@adobe/react-spectrum/Button';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { TextField } from '@adobe/react-spectrum/TextField';
import { HttpError, httpServiceRef, notificationServiceRef } from '../../sdk/services';
import { useService } from '../../sdk/useService';
import { authStoreRef } from '../../services/refs';
import { type LoginState } from '../AppRoutes';
import { SplashProgress } from '../SplashProgress';
import { PasswordField } from './PasswordField';
import { ProviderLogo } from './ProviderLogo';
import { EMAIL_PATTERN, PublicCard } from './PublicCard';

const CREDENTIALS_EXPIRED = 15;

interface OAuth2Client {
  name: string;
  icon?: string;
  url: string;
}

/** The sign-in page. It loads the external sign-in providers before showing. */
export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation();
  const auth = useService(authStoreRef);
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as LoginState | null)?.from;
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [password, setPassword] = useState(params.get('password') ?? '');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [providers, setProviders] = useState<OAuth2Client[] | null>(null);
  const [loginError, setLoginError] = useState(params.get('loginError'));
  const autoSubmitted = useRef(false);

  const usernameError = !username ? t('login.username-required') : !EMAIL_PATTERN.test(username) ? t('user.invalid-email-format') : null;

  const signIn = async (run: () => Promise<void>) => {
    setLoading(true);
    try {
      await run();
      navigate(from ?? '/', { replace: true });
    } catch (error) {
      const err = error instanceof HttpError ? error : null;
      const body = err?.body as { resetToken?: string } | undefined;
      if (err?.errorCode === CREDENTIALS_EXPIRED && body?.resetToken) {
        navigate(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(body.resetToken)}`);
        return;
      }
      notifications.show({ message: err?.message ?? t('common.unable-to-connect'), type: 'error' });
      setLoading(false);
    }
  };

  const submit = () => {
    setTouched(true);
    if (usernameError || loading) return;
    void signIn(() => auth.login(username, password));
  };

  useEffect(() => {
    http.post<OAuth2Client[]>('/api/noauth/oauth2Clients?platform=WEB', undefined, { ignoreErrors: true })
      .then((list) => setProviders(Array.isArray(list) ? list : []), () => setProviders([]));
  }, [http]);

  useEffect(() => {
    if (autoSubmitted.current) return;
    const accessToken = params.get('accessToken');
    const refreshToken = params.get('refreshToken');
    if (accessToken && refreshToken) {
      autoSubmitted.current = true;
      void signIn(() => auth.startSession({ token: accessToken, refreshToken }));
    } else if (params.get('username') && params.get('password')) {
      autoSubmitted.current = true;
      submit();
    }
    // Runs once for the query the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (auth.isAuthenticated && !loading) return <Navigate to={from ?? '/'} replace />;
  if (providers === null) return <SplashProgress />;

  return (
    <PublicCard title={t('login.login-to-account')} loading={loading} onSubmit={submit}>
      {providers.length > 0 && (
        <div className="tb-oauth">
          {providers.map((p) => (
            <a key={p.url} className="tb-oauth-button" href={p.url}>
              <ProviderLogo icon={p.icon} name={p.name} />
              <span>{t('login.login-with', { name: p.name })}</span>
            </a>
          ))}
          <div className="tb-divider" role="separator"><span>{t('login.or')}</span></div>
        </div>
      )}
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
      <DialogContainer onDismiss={() => setLoginError(null)}>
        {loginError && (
          <AlertDialog title={loginError} variant="error" primaryActionLabel={t('action.close')} onPrimaryAction={() => setLoginError(null)}>
            {t('login.login-error')}
          </AlertDialog>
        )}
      </DialogContainer>
    </PublicCard>
  );
});
