import { useTranslation } from 'react-i18next';
import { ActionButton, Item, Menu, MenuTrigger, Text } from '@adobe/react-spectrum';
import { type TableColumn } from './tableTypes';

export interface ColumnMenuProps {
  /** The columns the user may show or hide. */
  columns: readonly TableColumn[];
  hidden: ReadonlySet<string>;
  onChange(hidden: Set<string>): void;
}

/** A menu of checkable column names: unchecking one hides that column. */
export function ColumnMenu({ columns, hidden, onChange }: ColumnMenuProps) {
  const { t } = useTranslation();
  const visible = columns.filter((c) => !hidden.has(c.id)).map((c) => c.id);
  return (
    <MenuTrigger>
      <ActionButton isQuiet aria-label={t('widgets.tables.columns-to-display')}>
        <Text>{t('widgets.tables.columns')}</Text>
      </ActionButton>
      <Menu
        selectionMode="multiple"
        selectedKeys={visible}
        onSelectionChange={(keys) => {
          const shown = keys === 'all' ? new Set(columns.map((c) => c.id)) : new Set([...keys].map(String));
          const next = new Set([...hidden].filter((id) => !columns.some((c) => c.id === id)));
          for (const column of columns) if (!shown.has(column.id)) next.add(column.id);
          onChange(next);
        }}
      >
        {columns.map((column) => <Item key={column.id}>{column.title}</Item>)}
      </Menu>
    </MenuTrigger>
  );
}
