import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Text } from '@adobe/react-spectrum/Text';
import { type EntityAlias } from '../model/types';
import { aliasFilterSummary } from './aliasSummary';
import { EntityAliasDialog } from './EntityAliasDialog';
import { DialogTable, SaveCancelDialog, TABLE_CELL } from './SaveCancelDialog';

/** The dashboard's entity aliases: add, edit and delete them, then save the whole set at once. */
export function EntityAliasesDialog(props: { aliases: Record<string, EntityAlias>; onSave(next: Record<string, EntityAlias>): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [aliases, setAliases] = useState(props.aliases);
  // undefined: no alias dialog; null: adding; an alias: editing it.
  const [editing, setEditing] = useState<EntityAlias | null | undefined>(undefined);
  const list = Object.values(aliases);

  const remove = (id: string) => setAliases((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== id)));
  const saveOne = (alias: EntityAlias) => {
    setAliases((current) => ({ ...current, [alias.id]: alias }));
    setEditing(undefined);
  };

  const overlay = (
    <DialogContainer onDismiss={() => setEditing(undefined)}>
      {editing !== undefined && <EntityAliasDialog alias={editing} existing={list} onSave={saveOne} onCancel={() => setEditing(undefined)} />}
    </DialogContainer>
  );
  return (
    <SaveCancelDialog title={t('dashboard.entity-aliases')} canSave onSave={() => props.onSave(aliases)} onCancel={props.onCancel} overlay={overlay}>
      {list.length === 0 ? <Text>{t('dashboard.alias.no-aliases')}</Text> : (
        <DialogTable headers={[t('dashboard.alias.name'), t('dashboard.alias.entity-filter')]} actionsLabel={t('dashboard.alias.actions')}>
          {list.map((alias) => (
            <tr key={alias.id}>
              <td style={TABLE_CELL}>{alias.alias}</td>
              <td style={TABLE_CELL}>{aliasFilterSummary(alias.filter, t)}</td>
              <td style={{ ...TABLE_CELL, whiteSpace: 'nowrap', textAlign: 'right' }}>
                <ActionButton isQuiet aria-label={t('dashboard.alias.edit-named', { alias: alias.alias })} onPress={() => setEditing(alias)}>
                  {t('dashboard.alias.edit')}
                </ActionButton>
                <ActionButton isQuiet aria-label={t('dashboard.alias.delete-named', { alias: alias.alias })} onPress={() => remove(alias.id)}>
                  {t('action.delete')}
                </ActionButton>
              </td>
            </tr>
          ))}
        </DialogTable>
      )}
      <ActionButton alignSelf="start" onPress={() => setEditing(null)}>{t('dashboard.alias.add')}</ActionButton>
    </SaveCancelDialog>
  );
}
