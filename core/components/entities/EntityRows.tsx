import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { TooltipTrigger, Tooltip } from '@adobe/react-spectrum/Tooltip';
import DeleteIcon from '@spectrum-icons/workflow/Delete';
import { type EntityTableStore } from './EntityTableStore';
import { visibleRange } from './pageLink';
import { type EntityColumn, type EntityTableConfig } from './types';

export const ROW_HEIGHT = 48;

const gridTemplate = (columns: EntityColumn<unknown>[], selectable: boolean, actions: number) =>
  [selectable ? '48px' : '', ...columns.map((c) => c.width ?? 'minmax(120px, 1fr)'), actions ? `${actions * 40 + 8}px` : '']
    .filter(Boolean).join(' ');

/**
 * Header and rows of an entity table. Only the rows in view are rendered, so a page of
 * 10,000 rows scrolls smoothly. Every value is rendered as text.
 */
export const EntityRows = observer(function EntityRows<T>(props: {
  config: EntityTableConfig<T>;
  store: EntityTableStore<T>;
  columns: EntityColumn<T>[];
  onOpen(entity: T): void;
  onDelete(entity: T): void;
}) {
  const { t } = useTranslation();
  const { config, store, columns } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 480 });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(() => setScroll((s) => ({ ...s, height: el.clientHeight })));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const selectable = Boolean(config.deleteEntity);
  const actions = [...(config.rowActions ?? [])];
  const actionCount = actions.length + (config.deleteEntity ? 1 : 0);
  const template = gridTemplate(columns as EntityColumn<unknown>[], selectable, actionCount);
  const range = visibleRange(scroll.top, scroll.height, ROW_HEIGHT, store.rows.length);
  const reload = () => void store.load();

  return (
    <div className="tb-table" role="table" aria-label={t(config.title)} aria-rowcount={store.rows.length + 1}>
      <div className="tb-table-row tb-table-head" role="row" style={{ gridTemplateColumns: template }}>
        {selectable && (
          <div role="columnheader" className="tb-table-cell">
            <Checkbox aria-label={t('table.select-all')} isSelected={store.allOnPageSelected} onChange={() => store.toggleAllOnPage()} />
          </div>
        )}
        {columns.map((column) => {
          const property = column.sortProperty === false ? null : column.sortProperty ?? column.key;
          const active = property !== null && store.sortProperty === property;
          const sort = active ? (store.sortOrder === 'ASC' ? 'ascending' : 'descending') : 'none';
          return (
            <div key={column.key} role="columnheader" aria-sort={property ? sort : undefined} className="tb-table-cell">
              {property ? (
                <button type="button" className="tb-sort-button" onClick={() => store.toggleSort(property)}>
                  {t(column.title)}
                  <span aria-hidden="true" className="tb-sort-mark">{active ? (store.sortOrder === 'ASC' ? '▲' : '▼') : ''}</span>
                </button>
              ) : t(column.title)}
            </div>
          );
        })}
        {actionCount > 0 && <div role="columnheader" className="tb-table-cell"><span className="tb-visually-hidden">{t('table.actions')}</span></div>}
      </div>
      <div
        ref={scroller}
        className="tb-table-body"
        onScroll={(event) => setScroll({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })}
      >
        <div style={{ height: range.totalHeight, position: 'relative' }}>
          <div style={{ transform: `translateY(${range.offsetTop}px)` }}>
            {store.rows.slice(range.first, range.last).map((entity, i) => {
              const id = config.idOf(entity);
              return (
                <div
                  key={id}
                  role="row"
                  aria-rowindex={range.first + i + 2}
                  className={store.selected.has(id) ? 'tb-table-row tb-table-row-selected' : 'tb-table-row'}
                  style={{ gridTemplateColumns: template, height: ROW_HEIGHT }}
                  onClick={() => props.onOpen(entity)}
                >
                  {selectable && (
                    <div role="cell" className="tb-table-cell" onClick={(e) => e.stopPropagation()}>
                      <Checkbox aria-label={t('table.select-row', { name: config.nameOf(entity) })} isSelected={store.selected.has(id)} onChange={() => store.toggleSelected(id)} />
                    </div>
                  )}
                  {columns.map((column) => (
                    <div key={column.key} role="cell" className="tb-table-cell tb-table-text">{column.value(entity)}</div>
                  ))}
                  {actionCount > 0 && (
                    <div role="cell" className="tb-table-cell tb-table-actions" onClick={(e) => e.stopPropagation()}>
                      {actions.filter((a) => a.isVisible?.(entity) ?? true).map((action) => (
                        <TooltipTrigger key={action.id} delay={300}>
                          <ActionButton isQuiet aria-label={`${t(action.label)}: ${config.nameOf(entity)}`} onPress={() => void action.onAction(entity, { reload })}>
                            <action.icon />
                          </ActionButton>
                          <Tooltip>{t(action.label)}</Tooltip>
                        </TooltipTrigger>
                      ))}
                      {config.deleteEntity && (config.isDeletable?.(entity) ?? true) && (
                        <ActionButton isQuiet aria-label={`${t('action.delete')}: ${config.nameOf(entity)}`} onPress={() => props.onDelete(entity)}>
                          <DeleteIcon />
                        </ActionButton>
                      )}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
});
