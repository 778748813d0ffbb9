import { Navigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { navigationServiceRef, SETTINGS_MENU_GROUP_ID, useService } from '@tessera/sdk';

/** `/settings` opens the first settings page the user may see. */
const SettingsIndex = observer(function SettingsIndex() {
  const nav = useService(navigationServiceRef);
  const first = nav.menu.find((s) => s.id === SETTINGS_MENU_GROUP_ID)?.children[0];
  return <Navigate to={first?.path ?? '/home'} replace />;
});
export default SettingsIndex;
