import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Item, TagGroup, Text } from '@adobe/react-spectrum';

/** Props of {@link ChipList}. */
export interface ChipListProps {
  label: string;
  /** The chips, by value. */
  values: readonly string[];
  /** How a value shows; the value itself by default. */
  display?(value: string): string;
  onRemove(value: string): void;
  isDisabled?: boolean;
  /** Help under the adding input. */
  description?: string;
  errorMessage?: string;
  /** The input that adds chips, drawn under them. */
  children?: ReactNode;
}

/** Removable chips (a Spectrum TagGroup) with an input that adds more below them. */
export function ChipList(props: ChipListProps) {
  const { t } = useTranslation();
  const items = props.values.map((value) => ({ value, name: props.display ? props.display(value) : value }));
  return (
    <Flex direction="column" gap="size-50" width="100%">
      <TagGroup
        label={props.label}
        items={items}
        onRemove={props.isDisabled ? undefined : (keys) => keys.forEach((key) => props.onRemove(String(key)))}
        renderEmptyState={() => <Text UNSAFE_style={{ opacity: 0.7 }}>{t('rulenode.no-items')}</Text>}
        errorMessage={props.errorMessage}
        validationState={props.errorMessage ? 'invalid' : undefined}
      >
        {(item) => <Item key={item.value} textValue={item.name}>{item.name}</Item>}
      </TagGroup>
      {!props.isDisabled && props.children}
      {props.description && <Text UNSAFE_style={{ fontSize: 12, opacity: 0.8 }}>{props.description}</Text>}
    </Flex>
  );
}
