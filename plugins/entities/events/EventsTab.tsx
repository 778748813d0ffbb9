import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import Refresh from '@spectrum-icons/workflow/Refresh';
import { type EntityTabProps, httpServiceRef, useService } from '@tessera/sdk';
import { EntityTableStore, type PageData, pageLinkQuery, TablePagination } from '@tessera/ui';
import { ENTITY_EVENT_TYPES, type EntityEventType, EVENT_COLUMNS, eventField, type StoredEvent } from './eventColumns';
import './events.css';

/**
 * ThingsBoard's Events tab: an entity's error, lifecycle or statistics events, newest first,
 * paged by the server (`GET /api/events/{type}/{id}/{eventType}`).
 */
export const EventsTab = observer(function EventsTab({ entityId }: EntityTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [eventType, setEventType] = useState<EntityEventType>('ERROR');
  const typeRef = useRef(eventType);
  typeRef.current = eventType;
  const [store] = useState(() => new EntityTableStore<StoredEvent>({
    fetchPage: (link) => http.get<PageData<StoredEvent>>(
      `/api/events/${entityId.entityType}/${entityId.id}/${typeRef.current}?${pageLinkQuery(link)}`,
    ),
    idOf: (e) => e.id.id,
    defaultSort: { property: 'createdTime', direction: 'DESC' },
  }));
  useEffect(() => {
    // Another type starts again on its first page.
    if (store.page !== 0) store.setPage(0);
    else void store.load();
  }, [store, eventType]);
  useEffect(() => () => store.dispose(), [store]);

  const columns = EVENT_COLUMNS[eventType];
  return (
    <div className="tb-events-tab">
      <div className="tb-events-toolbar">
        <Picker label={t('event.event-type')} selectedKey={eventType} onSelectionChange={(key) => setEventType(key as EntityEventType)} width="size-2400">
          {ENTITY_EVENT_TYPES.map((type) => <Item key={type}>{t(`event.type-${type}`)}</Item>)}
        </Picker>
        <ActionButton isQuiet aria-label={t('action.refresh')} onPress={() => void store.load()}><Refresh /></ActionButton>
      </div>
      {store.error ? <p role="alert">{t('table.load-failed')}: {store.error.message}</p>
        : store.rows.length === 0 ? <p className="tb-events-empty">{store.loading ? t('common.loading') : t('event.no-events')}</p>
          : (
            <div className="tb-events-scroll">
              <table className="tb-simple-table" aria-label={t('event.events')}>
                <thead>
                  <tr>
                    <th>{t('event.time')}</th>
                    {columns.map(([title]) => <th key={title}>{t(title)}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {store.rows.map((event) => (
                    <tr key={event.id.id}>
                      <td>{new Date(event.createdTime).toLocaleString('en-GB')}</td>
                      {columns.map(([title, field]) => <td key={title}>{eventField(event.body, field)}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
      <TablePagination store={store as EntityTableStore<unknown>} />
    </div>
  );
});
