import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import DeleteIcon from '@spectrum-icons/workflow/Delete';
import { type EntityColumn, type EntityTableConfig } from './types';

export interface EntityRowProps<T> {
  entity: T;
  index: number;
  selected: boolean;
  template: string;
  height: number;
  config: EntityTableConfig<T>;
  columns: EntityColumn<T>[];
  selectable: boolean;
  actionCount: number;
  onToggle(id: string): void;
  onOpen(entity: T): void;
  onDelete(entity: T): void;
  onReload(): void;
}

/**
 * One table row. Memoised and built from light native controls, so scrolling mounts only the
 * rows that come into view and never re-renders the ones already there.
 */
function EntityRowView<T>(p: EntityRowProps<T>) {
  const { t } = useTranslation();
  const id = p.config.idOf(p.entity);
  const name = p.config.nameOf(p.entity);
  return (
    <div
      role="row"
      aria-rowindex={p.index + 2}
      aria-selected={p.selectable ? p.selected : undefined}
      className={p.selected ? 'tb-table-row tb-table-row-selected' : 'tb-table-row'}
      style={{ gridTemplateColumns: p.template, height: p.height }}
      onClick={() => p.onOpen(p.entity)}
    >
      {p.selectable && (
        <div role="cell" className="tb-table-cell" onClick={(e) => e.stopPropagation()}>
          <input
            type="checkbox"
            className="tb-row-checkbox"
            aria-label={t('table.select-row', { name })}
            checked={p.selected}
            onChange={() => p.onToggle(id)}
          />
        </div>
      )}
      {p.columns.map((column) => (
        <div key={column.key} role="cell" className="tb-table-cell tb-table-text">{column.render ? column.render(p.entity) : column.value(p.entity)}</div>
      ))}
      {p.actionCount > 0 && (
        <div role="cell" className="tb-table-cell tb-table-actions" onClick={(e) => e.stopPropagation()}>
          {(p.config.rowActions ?? []).filter((a) => a.isVisible?.(p.entity) ?? true).map((action) => (
            <button
              key={action.id}
              type="button"
              className="tb-icon-button"
              title={t(action.label)}
              aria-label={`${t(action.label)}: ${name}`}
              onClick={() => void action.onAction(p.entity, { reload: p.onReload })}
            >
              <action.icon />
            </button>
          ))}
          {p.config.deleteEntity && (p.config.isDeletable?.(p.entity) ?? true) && (
            <button
              type="button"
              className="tb-icon-button"
              title={t('action.delete')}
              aria-label={`${t('action.delete')}: ${name}`}
              onClick={() => p.onDelete(p.entity)}
            >
              <DeleteIcon />
            </button>
          )}
        </div>
      )}
    </div>
  );
}

export const EntityRow = memo(EntityRowView) as typeof EntityRowView;
