import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { authServiceRef, type EntityId, httpServiceRef, useService } from '@tessera/sdk';
import {
  EntityTable, type FormField, type EntityTableConfig, type EntityOption, savedSubtype, SubtypeSelect,
} from '@tessera/ui';
import { type CustomerOwned, formatDate, getOwnedPage, listPath, withBasics } from '../api';
import { AssignToCustomerDialog } from '../AssignToCustomerDialog';
import { customerActions } from '../customerActions';
import { keysOf } from './keys';
import { KeyListField } from '../../shared/KeyListField';
import { subtypeField } from '../../shared/subtypeField';
import { dateTimeField, timeRangeError } from '../../shared/timeRange';
import { useJsonTransfer } from '../../shared/jsonTransfer';
import { ENTITY_VIEW_JSON } from '../../shared/jsonKinds';

interface EntityView extends CustomerOwned {
  entityId: EntityId;
  keys: { timeseries: string[]; attributes: { cs: string[]; ss: string[]; sh: string[] } };
  startTimeMs: number;
  endTimeMs: number;
}

/** Where the target entity's keys of one kind are listed (telemetry REST, contract §6). */
export function targetKeysUrl(target: unknown, kind: string): string | null {
  const id = (target as EntityOption | null)?.id;
  return id ? `/api/plugins/telemetry/${id.entityType}/${id.id}/keys/${kind}` : null;
}

/** A key list of the form, suggesting the chosen target's keys of `kind`. */
function keyListField(key: string, label: string, kind: string, half = false): FormField {
  return {
    key, label, type: 'custom', half,
    render: (p) => (
      <KeyListField label={p.label} value={Array.isArray(p.value) ? (p.value as string[]) : keysOf(p.value)}
        onChange={p.onChange} isReadOnly={p.isReadOnly} keysUrl={targetKeysUrl(p.values.target, kind)} />
    ),
  };
}

/** Entity views: a device or asset seen through chosen keys, handed to customers. */
const EntityViewsPage = observer(function EntityViewsPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const customerId = auth.authUser?.authority === 'CUSTOMER_USER' ? auth.authUser.customerId : null;
  const isTenantAdmin = auth.authUser?.authority === 'TENANT_ADMIN';
  const json = useJsonTransfer<EntityView>(ENTITY_VIEW_JSON);
  const [type, setType] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<{ view: EntityView; reload: () => void } | null>(null);

  const config = useMemo<EntityTableConfig<EntityView>>(() => ({
    entityType: 'ENTITY_VIEW',
    title: 'entity-view.entity-views',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => getOwnedPage<EntityView>(http, listPath('entityView', customerId), link, { type: type ?? undefined }),
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
    headerActions: isTenantAdmin ? [json.importAction] : [],
    rowActions: [...(isTenantAdmin ? customerActions<EntityView>(http, 'entityView', (view, reload) => setAssigning({ view, reload })) : []), json.exportAction],
    form: {
      addTitle: 'entity-view.add',
      canAdd: isTenantAdmin,
      isReadOnly: () => !isTenantAdmin,
      definition: {
        fields: [
          { key: 'name', label: 'entity-view.name', type: 'text', required: true, requiredMessage: 'entity-view.name-required', maxLength: 255 },
          subtypeField('entityView', { label: 'entity-view.type', half: true }),
          {
            key: 'targetType', label: 'entity-view.target-entity-type', type: 'select', required: true, half: true,
            options: [{ value: 'DEVICE', label: t('entity.type-names.DEVICE') }, { value: 'ASSET', label: t('entity.type-names.ASSET') }],
          },
          { key: 'target', label: 'entity-view.target-entity', type: 'entity', entityTypeFrom: 'targetType', required: true, requiredMessage: 'entity-view.target-entity-required' },
          keyListField('timeseries', 'entity-view.timeseries-keys', 'timeseries'),
          keyListField('cs', 'entity-view.client-attributes', 'attributes/CLIENT_SCOPE', true),
          keyListField('sh', 'entity-view.shared-attributes', 'attributes/SHARED_SCOPE', true),
          keyListField('ss', 'entity-view.server-attributes', 'attributes/SERVER_SCOPE'),
          dateTimeField('startTimeMs', 'entity-view.start-time'),
          dateTimeField('endTimeMs', 'entity-view.end-time', (v, values) => timeRangeError(Number(values.startTimeMs), Number(v))),
          { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
        ],
      },
      toValues: (v) => ({
        name: v?.name ?? '', type: v?.type ?? '', description: v?.additionalInfo?.description ?? '',
        targetType: v?.entityId.entityType ?? 'DEVICE',
        target: v ? ({ id: v.entityId, name: '' } satisfies EntityOption) : null,
        timeseries: v?.keys.timeseries ?? [], cs: v?.keys.attributes.cs ?? [],
        sh: v?.keys.attributes.sh ?? [], ss: v?.keys.attributes.ss ?? [],
        startTimeMs: v?.startTimeMs ?? 0, endTimeMs: v?.endTimeMs ?? 0,
      }),
      save: (values, existing) => savedSubtype('entityView', http.post<EntityView>('/api/entityView', {
        ...withBasics(existing, values),
        entityId: (values.target as EntityOption).id,
        keys: {
          timeseries: keysOf(values.timeseries),
          attributes: { cs: keysOf(values.cs), ss: keysOf(values.ss), sh: keysOf(values.sh) },
        },
        startTimeMs: Number(values.startTimeMs) || 0,
        endTimeMs: Number(values.endTimeMs) || 0,
      })),
    },
  }), [http, customerId, isTenantAdmin, t, type, json]);

  return (
    <div className="tb-page">
      <div className="tb-page-filters">
        <SubtypeSelect kind="entityView" value={type} onChange={setType} label={t('entity-view.type')} />
      </div>
      <EntityTable key={type ?? ''} config={config} />
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
