import { useCallback, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import LinkOff from '@spectrum-icons/workflow/LinkOff';
import {
  authServiceRef, type EntityId, type EntityTabProps, type EntityType, httpServiceRef, useService,
} from '@tessera/sdk';
import { ConfirmDialog, type PageData, type PageLink } from '@tessera/ui';
import { formatDate } from '../entities/api';
import { ASSIGNABLE_TYPES, assignableType, assignedListPath, assignedRow, assignmentPath } from './assignable';
import { AssignToEdgeDialog } from './AssignToEdgeDialog';
import { PagedList } from './PagedList';
import './edges.css';

type Row = ReturnType<typeof assignedRow>;

/** The devices, assets, entity views, dashboards or rule chains on an edge; tenant admins change them. */
export const AssignedEntitiesTab = observer(function AssignedEntitiesTab({ entityId }: EntityTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const canChange = useService(authServiceRef).authUser?.authority === 'TENANT_ADMIN';
  const [entityType, setEntityType] = useState<EntityType>('DEVICE');
  const [version, setVersion] = useState(0);
  const [assigning, setAssigning] = useState(false);
  const [unassigning, setUnassigning] = useState<Row | null>(null);
  const type = assignableType(entityType);
  const edgeId = entityId.id;

  const fetchPage = useCallback(async (link: PageLink): Promise<PageData<Row>> => {
    const sorted: PageLink = { ...link, sortProperty: 'createdTime', sortOrder: 'DESC' };
    const page = await http.get<PageData<{ id: EntityId; createdTime?: number; name?: string; title?: string }>>(
      assignedListPath(edgeId, type, sorted),
    );
    return { ...page, data: page.data.map((e) => assignedRow(type, e)) };
  }, [http, edgeId, type]);
  const reload = () => setVersion((v) => v + 1);

  return (
    <div className="tb-edge-tab">
      <div className="tb-edge-tab-toolbar">
        <Picker label={t('edge.entity-type')} labelPosition="side" selectedKey={entityType}
          onSelectionChange={(key) => setEntityType(key as EntityType)}>
          {ASSIGNABLE_TYPES.filter((a) => canChange || a.entityType !== 'RULE_CHAIN')
            .map((a) => <Item key={a.entityType}>{t(a.title)}</Item>)}
        </Picker>
        <span className="tb-toolbar-spacer" />
        {canChange && (
          <ActionButton onPress={() => setAssigning(true)}><Add /><Text>{t('edge.assign-entities')}</Text></ActionButton>
        )}
      </div>
      <PagedList<Row>
        label={t(type.title)}
        fetchPage={fetchPage}
        reloadKey={`${entityType}:${version}`}
        rowKey={(r) => r.id.id}
        emptyText={t('edge.no-assigned-entities')}
        columns={[
          { key: 'createdTime', title: 'common.created-time', cell: (r) => formatDate(r.createdTime) },
          { key: 'name', title: 'edge.entity-name', cell: (r) => r.name },
          ...(canChange ? [{
            key: 'actions', title: '', className: 'tb-edge-actions',
            cell: (r: Row) => (
              <button type="button" className="tb-icon-button" aria-label={`${t('edge.unassign')}: ${r.name}`} onClick={() => setUnassigning(r)}>
                <LinkOff />
              </button>
            ),
          }] : []),
        ]}
      />
      {assigning && (
        <AssignToEdgeDialog edgeId={edgeId} entityType={entityType} onClose={(assigned) => {
          setAssigning(false);
          if (assigned) reload();
        }} />
      )}
      <ConfirmDialog
        target={unassigning}
        texts={(row) => ({
          title: t('edge.unassign-title', { name: row.name }), message: t('edge.unassign-text'), confirmLabel: t('edge.unassign'), variant: 'confirmation',
        })}
        onConfirm={(row) => void http.delete(assignmentPath(edgeId, row.id)).then(reload, () => undefined)}
        onClose={() => setUnassigning(null)}
      />
    </div>
  );
});
