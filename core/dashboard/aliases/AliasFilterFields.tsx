import { useTranslation } from 'react-i18next';
import { Flex } from '@adobe/react-spectrum/Flex';
import { TextField } from '@adobe/react-spectrum/TextField';
import { authServiceRef, type EntityType, useService } from '@tessera/sdk';
import { EntityTypeSelect } from '../../components/pickers/EntityTypeSelect';
import { SubtypeAutocomplete } from '../../components/pickers/SubtypeAutocomplete';
import { isSearchQueryFilter, isSubtypeFilter, SEARCH_QUERY_FILTERS, SUBTYPE_FILTERS } from './aliasFilters';
import { aliasPickerTypes } from './aliasEntityTypes';
import { AliasEntityPicker } from './AliasEntityPicker';
import { EntityListField } from './EntityListField';
import { RelationFiltersField } from './RelationFiltersField';
import { type FilterFieldsProps, RelationRootFields, shownError, StateEntityFields } from './RelationRootFields';
import { SubtypeListField } from './SubtypeListField';

/** The members of one filter type (ThingsBoard's entity filter form). */
export function AliasFilterFields(props: FilterFieldsProps) {
  const { t } = useTranslation();
  const auth = useService(authServiceRef);
  const types = aliasPickerTypes(auth.authUser?.authority ?? 'TENANT_ADMIN', auth.edgesEnabled, false) as EntityType[];
  const { filter, onChange } = props;
  const { type } = filter;
  const error = (key: string) => shownError(props, key, t);

  if (isSubtypeFilter(type)) {
    const { kind, typeKey, nameKey } = SUBTYPE_FILTERS[type];
    return (
      <Flex direction="column" gap="size-100">
        <SubtypeAutocomplete
          kind={kind}
          label={t(`dashboard.alias.subtype-label.${kind}`)}
          isRequired
          value={String(filter[typeKey] ?? '')}
          onChange={(value) => onChange({ [typeKey]: value })}
          errorMessage={error(typeKey)}
        />
        <TextField
          label={t('dashboard.alias.name-starts-with')}
          width="100%"
          value={String(filter[nameKey] ?? '')}
          onChange={(value) => onChange({ [nameKey]: value })}
        />
      </Flex>
    );
  }
  if (type === 'relationsQuery' || isSearchQueryFilter(type)) {
    return (
      <Flex direction="column" gap="size-200">
        <RelationRootFields {...props} />
        {type === 'relationsQuery' ? (
          <RelationFiltersField types={types} value={filter.filters ?? []} onChange={(filters) => onChange({ filters })} />
        ) : (
          <>
            <TextField label={t('relation.type')} width="100%" value={filter.relationType ?? ''} onChange={(relationType) => onChange({ relationType })} />
            <SubtypeListField
              kind={SEARCH_QUERY_FILTERS[type].kind}
              label={t(`dashboard.alias.subtypes-label.${SEARCH_QUERY_FILTERS[type].kind}`)}
              value={(filter[SEARCH_QUERY_FILTERS[type].typesKey] as string[] | undefined) ?? []}
              onChange={(value) => onChange({ [SEARCH_QUERY_FILTERS[type].typesKey]: value })}
              errorMessage={error(SEARCH_QUERY_FILTERS[type].typesKey)}
            />
          </>
        )}
      </Flex>
    );
  }
  switch (type) {
    case 'singleEntity':
      return <AliasEntityPicker value={filter.singleEntity} withAliasTypes required onChange={(value) => onChange({ singleEntity: value ?? undefined })} />;
    case 'stateEntity':
      return <Flex direction="column" gap="size-100"><StateEntityFields {...props} /></Flex>;
    case 'entityList':
    case 'entityName':
    case 'entityType':
      return (
        <Flex direction="column" gap="size-100">
          <EntityTypeSelect
            types={types}
            value={(filter.entityType as EntityType | undefined) ?? null}
            required
            onChange={(entityType) => onChange(type === 'entityList' ? { entityType, entityList: [] } : { entityType })}
          />
          {type === 'entityList' && filter.entityType && (
            <EntityListField
              key={filter.entityType}
              entityType={filter.entityType as EntityType}
              ids={filter.entityList ?? []}
              onChange={(entityList) => onChange({ entityList })}
            />
          )}
          {type === 'entityName' && (
            <TextField
              label={t('dashboard.alias.name-starts-with')}
              width="100%"
              isRequired
              value={filter.entityNameFilter ?? ''}
              onChange={(entityNameFilter) => onChange({ entityNameFilter })}
              validationState={error('entityNameFilter') ? 'invalid' : undefined}
              errorMessage={error('entityNameFilter')}
            />
          )}
        </Flex>
      );
    default:
      return null;
  }
}
