import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Switch } from '@adobe/react-spectrum/Switch';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type AliasFilter, type AliasFilterType, type EntityAlias } from '../model/types';
import { ALIAS_FILTER_TYPES, buildAlias, defaultAliasFilter, validateAliasFilter, validateAliasName } from './aliasFilters';
import { AliasFilterFields } from './AliasFilterFields';
import { SaveCancelDialog } from './SaveCancelDialog';

/**
 * Adds or edits one entity alias: its name (unique among `existing`, ignoring case), whether
 * it resolves to several entities, and its filter. Save stays disabled while anything is invalid.
 */
export function EntityAliasDialog(props: { alias: EntityAlias | null; existing: EntityAlias[]; onSave(alias: EntityAlias): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.alias?.alias ?? '');
  const [nameTouched, setNameTouched] = useState(false);
  const [filter, setFilter] = useState<AliasFilter>(props.alias?.filter ?? defaultAliasFilter('singleEntity'));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const nameError = validateAliasName(name, props.existing, props.alias?.id ?? null);
  const filterErrors = validateAliasFilter(filter);
  const valid = !nameError && Object.keys(filterErrors).length === 0;

  const change = (patch: Partial<AliasFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...Object.keys(patch)]));
  };
  const changeType = (type: AliasFilterType) => {
    if (type === filter.type) return;
    setFilter(defaultAliasFilter(type, filter.resolveMultiple));
    setTouched(new Set());
  };
  const save = () => {
    if (valid) props.onSave(buildAlias({ id: props.alias?.id ?? null, alias: name, filter }, props.alias, () => crypto.randomUUID()));
  };

  return (
    <SaveCancelDialog title={t(props.alias ? 'dashboard.alias.edit' : 'dashboard.alias.add')} canSave={valid} onSave={save} onCancel={props.onCancel}>
      <TextField
        label={t('dashboard.alias.name')}
        width="100%"
        isRequired
        autoFocus
        value={name}
        onChange={(value) => {
          setName(value);
          setNameTouched(true);
        }}
        onBlur={() => setNameTouched(true)}
        validationState={nameTouched && nameError ? 'invalid' : undefined}
        errorMessage={nameTouched && nameError ? t(nameError) : undefined}
      />
      <Switch isSelected={!!filter.resolveMultiple} onChange={(resolveMultiple) => setFilter((current) => ({ ...current, resolveMultiple }))}>
        {t('dashboard.alias.resolve-multiple')}
      </Switch>
      <Picker
        label={t('dashboard.alias.filter-type')}
        width="100%"
        isRequired
        selectedKey={filter.type}
        onSelectionChange={(key) => changeType(key as AliasFilterType)}
        items={ALIAS_FILTER_TYPES.map((type) => ({ type }))}
      >
        {(item) => <Item key={item.type}>{t(`dashboard.alias.filter-types.${item.type}`)}</Item>}
      </Picker>
      <AliasFilterFields key={filter.type} filter={filter} errors={filterErrors} touched={touched} onChange={change} />
    </SaveCancelDialog>
  );
}
