import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, TabList, TabPanels, Tabs } from '@adobe/react-spectrum/Tabs';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { type EntityId, type EntityTabProps, httpServiceRef, useService } from '@tessera/sdk';
import { ConfirmDialog } from '@tessera/ui';
import { AddRelationDialog } from './AddRelationDialog';

export interface RelationInfo {
  from: EntityId;
  to: EntityId;
  type: string;
  typeGroup: string;
  fromName?: string;
  toName?: string;
}

type Direction = 'FROM' | 'TO';

const relationQuery = (r: RelationInfo) =>
  `fromId=${r.from.id}&fromType=${r.from.entityType}&relationType=${encodeURIComponent(r.type)}&toId=${r.to.id}&toType=${r.to.entityType}`;

/** Outbound and inbound relations of an entity; add and delete. Names are rendered as text. */
export function RelationsTab({ entityId }: EntityTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [direction, setDirection] = useState<Direction>('FROM');
  const [relations, setRelations] = useState<RelationInfo[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RelationInfo | null>(null);

  const load = useCallback(async () => {
    const side = direction === 'FROM' ? 'from' : 'to';
    setRelations(await http.get<RelationInfo[]>(`/api/relations/info?${side}Id=${entityId.id}&${side}Type=${entityId.entityType}`));
  }, [http, entityId, direction]);
  useEffect(() => {
    setRelations(null);
    void load().catch(() => setRelations([]));
  }, [load]);

  const list = (
    <div className="tb-relations">
      <div className="tb-relations-toolbar">
        <ActionButton onPress={() => setAdding(true)}><Add /><Text>{t('relation.add')}</Text></ActionButton>
      </div>
      {relations === null ? null : relations.length === 0 ? (
        <p className="tb-empty">{t('relation.no-relations')}</p>
      ) : (
        <table className="tb-simple-table">
          <thead>
            <tr>
              <th>{t('relation.type')}</th>
              <th>{t(direction === 'FROM' ? 'relation.to-entity-type' : 'relation.from-entity-type')}</th>
              <th>{t(direction === 'FROM' ? 'relation.to-entity-name' : 'relation.from-entity-name')}</th>
              <th><span className="tb-visually-hidden">{t('table.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {relations.map((r) => {
              const other = direction === 'FROM' ? r.to : r.from;
              const name = (direction === 'FROM' ? r.toName : r.fromName) ?? other.id;
              return (
                <tr key={relationQuery(r)}>
                  <td>{r.type}</td>
                  <td>{t(`entity.type-names.${other.entityType}`)}</td>
                  <td>{name}</td>
                  <td>
                    <button type="button" className="tb-icon-button" aria-label={`${t('action.delete')}: ${r.type} ${name}`} onClick={() => setDeleting(r)}>
                      <Delete />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );

  return (
    <>
      <Tabs aria-label={t('relation.relations')} selectedKey={direction} onSelectionChange={(k) => setDirection(k as Direction)}>
        <TabList>
          <Item key="FROM">{t('relation.outbound')}</Item>
          <Item key="TO">{t('relation.inbound')}</Item>
        </TabList>
        <TabPanels>
          <Item key="FROM">{list}</Item>
          <Item key="TO">{list}</Item>
        </TabPanels>
      </Tabs>
      {adding && (
        <AddRelationDialog entityId={entityId} direction={direction} onClose={(added) => {
          setAdding(false);
          if (added) void load();
        }} />
      )}
      <ConfirmDialog
        target={deleting}
        texts={(r) => ({ title: t('relation.delete-title', { type: r.type }), message: t('table.delete-text') })}
        onConfirm={(r) => void http.delete(`/api/relation?${relationQuery(r)}`).then(load, () => undefined)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
