import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Sync from '@spectrum-icons/workflow/Sync';
import { authServiceRef, httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig, savedSubtype, subtypeCache, SubtypeSelect } from '@tessera/ui';
import { formatDate, getOwnedPage, listPath, withBasics } from '../entities/api';
import { AssignToCustomerDialog } from '../entities/AssignToCustomerDialog';
import { customerActions } from '../entities/customerActions';
import { subtypeField } from '../shared/subtypeField';
import { useCsvImport } from '../shared/import/useCsvImport';
import { type JsonTransferKind, useJsonTransfer } from '../shared/jsonTransfer';

/** An edge travels without its keys: an imported one gets a new routing key and secret (they must be unique). */
const EDGE_JSON: JsonTransferKind = {
  segment: 'edge',
  fields: ['name', 'type', 'label', 'additionalInfo', 'cloudEndpoint', 'edgeLicenseKey'],
  prepare: (body) => withEdgeDefaults(body, browserDefaultsSource()),
  imported: () => subtypeCache.invalidate('edge'),
};
import { type EdgeInfo, syncEdge } from './api';
import { copyField } from '../shared/CopyTextField';
import { browserDefaultsSource, withEdgeDefaults } from './edgeDefaults';
import './edges.css';

/** Edge instances of the tenant (or of the customer, for customer users). */
const EdgesPage = observer(function EdgesPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const notify = useService(notificationServiceRef);
  const customerId = auth.authUser?.authority === 'CUSTOMER_USER' ? auth.authUser.customerId : null;
  const isTenantAdmin = auth.authUser?.authority === 'TENANT_ADMIN';
  const [type, setType] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<{ edge: EdgeInfo; reload: () => void } | null>(null);
  const csvImport = useCsvImport('edge', 'edge.import');
  const json = useJsonTransfer<EdgeInfo>(EDGE_JSON);

  const config = useMemo<EntityTableConfig<EdgeInfo>>(() => ({
    entityType: 'EDGE',
    title: 'edge.edge-instances',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => getOwnedPage<EdgeInfo>(http, listPath('edge', customerId), link, { type: type ?? undefined }),
    idOf: (e) => e.id.id,
    nameOf: (e) => e.name,
    deleteEntity: isTenantAdmin ? async (e) => { await http.delete(`/api/edge/${e.id.id}`); } : undefined,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (e) => formatDate(e.createdTime) },
      { key: 'name', title: 'edge.name', value: (e) => e.name },
      { key: 'type', title: 'edge.type', value: (e) => e.type },
      { key: 'label', title: 'edge.label', value: (e) => e.label ?? '' },
      { key: 'customerTitle', title: 'customer.customer', value: (e) => e.customerTitle ?? '' },
    ],
    headerActions: isTenantAdmin ? [csvImport.action, json.importAction] : [],
    rowActions: isTenantAdmin
      ? [
        ...customerActions<EdgeInfo>(http, 'edge', (edge, reload) => setAssigning({ edge, reload })),
        {
          id: 'sync', label: 'edge.sync', icon: Sync,
          onAction: (e) => syncEdge(http, notify, e.id.id, t('edge.sync-queued', { name: e.name })).catch(() => undefined),
        },
        json.exportAction,
      ]
      : [json.exportAction],
    form: {
      addTitle: 'edge.add',
      canAdd: isTenantAdmin,
      isReadOnly: () => !isTenantAdmin,
      definition: {
        fields: [
          { key: 'name', label: 'edge.name', type: 'text', required: true, requiredMessage: 'edge.name-required', maxLength: 255 },
          subtypeField('edge', { label: 'edge.type', half: true }),
          { key: 'label', label: 'edge.label', type: 'text', maxLength: 255, half: true },
          { key: 'cloudEndpoint', label: 'edge.cloud-endpoint', type: 'text', maxLength: 255 },
          copyField({ key: 'routingKey', label: 'edge.edge-key', maxLength: 255, half: true }),
          copyField({ key: 'secret', label: 'edge.edge-secret', maxLength: 255, half: true }),
          { key: 'edgeLicenseKey', label: 'edge.edge-license-key', type: 'text', maxLength: 255 },
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
        ],
      },
      toValues: (e) => ({
        name: e?.name ?? '', type: e?.type ?? 'default', label: e?.label ?? '', cloudEndpoint: e?.cloudEndpoint ?? '',
        routingKey: e?.routingKey ?? '', secret: e?.secret ?? '', edgeLicenseKey: e?.edgeLicenseKey ?? '',
        description: e?.additionalInfo?.description ?? '',
      }),
      save: (values, existing) => {
        const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
        const body = withEdgeDefaults({
          ...withBasics(existing, values),
          cloudEndpoint: text('cloudEndpoint'), routingKey: text('routingKey'), secret: text('secret'),
          edgeLicenseKey: text('edgeLicenseKey') || null,
        }, browserDefaultsSource());
        return savedSubtype('edge', http.post<EdgeInfo>('/api/edge', body));
      },
    },
  }), [http, notify, t, customerId, isTenantAdmin, type, csvImport.action, json]);

  return (
    <div className="tb-page">
      <div className="tb-page-filters">
        <SubtypeSelect kind="edge" value={type} onChange={setType} label={t('edge.type')} />
      </div>
      <EntityTable key={type ?? '\u0000all'} config={config} />
      {csvImport.dialog}
      {assigning && (
        <AssignToCustomerDialog kind="edge" entityId={assigning.edge.id.id} name={assigning.edge.name}
          onClose={(assigned) => {
            if (assigned) assigning.reload();
            setAssigning(null);
          }} />
      )}
    </div>
  );
});
export default EdgesPage;
