import { Fragment, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Badge } from '@adobe/react-spectrum/Badge';
import { InlineAlert } from '@adobe/react-spectrum/InlineAlert';
import { Content } from '@adobe/react-spectrum/Content';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Text } from '@adobe/react-spectrum/Text';
import Refresh from '@spectrum-icons/workflow/Refresh';
import Sync from '@spectrum-icons/workflow/Sync';
import { type EntityTabProps, httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { type PageData, type PageLink, pageLinkQuery } from '@tessera/ui';
import { formatDate } from '../entities/api';
import { type EdgeEvent, edgeEventStatus, syncEdge } from './api';
import { PagedList } from './PagedList';
import './edges.css';

/** An enum value such as ASSIGNED_TO_CUSTOMER, allowed to wrap after its underscores. */
const wrappable = (code: string) => code.split('_').map((part, i, all) => (
  <Fragment key={i}>{part}{i < all.length - 1 && <>_<wbr /></>}</Fragment>
));

/** What an edge would be sent, newest first. Tessera runs no edge service, which the tab says. */
export function EdgeEventsTab({ entityId }: EntityTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notify = useService(notificationServiceRef);
  const [version, setVersion] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const edgeId = entityId.id;

  const fetchPage = useCallback((link: PageLink) => http.get<PageData<EdgeEvent>>(
    `/api/edge/${edgeId}/events?${pageLinkQuery({ ...link, sortProperty: 'createdTime', sortOrder: 'DESC' })}`,
  ), [http, edgeId]);
  const sync = async () => {
    setSyncing(true);
    try {
      await syncEdge(http, notify, edgeId, t('edge.sync-queued-short'));
      setVersion((v) => v + 1);
    } catch {
      // Shown by the HTTP service.
    } finally {
      setSyncing(false);
    }
  };

  return (
    <div className="tb-edge-tab">
      <InlineAlert variant="info" marginBottom="size-150">
        <Heading>{t('edge.no-edge-service-title')}</Heading>
        <Content>{t('edge.no-edge-service-text')}</Content>
      </InlineAlert>
      <div className="tb-edge-tab-toolbar">
        <span className="tb-toolbar-spacer" />
        <ActionButton isQuiet aria-label={t('action.refresh')} onPress={() => setVersion((v) => v + 1)}><Refresh /></ActionButton>
        <ActionButton onPress={() => void sync()} isDisabled={syncing}><Sync /><Text>{t('edge.sync')}</Text></ActionButton>
      </div>
      <PagedList<EdgeEvent>
        label={t('edge.events')}
        fetchPage={fetchPage}
        reloadKey={version}
        rowKey={(e) => e.id.id}
        emptyText={t('edge.no-events')}
        columns={[
          { key: 'createdTime', title: 'common.created-time', className: 'tb-edge-nowrap', cell: (e) => formatDate(e.createdTime) },
          { key: 'type', title: 'edge.event-type', className: 'tb-edge-code', cell: (e) => wrappable(e.type) },
          { key: 'action', title: 'edge.event-action', className: 'tb-edge-code', cell: (e) => wrappable(e.action) },
          { key: 'entityId', title: 'edge.event-entity-id', className: 'tb-edge-id', cell: (e) => e.entityId ?? '' },
          {
            key: 'status', title: 'edge.event-status', className: 'tb-edge-nowrap',
            cell: (e) => {
              const status = edgeEventStatus(e);
              return <Badge variant={status === 'DEPLOYED' ? 'positive' : 'yellow'}>{t(`edge.event-statuses.${status}`)}</Badge>;
            },
          },
        ]}
      />
    </div>
  );
}
