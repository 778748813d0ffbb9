import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { type RouteContribution, useService } from '@tessera/sdk';
import { authStoreRef, registriesRef } from '../services/refs';
import { LoginPage } from './LoginPage';
import { RoutePage } from './RoutePage';
import { SplashProgress } from './SplashProgress';
import { useBuiltinPlugins } from './useBuiltinPlugins';

const Shell = lazy(() => import('./Shell'));

/** Where a signed-out user was going, so login can take them there. */
export interface LoginState {
  from?: string;
}

function RequireAuth({ children }: { children: React.ReactNode }) {
  const auth = useService(authStoreRef);
  const location = useLocation();
  if (!auth.isAuthenticated) {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to="/login" replace state={{ from } satisfies LoginState} />;
  }
  return <>{children}</>;
}
const RequireAuthObserver = observer(RequireAuth);

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
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={(
          <RequireAuthObserver>
            <Suspense fallback={<SplashProgress />}>
              <Shell routes={routes} />
            </Suspense>
          </RequireAuthObserver>
        )}
      >
        <Route index element={<Navigate to="/home" replace />} />
        {routes.map((route) => (
          <Route key={route.id} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
});
