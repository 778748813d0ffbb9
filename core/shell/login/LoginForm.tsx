import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../sdk/services';
import { type TokenPair } from '../../services/TokenManager';
import { LoginCard } from './LoginCard';
import { LoginErrorDialog } from './LoginErrorDialog';
import { LoginPasswordField, LoginTextField } from './LoginFields';
import { CREDENTIALS_EXPIRED, type OAuth2Client } from './loginRequests';
import { type Translate } from './loginStrings';
import { ProviderLogo } from './ProviderLogo';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginFormProps {
  t: Translate;
  /** The query the page was opened with (username/password, accessToken/refreshToken, loginError). */
  params: URLSearchParams;
  providers: OAuth2Client[];
  /** Signs in and moves on; throws an HttpError when the server refuses. */
  signIn: (username: string, password: string) => Promise<void>;
  signInWithTokens: (pair: TokenPair) => Promise<void>;
  /** Opens another console page (password reset pages). */
  goTo: (path: string) => void;
}

/**
 * The sign-in form, with no React Spectrum, router or store code: the login page renders it
 * before the console loads, and the console renders it again after a logout.
 */
export function LoginForm({ t, params, providers, signIn, signInWithTokens, goTo }: LoginFormProps) {
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [password, setPassword] = useState(params.get('password') ?? '');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loginError, setLoginError] = useState(params.get('loginError'));
  const autoSubmitted = useRef(false);

  const usernameError = !username ? t('login.username-required') : !EMAIL_PATTERN.test(username) ? t('user.invalid-email-format') : null;

  const run = async (attempt: () => Promise<void>) => {
    setLoading(true);
    setError(null);
    try {
      await attempt();
    } catch (caught) {
      const err = caught instanceof HttpError ? caught : null;
      const body = err?.body as { resetToken?: string } | undefined;
      if (err?.errorCode === CREDENTIALS_EXPIRED && body?.resetToken) {
        goTo(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(body.resetToken)}`);
        return;
      }
      setError(err?.message ?? t('common.unable-to-connect'));
      setLoading(false);
    }
  };

  const submit = () => {
    setTouched(true);
    if (usernameError || loading) return;
    void run(() => signIn(username, password));
  };

  useEffect(() => {
    if (autoSubmitted.current) return;
    const accessToken = params.get('accessToken');
    const refreshToken = params.get('refreshToken');
    if (accessToken && refreshToken) {
      autoSubmitted.current = true;
      void run(() => signInWithTokens({ token: accessToken, refreshToken }));
    } else if (params.get('username') && params.get('password')) {
      autoSubmitted.current = true;
      submit();
    }
    // Runs once for the query the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const forgot = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo('/login/resetPasswordRequest');
  };

  return (
    <LoginCard title={t('login.login-to-account')} logoLabel={t('app.title')} loadingLabel={t('common.loading')} loading={loading} onSubmit={submit}>
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
      <LoginTextField
        label={t('login.username')} type="email" name="username" autoComplete="username" isRequired
        value={username} onChange={setUsername} isDisabled={loading} errorMessage={touched ? usernameError : null}
      />
      <LoginPasswordField
        t={t} label={t('login.password')} name="password" autoComplete="current-password"
        value={password} onChange={setPassword} isDisabled={loading}
      />
      <div className="tb-login-forgot">
        <a href="/login/resetPasswordRequest" onClick={forgot}>{t('login.forgot-password')}</a>
      </div>
      {error && <div className="tb-login-alert" role="alert">{error}</div>}
      <button type="submit" className="tb-button tb-button-accent" disabled={loading}>{t('login.login')}</button>
      {loginError && (
        <LoginErrorDialog title={loginError} message={t('login.login-error')} closeLabel={t('action.close')} onClose={() => setLoginError(null)} />
      )}
    </LoginCard>
  );
}
