import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { notificationServiceRef } from '../sdk/services';
import type { RouteContribution } from '../sdk/contributions';
import { useService } from '../sdk/useService';
import { authStoreRef, registriesRef } from '../services/refs';
import { dashboardIdOf, defaultPlace } from './guard';
import { LoginPage } from './public/LoginPage';
import { RoutePage } from './RoutePage';
import { SplashProgress } from './SplashProgress';
import { useBuiltinPlugins } from './useBuiltinPlugins';

const Shell = lazy(() => import('./Shell'));
const ResetPasswordRequestPage = lazy(() => import('./public/ResetPasswordRequestPage'));
const NewPasswordPage = lazy(() => import('./public/NewPasswordPage'));

/** Where a signed-out user was going, so login can take them there. */
export interface LoginState {
  from?: string;
}

/**
 * Signed-out visitors: a `publicId` query parameter signs in as that public customer;
 * otherwise the attempted URL is remembered and the visitor goes to login.
 */
const RequireAuth = observer(function RequireAuth() {
  const auth = useService(authStoreRef);
  const notifications = useService(notificationServiceRef);
  const location = useLocation();
  const [params] = useSearchParams();
  const publicId = params.get('publicId');
  const [publicFailed, setPublicFailed] = useState(false);
  const tryPublic = !auth.isAuthenticated && Boolean(publicId) && !publicFailed;
  useEffect(() => {
    if (!tryPublic || !publicId) return;
    auth.setLastPublicDashboard(dashboardIdOf(location.pathname));
    auth.publicLogin(publicId).catch(() => {
      setPublicFailed(true);
      notifications.show({ message: 'common.public-access-failed', type: 'error' });
    });
  }, [tryPublic, publicId, auth, notifications, location.pathname]);
  if (auth.isAuthenticated) return <Outlet />;
  if (tryPublic) return <SplashProgress />;
  const from = location.pathname + location.search + location.hash;
  return <Navigate to="/login" replace state={{ from } satisfies LoginState} />;
});

/** The empty path and unknown paths go to the user's default place. */
const LandingRedirect = observer(function LandingRedirect() {
  const auth = useService(authStoreRef);
  // A public session that no longer knows its dashboard has nowhere to go: end it.
  const stranded = auth.authUser?.isPublic === true && !auth.lastPublicDashboardId;
  useEffect(() => {
    if (stranded) void auth.logout();
  }, [stranded, auth]);
  return stranded ? <SplashProgress /> : <Navigate to={defaultPlace(auth.session)} replace />;
});

/** Routes of the console: public login, and the shell with every route plugins register. */
export const AppRoutes = observer(function AppRoutes() {
  const auth = useService(authStoreRef);
  const registries = useService(registriesRef);
  const pluginsReady = useBuiltinPlugins(auth.isAuthenticated);
  if (!auth.isUserLoaded || (auth.isAuthenticated && !pluginsReady)) return <SplashProgress />;

  const routes: RouteContribution[] = [
    ...registries.routes.all,
    ...registries.settingsPages.all.map((page) => ({
      id: page.id, path: `settings/${page.path}`, title: page.title, authorities: page.authorities,
      breadcrumb: { icon: page.icon }, component: page.component,
    })),
  ];
  const shellRoutes = routes.filter((route) => route.layout !== 'fullscreen');
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/login/resetPasswordRequest" element={<Suspense fallback={<SplashProgress />}><ResetPasswordRequestPage /></Suspense>} />
      <Route path="/login/resetPassword" element={<Suspense fallback={<SplashProgress />}><NewPasswordPage mode="reset" /></Suspense>} />
      <Route path="/login/resetExpiredPassword" element={<Suspense fallback={<SplashProgress />}><NewPasswordPage mode="expired" /></Suspense>} />
      <Route path="/login/createPassword" element={<Suspense fallback={<SplashProgress />}><NewPasswordPage mode="create" /></Suspense>} />
      <Route element={<RequireAuth />}>
        {routes.filter((route) => route.layout === 'fullscreen').map((route) => (
          <Route key={route.id} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route element={<Suspense fallback={<SplashProgress />}><Shell routes={shellRoutes} /></Suspense>}>
          <Route index element={<LandingRedirect />} />
          {shellRoutes.map((route) => (
            <Route key={route.id} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<LandingRedirect />} />
        </Route>
      </Route>
    </Routes>
  );
});
