import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { authServiceRef, httpServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig, savedSubtype, SubtypeSelect } from '@tessera/ui';
import { type CustomerOwned, formatDate, getOwnedPage, listPath, withBasics } from '../api';
import { AssignToCustomerDialog } from '../AssignToCustomerDialog';
import { customerActions } from '../customerActions';
import { subtypeField } from '../../shared/subtypeField';
import { useCsvImport } from '../../shared/import/useCsvImport';
import { useJsonTransfer } from '../../shared/jsonTransfer';
import { ASSET_JSON } from '../../shared/jsonKinds';

/** Assets of the tenant (or of the customer, for customer users). */
const AssetsPage = observer(function AssetsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const customerId = auth.authUser?.authority === 'CUSTOMER_USER' ? auth.authUser.customerId : null;
  const isTenantAdmin = auth.authUser?.authority === 'TENANT_ADMIN';
  const [type, setType] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<{ asset: CustomerOwned; reload: () => void } | null>(null);
  const csvImport = useCsvImport('asset', 'asset.import');
  const json = useJsonTransfer<CustomerOwned>(ASSET_JSON);

  const config = useMemo<EntityTableConfig<CustomerOwned>>(() => ({
    entityType: 'ASSET',
    title: 'asset.assets',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => getOwnedPage<CustomerOwned>(http, listPath('asset', customerId), link, { type: type ?? undefined }),
    idOf: (a) => a.id.id,
    nameOf: (a) => a.name,
    deleteEntity: isTenantAdmin ? async (a) => { await http.delete(`/api/asset/${a.id.id}`); } : undefined,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (a) => formatDate(a.createdTime) },
      { key: 'name', title: 'asset.name', value: (a) => a.name },
      { key: 'type', title: 'asset.type', value: (a) => a.type },
      { key: 'label', title: 'asset.label', value: (a) => a.label ?? '' },
      { key: 'customerTitle', title: 'customer.customer', value: (a) => a.customerTitle ?? '' },
    ],
    headerActions: isTenantAdmin ? [csvImport.action, json.importAction] : [],
    rowActions: [...(isTenantAdmin ? customerActions<CustomerOwned>(http, 'asset', (asset, reload) => setAssigning({ asset, reload })) : []), json.exportAction],
    form: {
      addTitle: 'asset.add',
      canAdd: isTenantAdmin,
      isReadOnly: () => !isTenantAdmin,
      definition: {
        fields: [
          { key: 'name', label: 'asset.name', type: 'text', required: true, requiredMessage: 'asset.name-required', maxLength: 255 },
          subtypeField('asset', { label: 'asset.type', half: true }),
          { key: 'label', label: 'asset.label', type: 'text', maxLength: 255, half: true },
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
        ],
      },
      toValues: (a) => ({ name: a?.name ?? '', type: a?.type ?? '', label: a?.label ?? '', description: a?.additionalInfo?.description ?? '' }),
      save: (values, existing) => savedSubtype('asset', http.post<CustomerOwned>('/api/asset', withBasics(existing, values))),
    },
  }), [http, customerId, isTenantAdmin, type, csvImport.action, json]);

  return (
    <div className="tb-page">
      <div className="tb-page-filters">
        <SubtypeSelect kind="asset" value={type} onChange={setType} label={t('asset.type')} />
      </div>
      <EntityTable key={type ?? ''} config={config} />
      {csvImport.dialog}
      {assigning && (
        <AssignToCustomerDialog kind="asset" entityId={assigning.asset.id.id} name={assigning.asset.name}
          onClose={(assigned) => {
            if (assigned) assigning.reload();
            setAssigning(null);
          }} />
      )}
    </div>
  );
});
export default AssetsPage;
