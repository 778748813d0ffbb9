import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { type MenuSection, navigationServiceRef } from '../sdk/services';
import { useService } from '../sdk/useService';
import ChevronDown from '@spectrum-icons/ui/ChevronDownMedium';
import ChevronRight from '@spectrum-icons/ui/ChevronRightMedium';
import { useState } from 'react';

const isActive = (path: string, pathname: string) => pathname === path || pathname.startsWith(path + '/');

function MenuLink({ section, nested }: { section: MenuSection; nested?: boolean }) {
  const { t } = useTranslation();
  const Icon = section.icon;
  return (
    <NavLink to={section.path} className={nested ? 'tb-menu-link tb-menu-link-nested' : 'tb-menu-link'} end={false}>
      <span className="tb-menu-icon" aria-hidden="true">{Icon && <Icon />}</span>
      <span>{t(section.title)}</span>
    </NavLink>
  );
}

function MenuGroup({ section }: { section: MenuSection }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActive(section.path, pathname);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? active;
  const Icon = section.icon;
  return (
    <li>
      <button
        type="button"
        className={active ? 'tb-menu-link tb-menu-toggle active' : 'tb-menu-link tb-menu-toggle'}
        aria-expanded={open}
        onClick={(event) => {
          event.stopPropagation();
          setToggled(!open);
        }}
      >
        <span className="tb-menu-icon" aria-hidden="true">{Icon && <Icon />}</span>
        <span>{t(section.title)}</span>
        <span className="tb-menu-chevron" aria-hidden="true">{open ? <ChevronDown /> : <ChevronRight />}</span>
      </button>
      {open && (
        <ul className="tb-menu-children">
          {section.children.map((child) => (
            <li key={child.id}><MenuLink section={child} nested /></li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The side menu of the current user: links, and toggle groups that open on their paths. */
export const SideMenu = observer(function SideMenu() {
  const nav = useService(navigationServiceRef);
  return (
    <ul className="tb-menu" data-testid="side-menu">
      {nav.menu.map((section) =>
        section.children.length > 0
          ? <MenuGroup key={section.id} section={section} />
          : <li key={section.id}><MenuLink section={section} /></li>,
      )}
    </ul>
  );
});
