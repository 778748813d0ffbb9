import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import Download from '@spectrum-icons/workflow/Download';
import FileJson from '@spectrum-icons/workflow/FileJson';
import OpenIn from '@spectrum-icons/workflow/OpenIn';
import { authServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig } from '@tessera/ui';
import { formatDate } from '../../entities/api';
import { exportEntityJson } from '../../shared/entityJson';
import { isSystemBundle, type BundleScope, type WidgetsBundle } from '../api/types';
import { useWidgetsApi } from '../api/useWidgetsApi';
import { fileErrorMessage, importFromFile } from '../model/importFile';
import { readBundleFile, widgetFileName } from '../model/widgetFiles';
import { useLibraryRefresh } from '../model/useLibraryRefresh';
import { bundleForm } from './bundleForm';
import { InstalledBundles } from './InstalledBundles';
import { NativeBundlesSection } from '../installed/NativeBundlesSection';

const SCOPES: { key: BundleScope; label: string }[] = [
  { key: 'ALL', label: 'widgets-bundle.scope-all' },
  { key: 'TENANT', label: 'widgets-bundle.scope-tenant' },
  { key: 'SYSTEM', label: 'widgets-bundle.scope-system' },
];

/**
 * The widgets library (seed 000 §2 /widgets-bundles): the system administrator manages the
 * system bundles; a tenant administrator sees the system's (read-only) and its own, filtered
 * by scope. Paged, sorted and searched on the server; add, edit, delete after a confirmation,
 * export to and import from ThingsBoard 3.3's bundle file.
 */
const BundlesPage = observer(function BundlesPage() {
  const { t } = useTranslation();
  const api = useWidgetsApi();
  const auth = useService(authServiceRef);
  const notifications = useService(notificationServiceRef);
  const navigate = useNavigate();
  const refreshLibrary = useLibraryRefresh();
  const isTenant = auth.authUser?.authority === 'TENANT_ADMIN';
  const [scope, setScope] = useState<BundleScope>('ALL');
  const canWrite = (bundle: WidgetsBundle) => !isTenant || !isSystemBundle(bundle);

  const config = useMemo<EntityTableConfig<WidgetsBundle>>(() => ({
    entityType: 'WIDGETS_BUNDLE',
    title: 'widgets-bundle.widgets-bundles',
    defaultSort: { property: 'title', direction: 'ASC' },
    fetchPage: (link) => api.bundles(link, scope),
    idOf: (bundle) => bundle.id.id,
    nameOf: (bundle) => bundle.title,
    deleteEntity: async (bundle) => {
      await api.deleteBundle(bundle.id.id);
      refreshLibrary();
    },
    isDeletable: canWrite,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (bundle) => formatDate(bundle.createdTime) },
      { key: 'title', title: 'widgets-bundle.title', value: (bundle) => bundle.title },
      { key: 'description', title: 'widgets-bundle.description', sortProperty: false, value: (bundle) => bundle.description ?? '' },
      ...(isTenant ? [{
        key: 'tenantId', title: 'widgets-bundle.scope', width: '130px',
        value: (bundle: WidgetsBundle) => t(isSystemBundle(bundle) ? 'widgets-bundle.system' : 'widgets-bundle.tenant'),
      }] : []),
    ],
    headerActions: [{
      id: 'import', label: 'widgets-bundle.import', icon: FileJson,
      onAction: (table) => {
        void importFromFile(readBundleFile, (file) => api.importBundle(file), (error) => {
          const message = fileErrorMessage(error, t);
          if (message) notifications.show({ message, type: 'error' });
        }).then((imported) => {
          if (!imported) return;
          notifications.show({ message: t('import.json-imported', { name: imported.widgetsBundle.title }), type: 'success', duration: 3000 });
          refreshLibrary();
          table.reload();
        });
      },
    }],
    rowActions: [
      { id: 'open', label: 'widgets-bundle.open', icon: OpenIn, onAction: (bundle) => navigate(`/widgets-bundles/${bundle.id.id}`) },
      {
        id: 'export', label: 'widgets-bundle.export', icon: Download,
        onAction: async (bundle) => exportEntityJson(await api.exportBundle(bundle.id.id), widgetFileName(bundle.title)),
      },
    ],
    form: { ...bundleForm(api, isTenant, refreshLibrary), canAdd: true },
  }), [api, scope, isTenant, navigate, notifications, t, refreshLibrary]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="tb-page">
      {isTenant && (
        <div className="tb-page-filters">
          <Picker label={t('widgets-bundle.scope')} selectedKey={scope} onSelectionChange={(key) => setScope(key as BundleScope)}>
            {SCOPES.map((s) => <Item key={s.key}>{t(s.label)}</Item>)}
          </Picker>
        </div>
      )}
      <EntityTable key={scope} config={config} />
      <NativeBundlesSection />
      <InstalledBundles />
    </div>
  );
});
export default BundlesPage;
