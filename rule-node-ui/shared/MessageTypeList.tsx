import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, ComboBox, Flex, Item } from '@adobe/react-spectrum';
import { ChipList } from './ChipList';
import { MESSAGE_TYPES, messageTypeName, messageTypeOf } from './messageTypes';

/** Props of {@link MessageTypeList}. */
export interface MessageTypeListProps {
  value: readonly string[] | null | undefined;
  onChange(next: string[]): void;
  /** 'Message types' by default. */
  label?: string;
  isDisabled?: boolean;
  errorMessage?: string;
}

const OPTIONS = Object.entries(MESSAGE_TYPES).map(([value, name]) => ({ value, name }));

/**
 * Message types as chips (their display names); the combo box below offers the 22 known
 * types and takes any other text as a custom type (catalogue §2).
 */
export function MessageTypeList(props: MessageTypeListProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const typed = useRef('');
  typed.current = text;
  const value = props.value ?? [];
  const add = (input: string) => {
    const type = messageTypeOf(input);
    typed.current = '';
    setText('');
    if (type && !value.includes(type)) props.onChange([...value, type]);
  };
  const label = props.label ?? t('rulenode.message-types');
  const lower = text.trim().toLowerCase();
  const options = OPTIONS.filter((o) => !value.includes(o.value) && o.name.toLowerCase().includes(lower));
  return (
    <ChipList
      label={label}
      values={value}
      display={messageTypeName}
      onRemove={(type) => props.onChange(value.filter((v) => v !== type))}
      isDisabled={props.isDisabled}
      errorMessage={props.errorMessage}
    >
      <Flex gap="size-100" alignItems="end">
        <ComboBox
          aria-label={`${label}: ${t('rulenode.add-message-type')}`}
          flexGrow={1}
          allowsCustomValue
          menuTrigger="focus"
          items={options}
          inputValue={text}
          onInputChange={setText}
          selectedKey={null}
          onSelectionChange={(key) => key !== null && add(String(key))}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return e.continuePropagation();
            // Enter adds the typed text, unless it picked an option (which already cleared the text).
            e.preventDefault();
            setTimeout(() => add(typed.current), 0);
          }}
        >
          {(item) => <Item key={item.value}>{item.name}</Item>}
        </ComboBox>
        <ActionButton isDisabled={text.trim() === ''} onPress={() => add(text)}>{t('action.add')}</ActionButton>
      </Flex>
    </ChipList>
  );
}
