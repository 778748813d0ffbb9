import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, Flex, TextField } from '@adobe/react-spectrum';
import { ChipList } from './ChipList';

/** Adds the entries of `input` (split at commas and semicolons) to `list`, skipping blanks and duplicates. */
export function addKeys(list: readonly string[], input: string): string[] {
  const next = [...list];
  for (const part of input.split(/[,;]/)) {
    const key = part.trim();
    if (key !== '' && !next.includes(key)) next.push(key);
  }
  return next;
}

/** Props of {@link KeyList}. */
export interface KeyListProps {
  label: string;
  value: readonly string[] | null | undefined;
  onChange(next: string[]): void;
  isDisabled?: boolean;
  /** Under the chips, e.g. the template hint. */
  description?: string;
  errorMessage?: string;
  /** The input's accessible label after the list's; 'Add key' by default. */
  inputLabel?: string;
}

/**
 * A list of strings as removable chips; Enter, a comma or a semicolon in the input (or
 * the Add button) adds what was typed (seed 001 §2.4 entity keys list).
 */
export function KeyList(props: KeyListProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const value = props.value ?? [];
  const commit = (input: string) => {
    const next = addKeys(value, input);
    setText('');
    if (next.length !== value.length) props.onChange(next);
  };
  return (
    <ChipList
      label={props.label}
      values={value}
      onRemove={(key) => props.onChange(value.filter((k) => k !== key))}
      isDisabled={props.isDisabled}
      description={props.description}
      errorMessage={props.errorMessage}
    >
      <Flex gap="size-100" alignItems="end">
        <TextField
          aria-label={`${props.label}: ${props.inputLabel ?? t('rulenode.add-key')}`}
          flexGrow={1}
          value={text}
          onChange={(next) => (/[,;]/.test(next) ? commit(next) : setText(next))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(text);
            } else e.continuePropagation();
          }}
          onBlur={() => text.trim() && commit(text)}
        />
        <ActionButton isDisabled={text.trim() === ''} onPress={() => commit(text)}>{t('action.add')}</ActionButton>
      </Flex>
    </ChipList>
  );
}
