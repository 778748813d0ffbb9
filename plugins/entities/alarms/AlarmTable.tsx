import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type EntityTableStore } from '@tessera/ui';
import { alarmTime, originatorText } from './alarmText';
import { SeverityChip } from './SeverityChip';
import { type AlarmInfo } from './types';

interface Column {
  key: string;
  title: string;
  /** Server sort property, or null when the list cannot sort by it. */
  sort: string | null;
}

/** The alarm list sorts by these (contract §1.2); not by originator. */
const COLUMNS: Column[] = [
  { key: 'createdTime', title: 'alarm.created-time', sort: 'createdTime' },
  { key: 'originator', title: 'alarm.originator', sort: null },
  { key: 'type', title: 'alarm.type', sort: 'type' },
  { key: 'severity', title: 'alarm.severity-title', sort: 'severity' },
  { key: 'status', title: 'alarm.status-title', sort: 'status' },
];

/**
 * One page of alarms: sortable headers, a checkbox per row when the user may change alarms,
 * and a row that opens the alarm (click or Enter). Every value is rendered as text.
 */
export const AlarmTable = observer(function AlarmTable(props: {
  table: EntityTableStore<AlarmInfo>;
  selectable: boolean;
  tsOffset: number;
  onOpen(alarm: AlarmInfo): void;
}) {
  const { t } = useTranslation();
  const { table } = props;
  return (
    <div className="tb-alarms-scroll">
      <table className="tb-simple-table tb-alarms-table" aria-label={t('alarm.alarms')}>
        <thead>
          <tr>
            {props.selectable && (
              <th className="tb-alarms-check">
                <input type="checkbox" aria-label={t('table.select-all')} checked={table.allOnPageSelected} onChange={() => table.toggleAllOnPage()} />
              </th>
            )}
            {COLUMNS.map((column) => {
              const active = column.sort !== null && table.sortProperty === column.sort;
              const sort = active ? (table.sortOrder === 'ASC' ? 'ascending' : 'descending') : 'none';
              return (
                <th key={column.key} aria-sort={column.sort ? sort : undefined} className={`tb-alarms-${column.key}`}>
                  {column.sort ? (
                    <button type="button" className="tb-sort-button" onClick={() => table.toggleSort(column.sort!)}>
                      {t(column.title)}
                      <span aria-hidden="true" className="tb-sort-mark">{active ? (table.sortOrder === 'ASC' ? '▲' : '▼') : ''}</span>
                    </button>
                  ) : t(column.title)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((alarm) => {
            const id = alarm.id.id;
            const selected = table.selected.has(id);
            return (
              <tr key={id} tabIndex={0} className={selected ? 'tb-alarms-row tb-alarms-row-selected' : 'tb-alarms-row'}
                onClick={() => props.onOpen(alarm)}
                onKeyDown={(event) => { if (event.key === 'Enter' && event.target === event.currentTarget) props.onOpen(alarm); }}>
                {props.selectable && (
                  <td className="tb-alarms-check" onClick={(event) => event.stopPropagation()}>
                    <input type="checkbox" aria-label={t('table.select-row', { name: alarm.type })} checked={selected} onChange={() => table.toggleSelected(id)} />
                  </td>
                )}
                <td className="tb-alarms-createdTime">{alarmTime(alarm.createdTime, props.tsOffset)}</td>
                <td>{originatorText(alarm)}</td>
                <td>{alarm.type}</td>
                <td><SeverityChip severity={alarm.severity} /></td>
                <td>{t(`alarm.status.${alarm.status}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
