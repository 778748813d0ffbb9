import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Flex } from '@adobe/react-spectrum/Flex';
import { addTextChips } from '../../components/pickers/entityTypes';
import { SubtypeAutocomplete } from '../../components/pickers/SubtypeAutocomplete';
import { type AliasSubtypeKind } from './aliasFilters';
import { ChipsField } from './ChipsField';

/** Subtypes as removable chips, added from the kind's suggestions or as new text. */
export function SubtypeListField(props: { kind: AliasSubtypeKind; value: string[]; onChange(value: string[]): void; label: string; errorMessage?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    props.onChange(addTextChips(props.value, text));
    setText('');
  };
  return (
    <div>
      <ChipsField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        emptyText={t('dashboard.alias.no-subtypes')}
        errorMessage={props.errorMessage}
      />
      <Flex gap="size-100" alignItems="end">
        <SubtypeAutocomplete kind={props.kind} label={t('dashboard.alias.add-subtype')} value={text} onChange={setText} />
        <ActionButton isDisabled={!text.trim()} onPress={add}>{t('action.add')}</ActionButton>
      </Flex>
    </div>
  );
}
