import './dashboards.css';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Globe from '@spectrum-icons/workflow/Globe';
import GlobeRemove from '@spectrum-icons/workflow/GlobeRemove';
import Home from '@spectrum-icons/workflow/Home';
import LinkIcon from '@spectrum-icons/workflow/Link';
import OpenIn from '@spectrum-icons/workflow/OpenIn';
import UserGroup from '@spectrum-icons/workflow/UserGroup';
import { authServiceRef, httpServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig, type PageData, pageLinkQuery } from '@tessera/ui';
import { formatDate } from '../entities/api';
import { useJsonTransfer } from '../shared/jsonTransfer';
import { DashboardEditor } from './DashboardEditor';
import { assignedCustomers, DASHBOARD_JSON, type DashboardInfo, publicCustomerId } from './dashboards';
import { HomeDashboardDialog } from './HomeDashboardDialog';
import { ManageCustomersDialog } from './ManageCustomersDialog';
import { PublicLinkDialog } from './PublicLinkDialog';

type Reloading = { dashboard: DashboardInfo; reload(): void };

/**
 * The dashboards of the tenant, or for customer users those assigned to their customer
 * (seed 000 §6): create, edit, delete, share with customers or the public, JSON transfer,
 * and the tenant's home dashboard.
 */
export default function DashboardsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const navigate = useNavigate();
  const customerId = auth.authUser?.authority === 'CUSTOMER_USER' ? auth.authUser.customerId : null;
  const isTenantAdmin = auth.authUser?.authority === 'TENANT_ADMIN';
  const json = useJsonTransfer<DashboardInfo>(DASHBOARD_JSON);
  const [managing, setManaging] = useState<Reloading | null>(null);
  const [linkOf, setLinkOf] = useState<DashboardInfo | null>(null);
  const [homeOpen, setHomeOpen] = useState(false);

  const config = useMemo<EntityTableConfig<DashboardInfo>>(() => {
    const isPublic = (d: DashboardInfo) => publicCustomerId(d) !== null;
    const listPath = customerId ? `/api/customer/${customerId}/dashboards` : '/api/tenant/dashboards';
    return {
      entityType: 'DASHBOARD',
      title: 'dashboard.dashboards',
      defaultSort: { property: 'createdTime', direction: 'DESC' },
      fetchPage: (link) => http.get<PageData<DashboardInfo>>(`${listPath}?${pageLinkQuery(link)}`),
      idOf: (d) => d.id.id,
      nameOf: (d) => d.title,
      deleteEntity: isTenantAdmin ? async (d) => { await http.delete(`/api/dashboard/${d.id.id}`); } : undefined,
      columns: [
        { key: 'createdTime', title: 'common.created-time', width: '190px', value: (d) => formatDate(d.createdTime) },
        { key: 'title', title: 'dashboard.title', value: (d) => d.title },
        ...(isTenantAdmin ? [
          {
            key: 'assignedCustomers', title: 'dashboard.assigned-customers', sortProperty: false as const,
            value: (d: DashboardInfo) => assignedCustomers(d).map((c) => c.title).join(', '),
          },
          { key: 'public', title: 'dashboard.public', sortProperty: false as const, width: '90px', value: (d: DashboardInfo) => (isPublic(d) ? t('common.yes') : '') },
        ] : []),
      ],
      headerActions: isTenantAdmin
        ? [json.importAction, { id: 'home-dashboard', label: 'dashboard.home-dashboard', icon: Home, onAction: () => setHomeOpen(true) }]
        : [],
      // Customer users have nothing to edit: a row opens the dashboard itself.
      onRowOpen: isTenantAdmin ? undefined : (d: DashboardInfo) => navigate(`/dashboards/${d.id.id}`),
      rowActions: [
        { id: 'open', label: 'dashboard.open', icon: OpenIn, onAction: (d) => navigate(`/dashboards/${d.id.id}`) },
        json.exportAction,
        ...(isTenantAdmin ? [
          {
            id: 'make-public', label: 'dashboard.make-public', icon: Globe, isVisible: (d: DashboardInfo) => !isPublic(d),
            onAction: async (d: DashboardInfo, table: { reload(): void }) => {
              setLinkOf(await http.post<DashboardInfo>(`/api/customer/public/dashboard/${d.id.id}`));
              table.reload();
            },
          },
          { id: 'public-link', label: 'dashboard.public-link', icon: LinkIcon, isVisible: isPublic, onAction: (d: DashboardInfo) => setLinkOf(d) },
          {
            id: 'make-private', label: 'dashboard.make-private', icon: GlobeRemove, isVisible: isPublic,
            onAction: async (d: DashboardInfo, table: { reload(): void }) => {
              await http.delete(`/api/customer/public/dashboard/${d.id.id}`);
              table.reload();
            },
          },
          {
            id: 'manage-customers', label: 'dashboard.manage-assigned-customers', icon: UserGroup,
            onAction: (d: DashboardInfo, table: { reload(): void }) => setManaging({ dashboard: d, reload: table.reload }),
          },
        ] : []),
      ],
      // Customer users only read: no add button, no editor.
      form: isTenantAdmin ? { addTitle: 'dashboard.add', editor: DashboardEditor, dialog: 'large' } : undefined,
    };
  }, [http, t, navigate, customerId, isTenantAdmin, json]);

  return (
    <div className="tb-page">
      <EntityTable config={config} />
      {managing && (
        <ManageCustomersDialog dashboard={managing.dashboard} onClose={(changed) => {
          if (changed) managing.reload();
          setManaging(null);
        }} />
      )}
      {linkOf && <PublicLinkDialog dashboard={linkOf} onClose={() => setLinkOf(null)} />}
      {homeOpen && <HomeDashboardDialog onClose={() => setHomeOpen(false)} />}
    </div>
  );
}
