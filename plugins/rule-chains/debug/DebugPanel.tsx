import './debugPanel.css';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { Text } from '@adobe/react-spectrum/Text';
import Close from '@spectrum-icons/workflow/Close';
import Delete from '@spectrum-icons/workflow/Delete';
import Refresh from '@spectrum-icons/workflow/Refresh';
import { EntityTableStore, TablePagination } from '@tessera/ui';
import { type DebugEvent } from '../api/types';
import { useRuleChainApi } from '../api/useRuleChainApi';
import { DebugEventDialog } from './DebugEventDialog';
import { eventTime, summary } from './debugEventFormat';

const COLUMNS = ['event.time', 'event.type', 'event.relation-type', 'event.message-type', 'event.data', 'event.metadata', 'event.error'] as const;

/**
 * A node's debug events (what the engine recorded while the node's debug mode was on): its
 * IN and OUT messages with time, relation, message type, data, metadata and error, newest
 * first and paged; Refresh, clear all (after a confirmation), and a click on an event shows
 * its data and metadata pretty-printed.
 */
export const DebugPanel = observer(function DebugPanel(props: { ruleNodeId: string; onClose(): void }) {
  const { t } = useTranslation();
  const api = useRuleChainApi();
  const [store] = useState(() => new EntityTableStore<DebugEvent>({
    fetchPage: (link) => api.debugEvents(props.ruleNodeId, link),
    idOf: (event) => event.id,
    defaultSort: { property: 'createdTime', direction: 'DESC' },
  }));
  const [open, setOpen] = useState<DebugEvent | null>(null);
  const [clearing, setClearing] = useState(false);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const clear = async () => {
    setClearing(false);
    try {
      await api.clearDebugEvents(props.ruleNodeId);
    } finally {
      store.setPage(0);
    }
  };

  return (
    <section className="tb-debug-panel" aria-label={t('event.debug-events')}>
      <header className="tb-debug-toolbar">
        <h2 className="tb-debug-title">{t('event.debug-events')}</h2>
        <span className="tb-debug-spacer" />
        <ActionButton isQuiet onPress={() => void store.load()}><Refresh /><Text>{t('action.refresh')}</Text></ActionButton>
        <ActionButton isQuiet onPress={() => setClearing(true)} isDisabled={store.totalElements === 0}><Delete /><Text>{t('event.clear-events')}</Text></ActionButton>
        <ActionButton isQuiet aria-label={t('action.close')} onPress={props.onClose}><Close /></ActionButton>
      </header>
      <div className="tb-debug-progress">{store.loading && <ProgressBar aria-label={t('common.loading')} isIndeterminate size="S" width="100%" />}</div>
      <div className="tb-debug-scroll">
        {store.error ? (
          <div className="tb-debug-empty" role="alert">
            <p>{t('table.load-failed')}: {store.error.message}</p>
            <ActionButton onPress={() => void store.load()}>{t('action.retry')}</ActionButton>
          </div>
        ) : store.rows.length === 0 && !store.loading ? (
          <div className="tb-debug-empty">
            <p className="tb-debug-empty-title">{t('event.no-debug-events')}</p>
            <p>{t('event.no-debug-events-hint')}</p>
          </div>
        ) : (
          <div role="table" className="tb-debug-table" aria-label={t('event.debug-events')} aria-rowcount={store.rows.length + 1}>
            <div role="row" className="tb-debug-row tb-debug-head">
              {COLUMNS.map((key) => <div role="columnheader" key={key} className="tb-debug-cell">{t(key)}</div>)}
            </div>
            {store.rows.map((event) => (
              <div role="row" key={event.id} tabIndex={0} className="tb-debug-row" aria-label={`${event.type} ${eventTime(event.createdTime)}`}
                onClick={() => setOpen(event)} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); setOpen(event); } }}>
                <div role="cell" className="tb-debug-cell tb-debug-nowrap">{eventTime(event.createdTime)}</div>
                <div role="cell" className="tb-debug-cell"><span className={`tb-debug-dir tb-debug-dir-${event.type.toLowerCase()}`}>{event.type}</span></div>
                <div role="cell" className="tb-debug-cell">{event.relationType ?? ''}</div>
                <div role="cell" className="tb-debug-cell tb-debug-nowrap">{event.msgType}</div>
                <div role="cell" className="tb-debug-cell tb-debug-code">{summary(event.data)}</div>
                <div role="cell" className="tb-debug-cell tb-debug-code">{summary(event.metadata)}</div>
                <div role="cell" className="tb-debug-cell tb-debug-error-cell">{event.error ?? ''}</div>
              </div>
            ))}
          </div>
        )}
      </div>
      <div className="tb-debug-footer"><TablePagination store={store as EntityTableStore<unknown>} /></div>

      <DialogContainer onDismiss={() => setOpen(null)}>
        {open && <DebugEventDialog event={open} onClose={() => setOpen(null)} />}
      </DialogContainer>
      <DialogContainer onDismiss={() => setClearing(false)}>
        {clearing && (
          <AlertDialog title={t('event.clear-events-title')} variant="destructive" primaryActionLabel={t('event.clear-events')}
            cancelLabel={t('action.cancel')} onPrimaryAction={() => void clear()}>
            {t('event.clear-events-text')}
          </AlertDialog>
        )}
      </DialogContainer>
    </section>
  );
});
