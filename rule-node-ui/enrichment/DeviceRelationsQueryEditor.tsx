import { useTranslation } from 'react-i18next';
import { FieldGroup, KeyList, QueryLevelFields, RelationTypeField } from '../shared';
import { DEFAULT_DEVICE_RELATIONS_QUERY, type DeviceRelationsQuery, validateDeviceRelationsQuery } from './deviceRelationsQuery';

/** Direction, max level, relation type and device types of the related device search, with its own errors. */
export function DeviceRelationsQueryEditor(props: { value: DeviceRelationsQuery | null | undefined; onChange(next: DeviceRelationsQuery): void; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const query = { ...DEFAULT_DEVICE_RELATIONS_QUERY, ...(props.value ?? {}) };
  const errors = validateDeviceRelationsQuery(query);
  const message = (key: string) => (errors.includes(key) ? t(key) : undefined);
  const set = (patch: Partial<DeviceRelationsQuery>) => props.onChange({ ...query, ...patch });
  return (
    <FieldGroup title={t('rulenode.device-relations-query')}>
      <QueryLevelFields value={query} onChange={set} levelError={message('rulenode.max-relation-level-invalid')} isDisabled={props.isDisabled} />
      <RelationTypeField
        value={query.relationType}
        onChange={(relationType) => set({ relationType })}
        isDisabled={props.isDisabled}
        isRequired
        errorMessage={message('rulenode.relation-type-required')}
      />
      <KeyList
        label={t('rulenode.device-types')}
        inputLabel={t('rulenode.add-device-type')}
        value={query.deviceTypes}
        onChange={(deviceTypes) => set({ deviceTypes })}
        isDisabled={props.isDisabled}
        errorMessage={message('rulenode.device-types-required')}
      />
    </FieldGroup>
  );
}
