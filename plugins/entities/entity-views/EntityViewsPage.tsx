import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  authServiceRef, EntityTable, type EntityTableConfig, type EntityId, type EntityOption, httpServiceRef, useService,
} from '@tessera/sdk';
import { type CustomerOwned, formatDate, getOwnedPage, listPath, withBasics } from '../api';
import { AssignToCustomerDialog } from '../AssignToCustomerDialog';
import { customerActions } from '../customerActions';
import { keysOf, keysText } from './keys';

interface EntityView extends CustomerOwned {
  entityId: EntityId;
  keys: { timeseries: string[]; attributes: { cs: string[]; ss: string[]; sh: string[] } };
  startTimeMs: number;
  endTimeMs: number;
}

/** Entity views: a device or asset seen through chosen keys, handed to customers. */
const EntityViewsPage = observer(function EntityViewsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const customerId = auth.authUser?.authority === 'CUSTOMER_USER' ? auth.authUser.customerId : null;
  const isTenantAdmin = auth.authUser?.authority === 'TENANT_ADMIN';
  const [assigning, setAssigning] = useState<{ view: EntityView; reload: () => void } | null>(null);

  const config = useMemo<EntityTableConfig<EntityView>>(() => ({
    entityType: 'ENTITY_VIEW',
    title: 'entity-view.entity-views',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => getOwnedPage<EntityView>(http, listPath('entityView', customerId), link),
    idOf: (v) => v.id.id,
    nameOf: (v) => v.name,
    deleteEntity: isTenantAdmin ? async (v) => { await http.delete(`/api/entityView/${v.id.id}`); } : undefined,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (v) => formatDate(v.createdTime) },
      { key: 'name', title: 'entity-view.name', value: (v) => v.name },
      { key: 'type', title: 'entity-view.type', value: (v) => v.type },
      { key: 'target', title: 'entity-view.target-entity-type', sortProperty: false, value: (v) => t(`entity.type-names.${v.entityId.entityType}`) },
      { key: 'customerTitle', title: 'customer.customer', value: (v) => v.customerTitle ?? '' },
    ],
    rowActions: isTenantAdmin ? customerActions<EntityView>(http, 'entityView', (view, reload) => setAssigning({ view, reload })) : [],
    form: isTenantAdmin ? {
      addTitle: 'entity-view.add',
      definition: {
        fields: [
          { key: 'name', label: 'entity-view.name', type: 'text', required: true, requiredMessage: 'entity-view.name-required', maxLength: 255 },
          {
            key: 'type', label: 'entity-view.type', type: 'text', required: true, requiredMessage: 'entity-view.entity-view-type-required',
            maxLength: 255, maxLengthMessage: 'entity-view.type-max-length', half: true,
          },
          {
            key: 'targetType', label: 'entity-view.target-entity-type', type: 'select', required: true, half: true,
            options: [{ value: 'DEVICE', label: t('entity.type-names.DEVICE') }, { value: 'ASSET', label: t('entity.type-names.ASSET') }],
          },
          { key: 'target', label: 'entity-view.target-entity', type: 'entity', entityTypeFrom: 'targetType', required: true, requiredMessage: 'entity-view.target-entity-required' },
          { key: 'timeseries', label: 'entity-view.timeseries-keys', type: 'text' },
          { key: 'cs', label: 'entity-view.client-attributes', type: 'text', half: true },
          { key: 'sh', label: 'entity-view.shared-attributes', type: 'text', half: true },
          { key: 'ss', label: 'entity-view.server-attributes', type: 'text' },
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
        ],
      },
      toValues: (v) => ({
        name: v?.name ?? '', type: v?.type ?? '', description: v?.additionalInfo?.description ?? '',
        targetType: v?.entityId.entityType ?? 'DEVICE',
        target: v ? ({ id: v.entityId, name: '' } satisfies EntityOption) : null,
        timeseries: keysText(v?.keys.timeseries), cs: keysText(v?.keys.attributes.cs),
        sh: keysText(v?.keys.attributes.sh), ss: keysText(v?.keys.attributes.ss),
      }),
      save: (values, existing) => http.post<EntityView>('/api/entityView', {
        ...withBasics(existing, values),
        entityId: (values.target as EntityOption).id,
        keys: {
          timeseries: keysOf(values.timeseries),
          attributes: { cs: keysOf(values.cs), ss: keysOf(values.ss), sh: keysOf(values.sh) },
        },
        startTimeMs: existing?.startTimeMs ?? 0,
        endTimeMs: existing?.endTimeMs ?? 0,
      }),
    } : undefined,
  }), [http, customerId, isTenantAdmin, t]);

  return (
    <div className="tb-page">
      <EntityTable config={config} />
      {assigning && (
        <AssignToCustomerDialog kind="entityView" entityId={assigning.view.id.id} name={assigning.view.name}
          onClose={(assigned) => {
            if (assigned) assigning.reload();
            setAssigning(null);
          }} />
      )}
    </div>
  );
});
export default EntityViewsPage;
