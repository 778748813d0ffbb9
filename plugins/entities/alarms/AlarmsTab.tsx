import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { Text } from '@adobe/react-spectrum/Text';
import CheckmarkCircle from '@spectrum-icons/workflow/CheckmarkCircle';
import Close from '@spectrum-icons/workflow/Close';
import CloseCircle from '@spectrum-icons/workflow/CloseCircle';
import { authServiceRef, type AuthUser, type EntityTabProps, httpServiceRef, useService } from '@tessera/sdk';
import { type EntityTableStore, TablePagination } from '@tessera/ui';
import { AlarmActionDialog, type PendingAlarmAction } from './AlarmActionDialog';
import { type AlarmAction, fetchAlarmInfo, isAllowed } from './alarmApi';
import { AlarmDetailsDialog } from './AlarmDetailsDialog';
import { AlarmFilters } from './AlarmFilters';
import { AlarmsTabStore } from './AlarmsTabStore';
import { AlarmTable } from './AlarmTable';
import { type AlarmInfo } from './types';
import './alarms.css';

/** How often an open tab reads its page again, while the browser tab is visible. */
export const ALARMS_REFRESH_MS = 5000;

/** The one dialog of the tab: an alarm's details, or a confirmation that returns to them (`back`). */
type DialogState =
  | { kind: 'details'; alarm: AlarmInfo }
  | { kind: 'confirm'; pending: PendingAlarmAction; back: AlarmInfo | null }
  | null;

/** Tenant administrators and (non-public) customer users acknowledge and clear alarms. */
const mayChangeAlarms = (user: AuthUser | null) =>
  Boolean(user && !user.isPublic && (user.authority === 'TENANT_ADMIN' || user.authority === 'CUSTOMER_USER'));

/**
 * The entity's alarms (its own and those propagated to it) within a time window: status,
 * severity and text filters, paging and sorting, a details dialog, and acknowledge or clear
 * for one alarm or the selected ones, each after a confirmation. Refreshes every few seconds.
 */
export const AlarmsTab = observer(function AlarmsTab({ entityId }: EntityTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const canWrite = mayChangeAlarms(useService(authServiceRef).authUser);
  const { entityType, id } = entityId;
  const store = useMemo(() => new AlarmsTabStore({ http, entityId: { entityType, id } }), [http, entityType, id]);
  const [dialog, setDialog] = useState<DialogState>(null);
  const { table } = store;

  useEffect(() => {
    void table.load();
    const tick = () => { if (document.visibilityState === 'visible') void store.refresh(); };
    const timer = setInterval(tick, ALARMS_REFRESH_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      store.dispose();
    };
  }, [store, table]);

  // The open alarm as the latest read shows it, else as it was opened or last fetched.
  const open = dialog?.kind === 'details' ? dialog.alarm : null;
  const shown = open ? table.rows.find((row) => row.id.id === open.id.id) ?? open : null;
  const selection = table.selectedRows;

  const ask = (action: AlarmAction, alarms: readonly AlarmInfo[], back: AlarmInfo | null) => {
    const allowed = alarms.filter((alarm) => isAllowed(action, alarm));
    if (allowed.length > 0) setDialog({ kind: 'confirm', pending: { action, alarms: allowed }, back });
  };
  // Confirming and cancelling both close the confirmation (onDismiss); this only does the work.
  const confirm = async ({ pending, back }: { pending: PendingAlarmAction; back: AlarmInfo | null }) => {
    await store.apply(pending.action, pending.alarms).catch(() => undefined);
    if (!back) return;
    // It may have left the list (e.g. an 'Unacknowledged' filter): read it on its own.
    const fresh = await fetchAlarmInfo(http, back.id.id).catch(() => null);
    if (fresh) setDialog((d) => (d?.kind === 'details' && d.alarm.id.id === fresh.id.id ? { kind: 'details', alarm: fresh } : d));
  };
  const dismiss = () => setDialog((d) => (d?.kind === 'confirm' && d.back ? { kind: 'details', alarm: d.back } : null));

  return (
    <div className="tb-alarms">
      {canWrite && selection.length > 0 ? (
        <div className="tb-alarms-toolbar tb-alarms-selection">
          <span className="tb-alarms-selected">{t('table.selected', { count: selection.length })}</span>
          <span className="tb-toolbar-spacer" />
          <ActionButton isDisabled={!selection.some((a) => isAllowed('ack', a))} onPress={() => ask('ack', selection, null)}>
            <CheckmarkCircle /><Text>{t('alarm.acknowledge')}</Text>
          </ActionButton>
          <ActionButton isDisabled={!selection.some((a) => isAllowed('clear', a))} onPress={() => ask('clear', selection, null)}>
            <CloseCircle /><Text>{t('alarm.clear')}</Text>
          </ActionButton>
          <ActionButton isQuiet aria-label={t('alarm.unselect')} onPress={() => table.clearSelection()}><Close /></ActionButton>
        </div>
      ) : (
        <AlarmFilters store={store} />
      )}
      <div className="tb-table-progress">
        {table.loading && !store.background && <ProgressBar aria-label={t('common.loading')} isIndeterminate size="S" width="100%" />}
      </div>
      {table.error ? (
        <div className="tb-table-state" role="alert">
          <p>{t('table.load-failed')}: {table.error.message}</p>
          <ActionButton onPress={() => void table.load()}>{t('action.retry')}</ActionButton>
        </div>
      ) : table.rows.length === 0 ? (
        !table.loading && (
          <div className="tb-table-state">
            <p>{table.textSearch ? t('table.no-match', { text: table.textSearch }) : t('alarm.no-alarms')}</p>
          </div>
        )
      ) : (
        <AlarmTable table={table} selectable={canWrite} tsOffset={store.tsOffset} onOpen={(alarm) => setDialog({ kind: 'details', alarm })} />
      )}
      <TablePagination store={table as EntityTableStore<unknown>} />

      <DialogContainer onDismiss={dismiss}>
        {shown && (
          <AlarmDetailsDialog alarm={shown} tsOffset={store.tsOffset} canWrite={canWrite}
            onAction={(action) => ask(action, [shown], shown)} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'confirm' && <AlarmActionDialog pending={dialog.pending} onConfirm={() => void confirm(dialog)} />}
      </DialogContainer>
    </div>
  );
});
