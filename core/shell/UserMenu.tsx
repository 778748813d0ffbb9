import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Menu } from '@adobe/react-spectrum/Menu';
import { MenuTrigger } from '@adobe/react-spectrum/MenuTrigger';
import MoreVertical from '@spectrum-icons/workflow/MoreVertical';
import { authorityLabelKey } from '../sdk/types';
import { useService } from '../sdk/useService';
import { authStoreRef } from '../services/refs';
import { displayName, initials } from './displayName';
import { BREAKPOINTS, useMinWidth } from './useMediaQuery';

/** Three-dots user menu with Profile and Logout; above 1280 px also avatar, name and role. */
export const UserMenu = observer(function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useService(authStoreRef);
  const large = useMinWidth(BREAKPOINTS.lg);
  const user = auth.userDetails;
  const authority = auth.authUser?.authority;
  const name = user ? displayName(user) : '';
  return (
    <div className="tb-user-menu">
      {large && user && authority && (
        <div className="tb-user-identity" data-testid="user-identity">
          <span className="tb-avatar" aria-hidden="true">{initials(user)}</span>
          <span className="tb-user-text">
            <span className="tb-user-name">{name}</span>
            <span className="tb-user-role">{t(authorityLabelKey(authority))}</span>
          </span>
        </div>
      )}
      <MenuTrigger align="end">
        <ActionButton isQuiet aria-label={t('home.open-user-menu')} UNSAFE_className="tb-toolbar-button">
          <MoreVertical />
        </ActionButton>
        <Menu
          onAction={(key) => {
            if (key === 'profile') navigate('/profile');
            if (key === 'logout') void auth.logout();
          }}
        >
          <Item key="profile">{t('home.profile')}</Item>
          <Item key="logout">{t('home.logout')}</Item>
        </Menu>
      </MenuTrigger>
    </div>
  );
});
