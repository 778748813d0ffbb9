import { Item, TagGroup } from '@adobe/react-spectrum/TagGroup';

/** Strings as removable chips, with a text for the empty list and an optional error. */
export function ChipsField(props: {
  label: string;
  value: string[];
  onChange(value: string[]): void;
  emptyText: string;
  itemLabel?(value: string): string;
  errorMessage?: string;
}) {
  return (
    <TagGroup
      label={props.label}
      items={props.value.map((key) => ({ key }))}
      onRemove={(keys) => props.onChange(props.value.filter((value) => !keys.has(value)))}
      renderEmptyState={() => <span>{props.emptyText}</span>}
      validationState={props.errorMessage ? 'invalid' : undefined}
      errorMessage={props.errorMessage}
    >
      {(item) => <Item key={item.key}>{props.itemLabel ? props.itemLabel(item.key) : item.key}</Item>}
    </TagGroup>
  );
}
