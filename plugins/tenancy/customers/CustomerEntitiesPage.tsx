import './customers.css';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import LinkOff from '@spectrum-icons/workflow/LinkOff';
import Link from '@spectrum-icons/workflow/Link';
import { httpServiceRef, type RoutePageProps, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig } from '@tessera/ui';
import { type Customer, formatDate, getPage } from '../api';
import { AssignEntitiesDialog } from './AssignEntitiesDialog';
import { CUSTOMER_ENTITY_KINDS, type CustomerEntity, type CustomerEntityKind, forEachEntity } from './customerEntityKinds';

/**
 * One customer's assets, devices, dashboards or edges, for its tenant admin: assign several of
 * the tenant's entities at once, unassign one from its row or the selected ones in bulk.
 */
function CustomerEntitiesPage({ kind, params }: { kind: CustomerEntityKind } & RoutePageProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const navigate = useNavigate();
  const customerId = params.customerId ?? '';
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [assigning, setAssigning] = useState<{ reload(): void } | null>(null);
  useEffect(() => {
    let live = true;
    http.get<Customer>(`/api/customer/${encodeURIComponent(customerId)}`).then((c) => { if (live) setCustomer(c); }, () => undefined);
    return () => { live = false; };
  }, [http, customerId]);

  const config = useMemo<EntityTableConfig<CustomerEntity>>(() => {
    const nameOf = (e: CustomerEntity) => e.name ?? e.title ?? '';
    const unassign = (ids: string[]) => forEachEntity(ids, (id) => http.delete(kind.unassignPath(customerId, id)));
    return {
      entityType: kind.entityType,
      title: kind.title,
      defaultSort: { property: 'createdTime', direction: 'DESC' },
      fetchPage: (link) => getPage<CustomerEntity>(http, kind.listPath(encodeURIComponent(customerId)), link),
      idOf: (e) => e.id.id,
      nameOf,
      columns: [
        { key: 'createdTime', title: 'common.created-time', width: '190px', value: (e) => formatDate(e.createdTime) },
        { key: kind.entityType === 'DASHBOARD' ? 'title' : 'name', title: kind.entityType === 'DASHBOARD' ? 'dashboard.title' : 'entity.name', value: nameOf },
        ...(kind.typeOf ? [{ key: 'type', title: kind.typeTitle ?? 'entity.type', value: kind.typeOf }] : []),
      ],
      headerActions: [{ id: 'assign', label: kind.assign, icon: Link, onAction: (table) => setAssigning(table) }],
      rowActions: [{
        id: 'unassign', label: kind.unassign, icon: LinkOff,
        onAction: async (e, table) => {
          await unassign([e.id.id]);
          table.reload();
        },
      }],
      bulkActions: [{
        id: 'unassign', label: 'customer.unassign-selected', icon: LinkOff,
        onAction: async (entities, table) => {
          await unassign(entities.map((e) => e.id.id));
          table.reload();
        },
      }],
      // Dashboards open; the other kinds show their tabs (attributes, telemetry, alarms, relations) read-only.
      onRowOpen: kind.entityType === 'DASHBOARD' ? (e) => navigate(`/dashboards/${e.id.id}`) : undefined,
      form: kind.entityType === 'DASHBOARD' ? undefined : {
        addTitle: kind.assign,
        canAdd: false,
        isReadOnly: () => true,
        definition: {
          fields: [
            { key: 'name', label: 'entity.name', type: 'text' },
            { key: 'type', label: kind.typeTitle ?? 'entity.type', type: 'text', half: true },
            { key: 'label', label: 'entity.label', type: 'text', half: true },
            { key: 'description', label: 'common.description', type: 'textarea' },
          ],
        },
        toValues: (e) => ({ name: e ? nameOf(e) : '', type: e && kind.typeOf ? kind.typeOf(e) : '', label: e?.label ?? '', description: e?.additionalInfo?.description ?? '' }),
        save: async () => { throw new Error('read-only'); },
      },
    };
  }, [http, kind, customerId, navigate]);

  return (
    <div className="tb-page">
      <p className="tb-page-subtitle">{customer ? t('customer.entities-of', { customer: customer.title }) : '\u00a0'}</p>
      <EntityTable key={`${kind.segment}|${customerId}`} config={config} />
      {assigning && (
        <AssignEntitiesDialog kind={kind} customerId={customerId} customerTitle={customer?.title ?? ''}
          onClose={(assigned) => {
            if (assigned) assigning.reload();
            setAssigning(null);
          }} />
      )}
    </div>
  );
}

/** One page component per kind, made once so that React keeps it between renders. */
export const CUSTOMER_ENTITY_PAGES: Record<CustomerEntityKind['segment'], ComponentType<RoutePageProps>> = Object.fromEntries(
  CUSTOMER_ENTITY_KINDS.map((kind) => [kind.segment, (props: RoutePageProps) => <CustomerEntitiesPage kind={kind} params={props.params} />]),
) as Record<CustomerEntityKind['segment'], ComponentType<RoutePageProps>>;
