import { useTranslation } from 'react-i18next';
import { ActionButton, Checkbox, Flex, Heading, NumberField, View } from '@adobe/react-spectrum';
import { DirectionPicker } from './DirectionPicker';
import { EntityTypeList } from './EntityTypeList';
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
              validationState={errors.includes('rulenode.max-relation-level-invalid') ? 'invalid' : undefined}
              errorMessage={errors.includes('rulenode.max-relation-level-invalid') ? t('rulenode.max-relation-level-invalid') : undefined}
            />
          </View>
        </Flex>
        <Checkbox isSelected={query.fetchLastLevelOnly} onChange={(fetchLastLevelOnly) => set({ fetchLastLevelOnly })} isDisabled={props.isDisabled}>
          {t('rulenode.fetch-last-level-only')}
        </Checkbox>
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
