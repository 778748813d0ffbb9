import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { type SubtypeKind } from './SubtypeCache';
import { useSubtypes } from './useSubtypes';

// A key no type can have (types are user text), so 'All types' never collides with one.
const ALL = '\u0000all';

/** A list filter by type; the first option is 'All types' (seed 001 section 2.4). */
export function SubtypeSelect(props: { kind: SubtypeKind; value: string | null; onChange(value: string | null): void; label: string }) {
  const { t } = useTranslation();
  const types = useSubtypes(props.kind);
  const items = useMemo(() => [{ key: ALL, label: t('entity.all-subtypes') }, ...types.map((type) => ({ key: type, label: type }))], [types, t]);
  return (
    <Picker
      label={props.label}
      items={items}
      selectedKey={props.value ?? ALL}
      onSelectionChange={(key) => props.onChange(key === ALL || key === null ? null : String(key))}
    >
      {(item) => <Item key={item.key}>{item.label}</Item>}
    </Picker>
  );
}
