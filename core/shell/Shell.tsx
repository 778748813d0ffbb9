import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { RouteContribution } from '../sdk/contributions';
import { useService } from '../sdk/useService';
import { authStoreRef } from '../services/refs';
import { Footer } from './Footer';
import { GlobalProgress } from './GlobalProgress';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import { Toolbar } from './Toolbar';
import { useUpdateNotice } from './useUpdateNotice';
import { BREAKPOINTS, useMinWidth } from './useMediaQuery';

/**
 * The home shell: side menu (fixed and open from 960 px, an overlay that starts closed
 * below), toolbar, global progress bar, the routed page and the footer.
 */
const Shell = observer(function Shell({ routes }: { routes: RouteContribution[] }) {
  const { t } = useTranslation();
  const auth = useService(authStoreRef);
  // Forced fullscreen hides the side menu; the toolbar shows a back arrow instead.
  const forced = auth.forceFullscreen;
  useUpdateNotice(auth.authUser?.authority, auth.authUser?.userId);
  const wide = useMinWidth(BREAKPOINTS.md);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOverlayOpen(false), [location.pathname, wide]);
  const menuShown = !forced && (wide || overlayOpen);

  return (
    <div className={wide ? 'tb-shell tb-shell-wide' : 'tb-shell'}>
      {menuShown && (
        <nav
          className={wide ? 'tb-sidenav' : 'tb-sidenav tb-sidenav-overlay'}
          aria-label={t('home.sections')}
          onClick={wide ? undefined : () => setOverlayOpen(false)}
        >
          <Logo />
          <SideMenu />
        </nav>
      )}
      {!wide && overlayOpen && <div className="tb-backdrop" onClick={() => setOverlayOpen(false)} aria-hidden="true" />}
      <div className="tb-main">
        <Toolbar
          routes={routes}
          showMenuButton={!wide && !forced}
          showBackButton={forced}
          onToggleMenu={() => setOverlayOpen((open) => !open)}
        />
        <GlobalProgress />
        <main className="tb-content">
          <Outlet />
        </main>
        <Footer />
      </div>
    </div>
  );
});
export default Shell;
