import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, NumberField, View } from '@adobe/react-spectrum';
import { DirectionPicker, FieldGroup, KeyList, RelationTypeField } from '../shared';
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
      <Flex gap="size-150" wrap>
        <View flexGrow={1} flexBasis="size-2000"><DirectionPicker value={query.direction} onChange={(direction) => set({ direction })} isDisabled={props.isDisabled} /></View>
        <View flexGrow={1} flexBasis="size-2000">
          <NumberField
            label={t('rulenode.max-relation-level')}
            width="100%"
            minValue={1}
            step={1}
            value={query.maxLevel}
            onChange={(maxLevel) => set({ maxLevel: Number.isNaN(maxLevel) ? 0 : maxLevel })}
            isDisabled={props.isDisabled}
            validationState={message('rulenode.max-relation-level-invalid') ? 'invalid' : undefined}
            errorMessage={message('rulenode.max-relation-level-invalid')}
          />
        </View>
      </Flex>
      <Checkbox isSelected={query.fetchLastLevelOnly} onChange={(fetchLastLevelOnly) => set({ fetchLastLevelOnly })} isDisabled={props.isDisabled}>
        {t('rulenode.fetch-last-level-only')}
      </Checkbox>
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
