import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Text } from '@adobe/react-spectrum/Text';
import Delete from '@spectrum-icons/workflow/Delete';

/** Keys ticked in a telemetry table, for deleting several at once. */
export interface KeySelection {
  selected: ReadonlySet<string>;
  toggle(key: string): void;
  clear(): void;
}

/** Selection state of a key table. */
export function useKeySelection(): KeySelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((key: string) => setSelected((s) => {
    const next = new Set(s);
    if (!next.delete(key)) next.add(key);
    return next;
  }), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear };
}

/** The header cell above the checkboxes (named for screen readers only). */
export function SelectHeaderCell() {
  const { t } = useTranslation();
  return <th className="tb-telemetry-check"><span className="tb-visually-hidden">{t('attribute.select')}</span></th>;
}

/** The checkbox cell of one key's row. */
export function SelectKeyCell({ name, selection }: { name: string; selection: KeySelection }) {
  const { t } = useTranslation();
  return (
    <td className="tb-telemetry-check">
      <input type="checkbox" aria-label={`${t('attribute.select')}: ${name}`} checked={selection.selected.has(name)} onChange={() => selection.toggle(name)} />
    </td>
  );
}

/** 'Delete selected (n)', disabled while nothing is ticked. */
export function DeleteSelectedButton({ selection, onPress }: { selection: KeySelection; onPress(keys: string[]): void }) {
  const { t } = useTranslation();
  return (
    <ActionButton isDisabled={selection.selected.size === 0} onPress={() => onPress([...selection.selected])}>
      <Delete /><Text>{t('attribute.delete-selected', { count: selection.selected.size })}</Text>
    </ActionButton>
  );
}
