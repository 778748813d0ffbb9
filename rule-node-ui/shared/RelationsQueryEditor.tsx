import { useTranslation } from 'react-i18next';
import { ActionButton, Flex, Heading, View } from '@adobe/react-spectrum';
import { EntityTypeList } from './EntityTypeList';
import { QueryLevelFields } from './QueryLevelFields';
import { RELATION_ENTITY_TYPES } from './entityTypes';
import { RelationTypeField } from './RelationTypeField';
import { DEFAULT_RELATIONS_QUERY, type RelationFilter, type RelationsQuery, validateRelationsQuery } from './relationsQuery';

/** Props of {@link RelationsQueryEditor}. */
export interface RelationsQueryEditorProps {
  value: RelationsQuery | null | undefined;
  onChange(next: RelationsQuery): void;
  isDisabled?: boolean;
  /** 'Relations query' by default. */
  label?: string;
}

/**
 * A relations query: direction, max relation level, fetch last level only, and a list of
 * filters (relation type + entity types), showing its own errors.
 */
export function RelationsQueryEditor(props: RelationsQueryEditorProps) {
  const { t } = useTranslation();
  const query = { ...DEFAULT_RELATIONS_QUERY, ...(props.value ?? {}) };
  const errors = validateRelationsQuery(query);
  const set = (patch: Partial<RelationsQuery>) => props.onChange({ ...query, ...patch });
  const setFilter = (index: number, patch: Partial<RelationFilter>) =>
    set({ filters: query.filters.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
  return (
    <View borderWidth="thin" borderColor="default" borderRadius="medium" padding="size-150" width="100%">
      <Heading level={4} margin={0} marginBottom="size-100">{props.label ?? t('rulenode.relations-query')}</Heading>
      <Flex direction="column" gap="size-100">
        <QueryLevelFields
          value={query}
          onChange={set}
          levelError={errors.includes('rulenode.max-relation-level-invalid') ? t('rulenode.max-relation-level-invalid') : undefined}
          isDisabled={props.isDisabled}
        />
        <Heading level={5} margin={0}>{t('rulenode.relation-filters')}</Heading>
        {query.filters.map((filter, index) => (
          <Flex key={index} gap="size-150" alignItems="start" wrap>
            <View flexGrow={1} flexBasis="size-2000">
              <RelationTypeField
                value={filter.relationType}
                onChange={(relationType) => setFilter(index, { relationType })}
                isDisabled={props.isDisabled}
                isRequired
                errorMessage={filled(filter.relationType) ? undefined : t('rulenode.relation-type-required')}
              />
            </View>
            <View flexGrow={2} flexBasis="size-3000">
              <EntityTypeList
                label={t('rulenode.entity-types')}
                value={filter.entityTypes}
                types={RELATION_ENTITY_TYPES}
                onChange={(entityTypes) => setFilter(index, { entityTypes })}
                isDisabled={props.isDisabled}
                description={t('rulenode.any-entity-type')}
              />
            </View>
            {!props.isDisabled && (
              <ActionButton marginTop="size-300" onPress={() => set({ filters: query.filters.filter((_, i) => i !== index) })}>
                {t('action.remove')}
              </ActionButton>
            )}
          </Flex>
        ))}
        {!props.isDisabled && (
          <ActionButton alignSelf="start" onPress={() => set({ filters: [...query.filters, { relationType: 'Contains', entityTypes: [] }] })}>
            {t('rulenode.add-relation-filter')}
          </ActionButton>
        )}
      </Flex>
    </View>
  );
}

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
