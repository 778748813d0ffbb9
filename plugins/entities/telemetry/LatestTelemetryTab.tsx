import { useCallback, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  authServiceRef, type EntityTabProps, httpServiceRef, mergeTelemetryData, subscriptionServiceRef, type TelemetryData, useService,
} from '@tessera/sdk';
import { formatDate } from '../api';
import { DeleteKeysDialog } from './DeleteKeysDialog';
import { DeleteSelectedButton, SelectHeaderCell, SelectKeyCell, useKeySelection } from './KeySelection';
import { LiveStatus, liveErrorOf } from './LiveStatus';
import { TableState } from './TableState';
import { telemetryApi } from './telemetryApi';
import './telemetry.css';

/**
 * Latest value of every time-series key, updating live through the subscription service;
 * tenant administrators delete keys (all their data) after a confirmation.
 */
export const LatestTelemetryTab = observer(function LatestTelemetryTab({ entityId }: EntityTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const subscriptions = useService(subscriptionServiceRef);
  const canDelete = useService(authServiceRef).authUser?.authority === 'TENANT_ADMIN';
  const [latest, setLatest] = useState<TelemetryData | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [liveError, setLiveError] = useState<string | null>(null);
  const selection = useKeySelection();
  const { clear } = selection;
  const [deleting, setDeleting] = useState<string[] | null>(null);

  const load = useCallback(async () => {
    try {
      const values = await telemetryApi.latest(http, entityId);
      const data: TelemetryData = Object.fromEntries(Object.entries(values).map(([key, points]) => [key, points.map((p) => [p.ts, p.value] as [number, string])]));
      setLatest((seen) => mergeTelemetryData(seen ?? {}, data, null));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
      setLatest((seen) => seen ?? {});
    }
  }, [http, entityId]);

  useEffect(() => {
    setLatest(null);
    clear();
    void load();
    // Every key of the entity: the first update carries the current values, later ones the changes.
    const subscription = subscriptions.subscribe({ kind: 'TIMESERIES', entityId, keys: [] }, (update) => {
      setLiveError(liveErrorOf(update, t));
      if (update.errorCode === 0) setLatest((seen) => mergeTelemetryData(seen ?? {}, update.data, null));
    });
    return () => subscription.dispose();
  }, [subscriptions, entityId, load, t, clear]);

  const rows = useMemo(() => Object.entries(latest ?? {})
    .map(([key, points]) => ({ key, ts: points[0][0], value: points[0][1] }))
    .sort((a, b) => a.key.localeCompare(b.key)), [latest]);

  const remove = async (keys: string[]) => {
    setDeleting(null);
    try {
      await telemetryApi.deleteTimeseries(http, entityId, keys);
      setLatest((seen) => mergeTelemetryData(seen ?? {}, Object.fromEntries(keys.map((k) => [k, [[0, '']]])), null));
      clear();
    } catch {
      // The HTTP service shows the error; the rows stay.
    }
  };

  return (
    <div className="tb-telemetry">
      <div className="tb-telemetry-toolbar">
        <LiveStatus error={liveError} />
        {canDelete && <DeleteSelectedButton selection={selection} onPress={setDeleting} />}
      </div>
      <TableState loading={latest === null} empty={rows.length === 0} failed={loadFailed} emptyText="attribute.no-telemetry">
        <table className="tb-simple-table tb-telemetry-table">
          <thead>
            <tr>
              {canDelete && <SelectHeaderCell />}
              <th>{t('attribute.last-update-time')}</th>
              <th>{t('attribute.key')}</th>
              <th>{t('attribute.value')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {canDelete && <SelectKeyCell name={row.key} selection={selection} />}
                <td className="tb-telemetry-ts">{formatDate(row.ts)}</td>
                <td>{row.key}</td>
                <td className="tb-telemetry-value">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableState>
      <DeleteKeysDialog keys={deleting} title="attribute.delete-timeseries-title" onConfirm={(keys) => void remove(keys)} onClose={() => setDeleting(null)} />
    </div>
  );
});
