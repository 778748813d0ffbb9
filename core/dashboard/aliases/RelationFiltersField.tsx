import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Text } from '@adobe/react-spectrum/Text';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type EntityType } from '@tessera/sdk';
import { type AliasFilter } from '../model/types';
import { EntityTypeListField } from './EntityTypeListField';

type RelationFilter = NonNullable<AliasFilter['filters']>[number];

/** The relation filters of a relations query: a relation type and the entity types it may reach. */
export function RelationFiltersField(props: { value: RelationFilter[]; types: EntityType[]; onChange(value: RelationFilter[]): void }) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<RelationFilter>) =>
    props.onChange(props.value.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  return (
    <Flex direction="column" gap="size-100">
      <Text>{t('dashboard.alias.relation-filters')}</Text>
      {props.value.length === 0 && <Text>{t('dashboard.alias.any-relation')}</Text>}
      {props.value.map((filter, index) => (
        // Rows have no identity of their own; position is what the saved list keeps too.
        // eslint-disable-next-line react/no-array-index-key
        <Flex key={index} gap="size-200" alignItems="start" wrap>
          <TextField
            label={t('relation.type')}
            value={filter.relationType ?? ''}
            onChange={(value) => update(index, { relationType: value })}
          />
          <div style={{ flex: '1 1 220px' }}>
            <EntityTypeListField
              label={t('dashboard.alias.entity-types')}
              types={props.types}
              value={filter.entityTypes ?? []}
              onChange={(entityTypes) => update(index, { entityTypes })}
            />
          </div>
          <ActionButton onPress={() => props.onChange(props.value.filter((_, i) => i !== index))}>{t('action.remove')}</ActionButton>
        </Flex>
      ))}
      <ActionButton alignSelf="start" onPress={() => props.onChange([...props.value, { relationType: '', entityTypes: [] }])}>
        {t('dashboard.alias.add-relation-filter')}
      </ActionButton>
    </Flex>
  );
}
