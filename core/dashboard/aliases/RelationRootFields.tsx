import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Flex } from '@adobe/react-spectrum/Flex';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Switch } from '@adobe/react-spectrum/Switch';
import { Text } from '@adobe/react-spectrum/Text';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type AliasFilter } from '../model/types';
import { type FilterErrors } from './aliasFilters';
import { AliasEntityPicker } from './AliasEntityPicker';

export interface FilterFieldsProps {
  filter: AliasFilter;
  errors: FilterErrors;
  /** Errors show only for members the user has edited. */
  touched: ReadonlySet<string>;
  onChange(patch: Partial<AliasFilter>): void;
}

export const shownError = (props: Pick<FilterFieldsProps, 'errors' | 'touched'>, key: string, t: (k: string) => string) =>
  (props.touched.has(key) && props.errors[key] ? t(props.errors[key] as string) : undefined);

/** The state entity parameter name and the entity used when the state has none. */
export function StateEntityFields(props: FilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('dashboard.alias.state-entity-parameter-name')}
        width="100%"
        value={props.filter.stateEntityParamName ?? ''}
        onChange={(value) => props.onChange({ stateEntityParamName: value || null })}
      />
      <Text>{t('dashboard.alias.default-state-entity')}</Text>
      <AliasEntityPicker value={props.filter.defaultStateEntity} withAliasTypes onChange={(value) => props.onChange({ defaultStateEntity: value })} />
    </>
  );
}

/** Where a relation walk starts, which way it goes and how deep: shared by relation and search queries. */
export function RelationRootFields(props: FilterFieldsProps) {
  const { t } = useTranslation();
  const { filter } = props;
  const rootError = shownError(props, 'rootEntity', t);
  return (
    <Flex direction="column" gap="size-100">
      <Switch isSelected={!!filter.rootStateEntity} onChange={(value) => props.onChange({ rootStateEntity: value })}>
        {t('dashboard.alias.root-state-entity')}
      </Switch>
      {filter.rootStateEntity ? <StateEntityFields {...props} /> : (
        <>
          <Text>{t('dashboard.alias.root-entity')}</Text>
          <AliasEntityPicker value={filter.rootEntity} withAliasTypes required onChange={(value) => props.onChange({ rootEntity: value })} />
          {rootError && <Text UNSAFE_style={{ color: 'var(--spectrum-semantic-negative-color-text-small)' }}>{rootError}</Text>}
        </>
      )}
      <Flex gap="size-200" wrap alignItems="end">
        <Picker
          label={t('dashboard.alias.direction')}
          selectedKey={filter.direction ?? 'FROM'}
          onSelectionChange={(key) => props.onChange({ direction: key === 'TO' ? 'TO' : 'FROM' })}
        >
          <Item key="FROM">{t('dashboard.alias.direction-from')}</Item>
          <Item key="TO">{t('dashboard.alias.direction-to')}</Item>
        </Picker>
        <NumberField
          label={t('dashboard.alias.max-relation-level')}
          description={t('dashboard.alias.max-level-hint')}
          minValue={1}
          step={1}
          value={filter.maxLevel ?? Number.NaN}
          onChange={(value) => props.onChange({ maxLevel: Number.isNaN(value) ? undefined : value })}
          validationState={shownError(props, 'maxLevel', t) ? 'invalid' : undefined}
          errorMessage={shownError(props, 'maxLevel', t)}
        />
        <Checkbox isSelected={!!filter.fetchLastLevelOnly} onChange={(value) => props.onChange({ fetchLastLevelOnly: value })}>
          {t('dashboard.alias.last-level-relation')}
        </Checkbox>
      </Flex>
    </Flex>
  );
}
