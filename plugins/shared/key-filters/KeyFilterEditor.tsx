import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import { TextField } from '@adobe/react-spectrum/TextField';
import { View } from '@adobe/react-spectrum/View';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import {
  constantValueError, defaultSimplePredicate, keyFilterText, newKeyFilter, withKeyType, withValueType,
} from './keyFilters';
import { PredicateEditor } from './PredicateEditor';
import { ScalarInput } from './PredicateValueEditor';
import {
  type DynamicValueSourceType, KEY_FILTER_VALUE_TYPES, type KeyFilter, type KeyFilterKeyType, type KeyFilterPredicate,
  type KeyFilterValueType,
} from './types';
import { usePredicateTextOptions } from './usePredicateTextOptions';

/** Props of {@link KeyFilterEditor}. */
export interface KeyFilterEditorProps {
  value: KeyFilter[];
  onChange(next: KeyFilter[]): void;
  isReadOnly?: boolean;
  /** Key types offered; the first is used for a new filter. CONSTANT keys get a value input. */
  keyTypes: readonly KeyFilterKeyType[];
  /** Dynamic value sources offered (default all four). */
  sourceTypes?: readonly DynamicValueSourceType[];
}

/** Turns the root predicate into a group (keeping it as the first member) or back into its first simple predicate. */
function withPredicateKind(filter: KeyFilter, complex: boolean): KeyFilterPredicate {
  const p = filter.predicate;
  if (complex) return p.type === 'COMPLEX' ? p : { type: 'COMPLEX', operation: 'AND', predicates: [p] };
  if (p.type !== 'COMPLEX') return p;
  return p.predicates.find((c) => c.type !== 'COMPLEX') ?? defaultSimplePredicate(filter.valueType);
}

function KeyFilterRow(props: Omit<KeyFilterEditorProps, 'value' | 'onChange'> & {
  filter: KeyFilter; onChange(next: KeyFilter): void; onRemove(): void;
}) {
  const { t } = useTranslation();
  const textOptions = usePredicateTextOptions();
  const { filter, isReadOnly } = props;
  const nameMissing = !filter.key.key.trim();
  const constantError = constantValueError(filter);
  return (
    <View borderWidth="thin" borderColor="mid" borderRadius="medium" padding="size-150">
      <Flex gap="size-150" wrap alignItems="start">
        {props.keyTypes.length > 1 && (
          <Picker label={t('filter.key-type')} selectedKey={filter.key.type} width="size-2000" isDisabled={isReadOnly}
            onSelectionChange={(k) => props.onChange(withKeyType(filter, k as KeyFilterKeyType))}>
            {props.keyTypes.map((k) => <Item key={k}>{t(`filter.key-types.${k}`)}</Item>)}
          </Picker>
        )}
        <TextField label={t('filter.key-name')} value={filter.key.key} isRequired isReadOnly={isReadOnly} width="size-2400"
          onChange={(key) => props.onChange({ ...filter, key: { ...filter.key, key } })}
          validationState={nameMissing ? 'invalid' : undefined} errorMessage={nameMissing ? t('filter.key-name-required') : undefined} />
        <Picker label={t('filter.value-type')} selectedKey={filter.valueType} width="size-2000" isDisabled={isReadOnly}
          onSelectionChange={(k) => props.onChange(withValueType(filter, k as KeyFilterValueType))}>
          {KEY_FILTER_VALUE_TYPES.map((k) => <Item key={k}>{t(`filter.value-types.${k}`)}</Item>)}
        </Picker>
        {filter.key.type === 'CONSTANT' && (
          <ScalarInput valueType={filter.valueType} value={filter.value} label={t('filter.constant-value')} isReadOnly={isReadOnly}
            errorMessage={constantError ? t(constantError) : null}
            onChange={(value) => props.onChange({ ...filter, value })} />
        )}
        {!isReadOnly && (
          <ActionButton isQuiet aria-label={t('filter.remove-key-filter')} onPress={props.onRemove} alignSelf="end" marginStart="auto">
            <Delete />
          </ActionButton>
        )}
      </Flex>
      <Flex gap="size-150" marginTop="size-150" direction="column">
        <Picker label={t('filter.predicate-kind')} width="size-2000" isDisabled={isReadOnly}
          selectedKey={filter.predicate.type === 'COMPLEX' ? 'COMPLEX' : 'SIMPLE'}
          onSelectionChange={(k) => props.onChange({ ...filter, predicate: withPredicateKind(filter, k === 'COMPLEX') })}>
          <Item key="SIMPLE">{t('filter.simple')}</Item>
          <Item key="COMPLEX">{t('filter.complex')}</Item>
        </Picker>
        <PredicateEditor valueType={filter.valueType} value={filter.predicate} isReadOnly={isReadOnly} sourceTypes={props.sourceTypes}
          onChange={(predicate) => props.onChange({ ...filter, predicate })} />
        {filter.key.key.trim() && (
          <Text UNSAFE_style={{ fontStyle: 'italic' }}>{keyFilterText(filter, textOptions)}</Text>
        )}
      </Flex>
    </View>
  );
}

/**
 * Edits a list of key filters: each a key (type and name), a value type and a simple or nested
 * AND/OR predicate whose values may come from an attribute of the current tenant, customer, user or
 * device. Used by alarm rule conditions and by dashboard entity filters.
 */
export function KeyFilterEditor(props: KeyFilterEditorProps) {
  const { t } = useTranslation();
  const { value } = props;
  const set = (index: number, next: KeyFilter) => props.onChange(value.map((f, i) => (i === index ? next : f)));
  return (
    <Flex direction="column" gap="size-150">
      {value.length === 0 && <Text>{t('filter.no-key-filters')}</Text>}
      {value.map((filter, i) => (
        <KeyFilterRow key={i} filter={filter} keyTypes={props.keyTypes} sourceTypes={props.sourceTypes} isReadOnly={props.isReadOnly}
          onChange={(next) => set(i, next)} onRemove={() => props.onChange(value.filter((_, j) => j !== i))} />
      ))}
      {!props.isReadOnly && (
        <ActionButton alignSelf="start" onPress={() => props.onChange([...value, newKeyFilter(props.keyTypes[0] ?? 'TIME_SERIES')])}>
          <Add /><Text>{t('filter.add-key-filter')}</Text>
        </ActionButton>
      )}
    </Flex>
  );
}
