import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import ShowMenu from '@spectrum-icons/workflow/ShowMenu';
import Search from '@spectrum-icons/workflow/Search';
import Back from '@spectrum-icons/workflow/Back';
import FullScreen from '@spectrum-icons/workflow/FullScreen';
import FullScreenExit from '@spectrum-icons/workflow/FullScreenExit';
import type { RouteContribution } from '../sdk/contributions';
import { useService } from '../sdk/useService';
import { pageSearchStoreRef } from '../services/refs';
import { Breadcrumbs } from './Breadcrumbs';
import { findRoute } from './buildBreadcrumbs';
import { UserMenu } from './UserMenu';

function useFullscreen() {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return { supported: document.fullscreenEnabled === true, active, toggle };
}

/**
 * Top toolbar: menu button (narrow screens), back button (closes the search), breadcrumbs,
 * search (only on searchable pages), fullscreen toggle (only where supported), user menu.
 */
export const Toolbar = observer(function Toolbar(props: {
  routes: RouteContribution[];
  showMenuButton: boolean;
  showBackButton?: boolean;
  onToggleMenu: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const search = useService(pageSearchStoreRef);
  const fullscreen = useFullscreen();
  const [searching, setSearching] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const searchable = findRoute(pathname, props.routes)?.searchable === true;

  useEffect(() => {
    setSearching(false);
    search.clear();
  }, [pathname, search]);
  useEffect(() => {
    if (searching) input.current?.focus();
  }, [searching]);

  const closeSearch = () => {
    setSearching(false);
    search.clear();
  };

  return (
    <header className="tb-toolbar">
      {props.showMenuButton && !searching && (
        <ActionButton isQuiet aria-label={t('home.toggle-menu')} onPress={props.onToggleMenu} UNSAFE_className="tb-toolbar-button">
          <ShowMenu />
        </ActionButton>
      )}
      {props.showBackButton && !searching && (
        <ActionButton isQuiet aria-label={t('home.back')} onPress={() => navigate(-1)} UNSAFE_className="tb-toolbar-button">
          <Back />
        </ActionButton>
      )}
      {searching ? (
        <>
          <ActionButton isQuiet aria-label={t('home.back')} onPress={closeSearch} UNSAFE_className="tb-toolbar-button">
            <Back />
          </ActionButton>
          <input
            ref={input}
            className="tb-toolbar-search"
            type="search"
            placeholder={t('home.search')}
            aria-label={t('home.search')}
            value={search.input}
            onChange={(event) => search.setInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeSearch();
            }}
          />
        </>
      ) : (
        <Breadcrumbs routes={props.routes} />
      )}
      <span className="tb-toolbar-spacer" />
      {searchable && !searching && (
        <ActionButton isQuiet aria-label={t('home.search')} onPress={() => setSearching(true)} UNSAFE_className="tb-toolbar-button">
          <Search />
        </ActionButton>
      )}
      {fullscreen.supported && (
        <ActionButton
          isQuiet
          aria-label={fullscreen.active ? t('home.exit-fullscreen') : t('home.fullscreen')}
          onPress={fullscreen.toggle}
          UNSAFE_className="tb-toolbar-button"
        >
          {fullscreen.active ? <FullScreenExit /> : <FullScreen />}
        </ActionButton>
      )}
      <UserMenu />
    </header>
  );
});
