import { Suspense, useEffect } from 'react';
import { dashboardIdOf, guardNavigation } from './guard';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ErrorTile } from '../ui/ErrorTile';
import type { RouteContribution } from '../sdk/contributions';
import { useService } from '../sdk/useService';
import { toComponent } from '../components/entities/toComponent';
import { authStoreRef, mobileAppBridgeRef, pluginHostRef, registriesRef } from '../services/refs';
import { ForbiddenDialog } from './ForbiddenDialog';
import { SplashProgress } from './SplashProgress';

/**
 * One routed page: checks the route's authorities (forbidden dialog on mismatch), sets the
 * document title, and isolates the page so a failing plugin shows an error naming it.
 */
export const RoutePage = observer(function RoutePage({ route }: { route: RouteContribution }) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const auth = useService(authStoreRef);
  const registries = useService(registriesRef);
  const host = useService(pluginHostRef);
  const title = t(route.title);
  useEffect(() => {
    document.title = `${t('app.title')} | ${title}`;
  }, [t, title]);

  const mobile = useService(mobileAppBridgeRef);
  // (b) In the mobile app, pages other than dashboards belong to the app itself.
  const handedToApp = mobile.isMobileApp && !dashboardIdOf(location.pathname);
  useEffect(() => {
    if (handedToApp) mobile.report({ type: 'navigation', path: location.pathname + location.search });
  }, [handedToApp, mobile, location.pathname, location.search]);
  const decision = guardNavigation(location.pathname, search.get('publicId'), route.authorities, auth.session);
  useEffect(() => {
    if (decision.kind === 'public-login') {
      auth.setLastPublicDashboard(dashboardIdOf(location.pathname));
      void auth.publicLogin(decision.publicId).catch(() => auth.logout());
    } else if (decision.kind === 'logout') {
      void auth.logout();
    }
  }, [decision.kind, decision.kind === 'public-login' ? decision.publicId : null, auth, location.pathname]);
  if (handedToApp) return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'forbidden') return <ForbiddenDialog onCancel={() => navigate('/home', { replace: true })} />;
  if (decision.kind !== 'allow') return <SplashProgress />;
  const owner = registries.routes.ownerOf(route.id) ?? registries.settingsPages.ownerOf(route.id);
  const pluginName = (owner && host.plugins.get(owner)?.manifest.name) || owner || t('plugin.unknown');
  const Page = toComponent(route.component);
  return (
    <ErrorBoundary
      resetKey={route.id}
      onError={(error) => console.error(`Page '${route.id}' of plugin '${pluginName}' failed`, error)}
      fallback={(error, retry) => (
        <div className="tb-page">
          <ErrorTile title={t('plugin.page-failed', { name: pluginName })} pluginName={pluginName} error={error} onRetry={retry} />
        </div>
      )}
    >
      <Suspense fallback={<SplashProgress />}>
        <Page params={params} />
      </Suspense>
    </ErrorBoundary>
  );
});
