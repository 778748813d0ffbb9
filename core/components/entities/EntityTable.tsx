import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Menu } from '@adobe/react-spectrum/Menu';
import { MenuTrigger } from '@adobe/react-spectrum/MenuTrigger';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import Refresh from '@spectrum-icons/workflow/Refresh';
import ViewColumn from '@spectrum-icons/workflow/ViewColumn';
import { pageSearchServiceRef, useService } from '@tessera/sdk';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { EntityDetailsDrawer } from './EntityDetailsDrawer';
import { EntityFormDialog } from './EntityFormDialog';
import { EntityRows } from './EntityRows';
import { EntityTableStore } from './EntityTableStore';
import { TablePagination } from './TablePagination';
import { type EntityTableConfig } from './types';
import './entityTable.css';

/**
 * A paged, sortable, searchable table of entities with selection, bulk delete, row
 * actions, column visibility, a details drawer with tabs, and create/edit dialogs.
 *
 * @example
 * <EntityTable config={customersTableConfig(http)} />
 */
export const EntityTable = observer(function EntityTable<T>({ config }: { config: EntityTableConfig<T> }) {
  const { t } = useTranslation();
  const search = useService(pageSearchServiceRef);
  const [store] = useState(() => new EntityTableStore<T>(config, search));
  const [deleting, setDeleting] = useState<T[] | null>(null);
  const [editing, setEditing] = useState<{ entity: T | null } | null>(null);
  const [open, setOpen] = useState<T | null>(null);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  useEffect(() => {
    for (const column of config.columns) if (column.hiddenByDefault) store.toggleColumn(column.key);
  }, [config, store]);

  const columns = useMemo(() => config.columns, [config]);
  const shown = columns.filter((c) => !store.hiddenColumns.has(c.key));
  const selection = store.selectedRows;

  return (
    <section className="tb-entity-table" aria-label={t(config.title)}>
      <header className="tb-table-toolbar">
        {selection.length > 0 ? (
          <>
            <span className="tb-table-title">{t('table.selected', { count: selection.length })}</span>
            <span className="tb-toolbar-spacer" />
            {config.bulkActions?.map((action) => (
              <ActionButton key={action.id} onPress={() => {
                const done = () => { store.clearSelection(); void store.load(); };
                void Promise.resolve(action.onAction(selection, { reload: done })).catch(() => undefined);
              }}>
                <action.icon />
                <Text>{t(action.label)}</Text>
              </ActionButton>
            ))}
            {config.deleteEntity && (
              <ActionButton onPress={() => setDeleting(selection)}>
                <Delete />
                <Text>{t('table.delete-selected')}</Text>
              </ActionButton>
            )}
          </>
        ) : (
          <>
            <h1 className="tb-table-title">
              {t(config.title)} <span className="tb-table-count">({store.totalElements})</span>
            </h1>
            {store.textSearch && <span className="tb-table-search-note">{t('table.search-for', { text: store.textSearch })}</span>}
            <span className="tb-toolbar-spacer" />
            <MenuTrigger closeOnSelect={false}>
              <ActionButton isQuiet aria-label={t('table.columns')}><ViewColumn /></ActionButton>
              <Menu
                selectionMode="multiple"
                selectedKeys={shown.map((c) => c.key)}
                onAction={(key) => store.toggleColumn(String(key))}
              >
                {columns.map((c) => <Item key={c.key}>{t(c.title)}</Item>)}
              </Menu>
            </MenuTrigger>
            <ActionButton isQuiet aria-label={t('action.refresh')} onPress={() => void store.load()}><Refresh /></ActionButton>
            {config.headerActions?.map((action) => (
              <ActionButton key={action.id} onPress={() => action.onAction({ reload: () => void store.load() })}>
                <action.icon />
                <Text>{t(action.label)}</Text>
              </ActionButton>
            ))}
            {config.form && config.form.canAdd !== false && (
              <ActionButton onPress={() => setEditing({ entity: null })}>
                <Add />
                <Text>{t(config.form.addTitle)}</Text>
              </ActionButton>
            )}
          </>
        )}
      </header>
      <div className="tb-table-progress">{store.loading && <ProgressBar aria-label={t('common.loading')} isIndeterminate size="S" width="100%" />}</div>
      {store.error ? (
        <div className="tb-table-state" role="alert">
          <p>{t('table.load-failed')}: {store.error.message}</p>
          <ActionButton onPress={() => void store.load()}>{t('action.retry')}</ActionButton>
        </div>
      ) : store.rows.length === 0 && !store.loading ? (
        <div className="tb-table-state">
          <p>{store.textSearch ? t('table.no-match', { text: store.textSearch }) : t('table.empty')}</p>
        </div>
      ) : (
        <EntityRows config={config} store={store} columns={shown} onOpen={(entity: T) => (config.onRowOpen ? config.onRowOpen(entity) : setOpen(() => entity))} onDelete={(entity: T) => setDeleting([entity])} />
      )}
      <TablePagination store={store as EntityTableStore<unknown>} />

      <ConfirmDialog
        target={deleting}
        texts={(targets) => ({
          title: targets.length === 1 ? t('table.delete-title', { name: config.nameOf(targets[0]) }) : t('table.delete-many-title', { count: targets.length }),
          message: t('table.delete-text'),
        })}
        onConfirm={(targets) => {
          if (open && targets.includes(open)) setOpen(null);
          void store.deleteEntities(targets).catch(() => undefined);
        }}
        onClose={() => setDeleting(null)}
      />
      {editing && config.form && (
        <EntityFormDialog
          form={config.form}
          entity={editing.entity}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void store.load();
          }}
        />
      )}
      {open && (
        <EntityDetailsDrawer
          config={config}
          entity={open}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(() => saved);
            void store.load();
          }}
        />
      )}
    </section>
  );
});
