import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../sdk/useService';
import { authStoreRef, mobileAppBridgeRef } from '../services/refs';

/**
 * Carries out the mobile app's messages: open a dashboard (with state, embedded, hideToolbar
 * and a reload stamp), and reload the user from a token pair. Layout toggles go to the
 * dashboard that is open, through `MobileAppService.onToggleLayout`.
 */
export function MobileAppHandler() {
  const mobile = useService(mobileAppBridgeRef);
  const auth = useService(authStoreRef);
  const navigate = useNavigate();
  useEffect(() => {
    if (!mobile.isMobileApp) return undefined;
    const subscription = mobile.onMessage((message) => {
      if (message.type === 'openDashboard') {
        const query = new URLSearchParams();
        if (message.state) query.set('state', message.state);
        if (message.embedded) query.set('embedded', 'true');
        if (message.hideToolbar) query.set('hideToolbar', 'true');
        if (message.reload !== undefined) query.set('reload', String(message.reload));
        const search = query.toString();
        navigate(`/dashboard/${encodeURIComponent(message.dashboardId)}${search ? `?${search}` : ''}`);
      } else if (message.type === 'reloadUser') {
        void auth.startSession({ token: message.accessToken, refreshToken: message.refreshToken }).then(() => navigate('/'));
      }
    });
    mobile.report({ type: 'ready' });
    return () => subscription.dispose();
  }, [mobile, auth, navigate]);
  return null;
}
