import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, Flex, Text, TextField, View } from '@adobe/react-spectrum';
import { mapOf, type MapRow, rowsOf } from './keyValueMap';

/** Props of {@link KeyValueMapEditor}. */
export interface KeyValueMapEditorProps {
  label: string;
  value: Record<string, string> | null | undefined;
  onChange(next: Record<string, string>): void;
  keyLabel: string;
  valueLabel: string;
  isDisabled?: boolean;
  /** Shown under the rows, e.g. 'At least one mapping is required'. */
  errorMessage?: string;
  description?: string;
}

const same = (a: Record<string, string>, b: Record<string, string> | null | undefined) => JSON.stringify(a) === JSON.stringify(b ?? {});

/**
 * A key → value mapping as rows of two text fields with a remove button each, an Add
 * button and a no-data text (seed 001 §2.5). A blank key or value and a repeated key are
 * marked on their row.
 */
export function KeyValueMapEditor(props: KeyValueMapEditorProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<MapRow[]>(() => rowsOf(props.value));
  // Rows follow the value when it changes from outside (another editor, a revert).
  const emitted = useRef(mapOf(rows));
  useEffect(() => {
    if (!same(emitted.current, props.value)) {
      emitted.current = { ...(props.value ?? {}) };
      setRows(rowsOf(props.value));
    }
  }, [props.value]);
  const change = (next: MapRow[]) => {
    setRows(next);
    emitted.current = mapOf(next);
    props.onChange(emitted.current);
  };
  const setRow = (index: number, patch: Partial<MapRow>) => change(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const rowError = (row: MapRow, index: number) => {
    if (row.key.trim() === '' || row.value.trim() === '') return t('rulenode.map-key-value-required');
    if (rows.findIndex((r) => r.key === row.key) !== index) return t('rulenode.map-key-duplicate');
    return undefined;
  };
  return (
    <View width="100%">
      <Text UNSAFE_style={{ fontSize: 12, opacity: 0.85 }}>{props.label}</Text>
      <Flex direction="column" gap="size-50" marginTop="size-50">
        {rows.length === 0 && <Text UNSAFE_style={{ opacity: 0.7 }}>{t('rulenode.no-map-entries')}</Text>}
        {rows.length > 0 && (
          <Flex gap="size-100" UNSAFE_style={{ fontSize: 12, fontWeight: 600 }}>
            <View flex={1}>{props.keyLabel}</View>
            <View flex={1}>{props.valueLabel}</View>
            {!props.isDisabled && <View width="size-400" />}
          </Flex>
        )}
        {rows.map((row, index) => {
          const error = rowError(row, index);
          return (
            <Flex key={index} gap="size-100" alignItems="start">
              <TextField
                aria-label={props.keyLabel}
                flex={1}
                minWidth={0}
                value={row.key}
                onChange={(key) => setRow(index, { key })}
                isDisabled={props.isDisabled}
                validationState={error && (row.key.trim() === '' || error === t('rulenode.map-key-duplicate')) ? 'invalid' : undefined}
                errorMessage={error}
              />
              <TextField
                aria-label={props.valueLabel}
                flex={1}
                minWidth={0}
                value={row.value}
                onChange={(value) => setRow(index, { value })}
                isDisabled={props.isDisabled}
                validationState={row.value.trim() === '' ? 'invalid' : undefined}
              />
              {!props.isDisabled && (
                <ActionButton aria-label={t('action.remove')} onPress={() => change(rows.filter((_, i) => i !== index))}>✕</ActionButton>
              )}
            </Flex>
          );
        })}
        {props.errorMessage && <Text UNSAFE_style={{ color: 'var(--spectrum-semantic-negative-color-text-small, #d7373f)', fontSize: 12 }}>{props.errorMessage}</Text>}
        {props.description && <Text UNSAFE_style={{ fontSize: 12, opacity: 0.7 }}>{props.description}</Text>}
        {!props.isDisabled && (
          <ActionButton alignSelf="start" onPress={() => change([...rows, { key: '', value: '' }])}>{t('rulenode.add-map-entry')}</ActionButton>
        )}
      </Flex>
    </View>
  );
}
