import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import Edit from '@spectrum-icons/workflow/Edit';
import {
  type AttributeScope, authServiceRef, type EntityTabProps, httpServiceRef, subscriptionServiceRef, useService,
} from '@tessera/sdk';
import { formatDate } from '../api';
import { AttributeDialog } from './AttributeDialog';
import { attributeScopes, SCOPE_LABELS, scopeWritable } from './attributes';
import { DeleteKeysDialog } from './DeleteKeysDialog';
import { DeleteSelectedButton, SelectHeaderCell, SelectKeyCell, useKeySelection } from './KeySelection';
import { LiveStatus, liveErrorOf } from './LiveStatus';
import { TableState } from './TableState';
import { type AttributeEntry, telemetryApi } from './telemetryApi';
import { formatValue } from './typedValue';
import './telemetry.css';

/** Live updates arriving together reload the table once. */
const RELOAD_DELAY_MS = 250;

/**
 * Attributes of one scope: key, value and last update, updating live. Shared and server
 * attributes are added, edited with the typed value editor and deleted; client ones are read only.
 */
export const AttributesTab = observer(function AttributesTab({ entityId }: EntityTabProps) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const subscriptions = useService(subscriptionServiceRef);
  const authority = useService(authServiceRef).authUser?.authority;
  const scopes = attributeScopes(entityId.entityType);
  const [scope, setScope] = useState<AttributeScope>(scopes[0]);
  const [rows, setRows] = useState<AttributeEntry[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [liveError, setLiveError] = useState<string | null>(null);
  const selection = useKeySelection();
  const { clear } = selection;
  const [dialog, setDialog] = useState<{ editing: AttributeEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writable = scopeWritable(scope, authority, entityId.entityType);

  const load = useCallback(async () => {
    try {
      const list = await telemetryApi.attributes(http, entityId, scope);
      setRows([...list].sort((a, b) => a.key.localeCompare(b.key)));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
      setRows((current) => current ?? []);
    }
  }, [http, entityId, scope]);

  useEffect(() => {
    setRows(null);
    clear();
    void load();
    // The socket carries values as text; the typed values are read again over REST.
    const subscription = subscriptions.subscribe({ kind: 'ATTRIBUTES', entityId, keys: [], scope }, (update) => {
      setLiveError(liveErrorOf(update, t));
      if (update.errorCode !== 0) return;
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => void load(), RELOAD_DELAY_MS);
    });
    return () => {
      clearTimeout(reloadTimer.current);
      subscription.dispose();
    };
  }, [subscriptions, entityId, scope, load, t, clear]);

  const save = async (key: string, value: unknown) => {
    await telemetryApi.saveAttributes(http, entityId, scope, { [key]: value });
    await load();
  };
  const remove = async (keys: string[]) => {
    setDeleting(null);
    try {
      await telemetryApi.deleteAttributes(http, entityId, scope, keys);
      clear();
      await load();
    } catch {
      // Shown by the HTTP service.
    }
  };

  return (
    <div className="tb-telemetry">
      <div className="tb-telemetry-toolbar">
        <Picker aria-label={t('attribute.attributes-scope')} selectedKey={scope} isDisabled={scopes.length === 1}
          onSelectionChange={(key) => setScope(key as AttributeScope)}>
          {scopes.map((s) => <Item key={s}>{t(SCOPE_LABELS[s])}</Item>)}
        </Picker>
        <LiveStatus error={liveError} />
        {writable && (
          <>
            <ActionButton onPress={() => setDialog({ editing: null })}><Add /><Text>{t('attribute.add')}</Text></ActionButton>
            <DeleteSelectedButton selection={selection} onPress={setDeleting} />
          </>
        )}
      </div>
      <TableState loading={rows === null} empty={rows?.length === 0} failed={loadFailed} emptyText="attribute.no-attributes">
        <table className="tb-simple-table tb-telemetry-table">
          <thead>
            <tr>
              {writable && <SelectHeaderCell />}
              <th>{t('attribute.last-update-time')}</th>
              <th>{t('attribute.key')}</th>
              <th>{t('attribute.value')}</th>
              {writable && <th><span className="tb-visually-hidden">{t('table.actions')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row) => (
              <tr key={row.key}>
                {writable && <SelectKeyCell name={row.key} selection={selection} />}
                <td className="tb-telemetry-ts">{formatDate(row.lastUpdateTs)}</td>
                <td>{row.key}</td>
                <td className="tb-telemetry-value">{formatValue(row.value)}</td>
                {writable && (
                  <td className="tb-telemetry-actions">
                    <button type="button" className="tb-icon-button" aria-label={`${t('attribute.edit-attribute')}: ${row.key}`} onClick={() => setDialog({ editing: row })}>
                      <Edit />
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableState>
      {dialog && <AttributeDialog editing={dialog.editing} onSave={save} onClose={() => setDialog(null)} />}
      <DeleteKeysDialog keys={deleting} title="attribute.delete-attributes-title" onConfirm={(keys) => void remove(keys)} onClose={() => setDeleting(null)} />
    </div>
  );
});
