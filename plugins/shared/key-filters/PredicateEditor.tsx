import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import { View } from '@adobe/react-spectrum/View';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { defaultComplexPredicate, defaultSimplePredicate, predicateError } from './keyFilters';
import { PredicateValueEditor } from './PredicateValueEditor';
import { ErrorText } from './ErrorText';
import {
  BOOLEAN_OPERATIONS, COMPLEX_OPERATIONS, type ComplexFilterPredicate, type DynamicValueSourceType, type KeyFilterPredicate,
  type KeyFilterValueType, NUMERIC_OPERATIONS, type SimpleKeyFilterPredicate, STRING_OPERATIONS,
} from './types';

export interface PredicateEditorProps {
  valueType: KeyFilterValueType;
  value: KeyFilterPredicate;
  onChange(next: KeyFilterPredicate): void;
  /** Shown as a remove button when the predicate sits inside a group. */
  onRemove?(): void;
  isReadOnly?: boolean;
  sourceTypes?: readonly DynamicValueSourceType[];
}

const OPERATIONS: Record<SimpleKeyFilterPredicate['type'], readonly string[]> = {
  STRING: STRING_OPERATIONS, NUMERIC: NUMERIC_OPERATIONS, BOOLEAN: BOOLEAN_OPERATIONS,
};

function RemoveButton(props: { onRemove?(): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  if (!props.onRemove || props.isReadOnly) return null;
  return (
    <ActionButton isQuiet aria-label={t('filter.remove-predicate')} onPress={props.onRemove} alignSelf="end">
      <Delete />
    </ActionButton>
  );
}

function SimplePredicateEditor(props: PredicateEditorProps & { value: SimpleKeyFilterPredicate }) {
  const { t } = useTranslation();
  const p = props.value;
  const error = predicateError(p);
  return (
    <Flex gap="size-150" wrap alignItems="start">
      <Picker label={t('filter.operation-label')} selectedKey={p.operation} width="size-2000" isDisabled={props.isReadOnly}
        onSelectionChange={(k) => props.onChange({ ...p, operation: String(k) } as SimpleKeyFilterPredicate)}>
        {OPERATIONS[p.type].map((op) => <Item key={op}>{t(`filter.operation.${op}`)}</Item>)}
      </Picker>
      <PredicateValueEditor valueType={props.valueType} value={p.value as never} isReadOnly={props.isReadOnly}
        sourceTypes={props.sourceTypes} valueError={error === 'filter.value-required' ? error : null}
        onChange={(value) => props.onChange({ ...p, value } as SimpleKeyFilterPredicate)} />
      {p.type === 'STRING' && (
        <Checkbox isSelected={p.ignoreCase} isReadOnly={props.isReadOnly} alignSelf="end"
          onChange={(ignoreCase) => props.onChange({ ...p, ignoreCase })}>
          {t('filter.ignore-case')}
        </Checkbox>
      )}
      <RemoveButton onRemove={props.onRemove} isReadOnly={props.isReadOnly} />
    </Flex>
  );
}

function ComplexPredicateEditor(props: PredicateEditorProps & { value: ComplexFilterPredicate }) {
  const { t } = useTranslation();
  const p = props.value;
  const setChild = (index: number, next: KeyFilterPredicate) =>
    props.onChange({ ...p, predicates: p.predicates.map((c, i) => (i === index ? next : c)) });
  const add = (child: KeyFilterPredicate) => props.onChange({ ...p, predicates: [...p.predicates, child] });
  return (
    <View borderStartWidth="thick" borderStartColor="informative" paddingStart="size-200" paddingY="size-50">
      <Flex gap="size-150" alignItems="end">
        <Picker label={t('filter.complex-operation')} selectedKey={p.operation} width="size-1600" isDisabled={props.isReadOnly}
          onSelectionChange={(k) => props.onChange({ ...p, operation: k as ComplexFilterPredicate['operation'] })}>
          {COMPLEX_OPERATIONS.map((op) => <Item key={op}>{t(`filter.operation.${op}`)}</Item>)}
        </Picker>
        <RemoveButton onRemove={props.onRemove} isReadOnly={props.isReadOnly} />
      </Flex>
      <Flex direction="column" gap="size-150" marginTop="size-100">
        {p.predicates.length === 0 && (
          <ErrorText>{t('filter.predicates-required')}</ErrorText>
        )}
        {p.predicates.map((child, i) => (
          <PredicateEditor key={i} valueType={props.valueType} value={child} isReadOnly={props.isReadOnly}
            sourceTypes={props.sourceTypes} onChange={(next) => setChild(i, next)}
            onRemove={() => props.onChange({ ...p, predicates: p.predicates.filter((_, j) => j !== i) })} />
        ))}
      </Flex>
      {!props.isReadOnly && (
        <Flex gap="size-100" marginTop="size-100">
          <ActionButton onPress={() => add(defaultSimplePredicate(props.valueType))}>
            <Add /><Text>{t('filter.add-predicate')}</Text>
          </ActionButton>
          <ActionButton onPress={() => add(defaultComplexPredicate(props.valueType))}>
            <Add /><Text>{t('filter.add-complex-predicate')}</Text>
          </ActionButton>
        </Flex>
      )}
    </View>
  );
}

/** A simple predicate (operation and value) or an AND/OR group of predicates, nesting without limit. */
export function PredicateEditor(props: PredicateEditorProps) {
  return props.value.type === 'COMPLEX'
    ? <ComplexPredicateEditor {...props} value={props.value} />
    : <SimplePredicateEditor {...props} value={props.value} />;
}
