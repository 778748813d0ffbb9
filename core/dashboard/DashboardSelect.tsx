import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ActionButton, Item, Menu, MenuTrigger } from '@adobe/react-spectrum';
import ChevronDown from '@spectrum-icons/workflow/ChevronDown';
import { authServiceRef, httpServiceRef, useService } from '@tessera/sdk';
import { pageLinkQuery } from '@tessera/ui';

/** Seed 000 §9: the dashboard select lists up to 100 dashboards. */
export const DASHBOARD_SELECT_LIMIT = 100;

/** Seed 001 §2.4: the panel is 250 px high when the window is at least 350 px high, else 150 px. */
export function selectPanelHeight(viewportHeight: number): number {
  return viewportHeight >= 350 ? 250 : 150;
}

interface DashboardOption { id: string; title: string }

/**
 * Switches to another dashboard of the user (the toolbar's dashboard select, beside the
 * title): a panel of up to 100 dashboards by title, at least 300 px wide.
 */
export function DashboardSelect(props: { dashboardId: string; fullscreen: boolean }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const navigate = useNavigate();
  const [options, setOptions] = useState<DashboardOption[] | null>(null);
  const user = auth.authUser;
  useEffect(() => {
    if (!user) return undefined;
    let live = true;
    const scope = user.authority === 'CUSTOMER_USER' ? `/api/customer/${user.customerId}/dashboards` : '/api/tenant/dashboards';
    const query = pageLinkQuery({ pageSize: DASHBOARD_SELECT_LIMIT, page: 0, textSearch: '', sortProperty: 'title', sortOrder: 'ASC' });
    http.get<{ data: { id: { id: string }; title: string }[] }>(`${scope}?${query}`, { ignoreLoading: true, ignoreErrors: true }).then(
      (page) => { if (live) setOptions(page.data.map((d) => ({ id: d.id.id, title: d.title }))); },
      () => { if (live) setOptions([]); },
    );
    return () => { live = false; };
  }, [http, user]);
  // With no other dashboard to go to there is nothing to select.
  if (!options || options.length < 2) return null;
  return (
    <MenuTrigger>
      <ActionButton isQuiet aria-label={t('dashboard.dashboards')} UNSAFE_className="tessera-dashboard-select">
        <ChevronDown size="S" />
      </ActionButton>
      <Menu
        aria-label={t('dashboard.dashboards')} items={options} selectionMode="single" selectedKeys={[props.dashboardId]}
        UNSAFE_style={{ minWidth: 300, maxHeight: selectPanelHeight(window.innerHeight), overflowY: 'auto' }}
        onAction={(key) => {
          if (key !== props.dashboardId) navigate(`/${props.fullscreen ? 'dashboard' : 'dashboards'}/${String(key)}`);
        }}
      >
        {(item) => <Item key={item.id}>{item.title}</Item>}
      </Menu>
    </MenuTrigger>
  );
}
