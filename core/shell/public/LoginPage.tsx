import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useService } from '../../sdk/useService';
import { authStoreRef } from '../../services/refs';
import { type LoginState } from '../AppRoutes';
import { LoginForm } from '../login/LoginForm';
import { fetchOAuth2Clients, type OAuth2Client } from '../login/loginRequests';
import { SplashProgress } from '../SplashProgress';

/**
 * The sign-in page inside the console (after a logout, or a protected page opened signed out
 * once the console is loaded). A cold load of /login renders the same form from main.tsx.
 */
export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation();
  const auth = useService(authStoreRef);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as LoginState | null)?.from;
  const [providers, setProviders] = useState<OAuth2Client[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    void fetchOAuth2Clients(window.fetch.bind(window)).then((list) => {
      if (!cancelled) setProviders(list);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (auth.isAuthenticated) return <Navigate to={from ?? '/'} replace />;
  if (providers === null) return <SplashProgress />;
  return (
    <LoginForm
      t={(key, values) => t(key, values)}
      params={params}
      providers={providers}
      signIn={async (username, password) => {
        await auth.login(username, password);
        navigate(from ?? '/', { replace: true });
      }}
      signInWithTokens={async (pair) => {
        await auth.startSession(pair);
        navigate(from ?? '/', { replace: true });
      }}
      goTo={(path) => navigate(path)}
    />
  );
});
