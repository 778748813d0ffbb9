import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { EntityRow } from './EntityRow';
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

  const selectable = Boolean(config.deleteEntity) || (config.bulkActions?.length ?? 0) > 0;
  const actionCount = (config.rowActions?.length ?? 0) + (config.deleteEntity ? 1 : 0);
  const template = gridTemplate(columns as EntityColumn<unknown>[], selectable, actionCount);
  const range = visibleRange(scroll.top, scroll.height, ROW_HEIGHT, store.rows.length);
  const reload = useCallback(() => void store.load(), [store]);
  const toggle = useCallback((id: string) => store.toggleSelected(id), [store]);

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
        style={{ height: `max(96px, min(${range.totalHeight}px, calc(100vh - 290px)))` }}
        onScroll={(event) => setScroll({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })}
      >
        <div style={{ height: range.totalHeight, position: 'relative' }}>
          <div style={{ transform: `translateY(${range.offsetTop}px)` }}>
            {store.rows.slice(range.first, range.last).map((entity, i) => (
              <EntityRow
                key={config.idOf(entity)}
                entity={entity}
                index={range.first + i}
                selected={store.selected.has(config.idOf(entity))}
                template={template}
                height={ROW_HEIGHT}
                config={config}
                columns={columns}
                selectable={selectable}
                actionCount={actionCount}
                onToggle={toggle}
                onOpen={props.onOpen}
                onDelete={props.onDelete}
                onReload={reload}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
});
