import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { SearchField } from '@adobe/react-spectrum/SearchField';
import ChevronLeft from '@spectrum-icons/workflow/ChevronLeft';
import ChevronRight from '@spectrum-icons/workflow/ChevronRight';
import Refresh from '@spectrum-icons/workflow/Refresh';
import { type EntityTabProps, httpServiceRef, subscriptionServiceRef, useService } from '@tessera/sdk';
import {
  completeTimewindow, DAY, type FullTimewindow, HistoryWindowType, resolveSubscriptionTimewindow,
  TimewindowButton, TimewindowType,
} from '@tessera/ui';
import { formatDate } from '../api';
import { LiveStatus, liveErrorOf } from './LiveStatus';
import { TableState } from './TableState';
import { addLivePoints, historyRows, type RawDataRow, rawDataPage } from './rawData';
import { telemetryApi } from './telemetryApi';
import './telemetry.css';

const PAGE_SIZE = 20;
/** Points per key fetched for one window (raw values, no aggregation). */
const RAW_LIMIT = 1000;

const initialWindow = (): FullTimewindow => completeTimewindow({
  selectedTab: TimewindowType.HISTORY,
  history: { historyType: HistoryWindowType.LAST_INTERVAL, timewindowMs: DAY },
  aggregation: { type: 'NONE', limit: RAW_LIMIT },
}, Date.now(), RAW_LIMIT);

/**
 * Every stored point of the entity's time series within a time window, newest first and paged.
 * Changing the window reads it again; a realtime window also takes new points as they arrive.
 */
export function RawDataTab({ entityId }: EntityTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const subscriptions = useService(subscriptionServiceRef);
  const [timewindow, setTimewindow] = useState<FullTimewindow>(initialWindow);
  const [rows, setRows] = useState<RawDataRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [liveError, setLiveError] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [tsOffset, setTsOffset] = useState(0);
  const realtime = timewindow.selectedTab === TimewindowType.REALTIME;

  const load = useCallback(async () => {
    setRows(null);
    setPage(0);
    const now = Date.now();
    const w = resolveSubscriptionTimewindow({ ...timewindow, aggregation: { type: 'NONE', limit: RAW_LIMIT } }, { nowMs: now, maxDatapoints: RAW_LIMIT });
    setTsOffset(w.tsOffset);
    try {
      const keys = await telemetryApi.timeseriesKeys(http, entityId);
      const history = keys.length === 0 ? {} : await telemetryApi.history(http, entityId, { keys, startTs: w.startTs, endTs: w.endTs ?? now + 1, limit: RAW_LIMIT });
      setRows(historyRows(history));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
      setRows([]);
    }
  }, [http, entityId, timewindow]);

  useEffect(() => { void load(); }, [load]);

  useEffect(() => {
    if (!realtime) return undefined;
    // New points of a realtime window go on top as they arrive; nothing is dropped until the next read.
    const subscription = subscriptions.subscribe({ kind: 'TIMESERIES', entityId, keys: [] }, (update) => {
      setLiveError(liveErrorOf(update, t));
      if (update.errorCode !== 0) return;
      setRows((current) => (current === null ? current : addLivePoints(current, update.data)));
    });
    return () => subscription.dispose();
  }, [subscriptions, entityId, realtime, t]);

  const shown = useMemo(() => rawDataPage(rows ?? [], page, PAGE_SIZE, search), [rows, page, search]);
  const first = shown.totalElements === 0 ? 0 : page * PAGE_SIZE + 1;
  const last = Math.min(shown.totalElements, (page + 1) * PAGE_SIZE);

  return (
    <div className="tb-telemetry">
      <div className="tb-telemetry-toolbar">
        <TimewindowButton value={timewindow} aggregation={false} maxDatapoints={RAW_LIMIT} onChange={setTimewindow} />
        <SearchField aria-label={t('attribute.search')} placeholder={t('attribute.search')} value={search} width="size-3400"
          onChange={(text) => { setSearch(text); setPage(0); }} />
        {realtime && <LiveStatus error={liveError} />}
        <ActionButton isQuiet aria-label={t('action.refresh')} onPress={() => void load()}><Refresh /></ActionButton>
      </div>
      <TableState loading={rows === null} empty={shown.totalElements === 0} failed={loadFailed} emptyText="attribute.no-data-in-window">
        <table className="tb-simple-table tb-telemetry-table">
          <thead>
            <tr>
              <th>{t('attribute.timestamp')}</th>
              <th>{t('attribute.key')}</th>
              <th>{t('attribute.value')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.data.map((row) => (
              <tr key={`${row.ts}|${row.key}`}>
                <td className="tb-telemetry-ts">{formatDate(row.ts + tsOffset)}</td>
                <td>{row.key}</td>
                <td className="tb-telemetry-value">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="tb-table-pagination">
          <span className="tb-table-range" aria-live="polite">{t('table.range', { first, last, total: shown.totalElements })}</span>
          <ActionButton isQuiet aria-label={t('table.previous-page')} isDisabled={page === 0} onPress={() => setPage(page - 1)}><ChevronLeft /></ActionButton>
          <ActionButton isQuiet aria-label={t('table.next-page')} isDisabled={!shown.hasNext} onPress={() => setPage(page + 1)}><ChevronRight /></ActionButton>
        </div>
      </TableState>
    </div>
  );
}
