import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Menu } from '@adobe/react-spectrum/Menu';
import { MenuTrigger } from '@adobe/react-spectrum/MenuTrigger';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import Download from '@spectrum-icons/workflow/Download';
import FileJson from '@spectrum-icons/workflow/FileJson';
import { authServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { ConfirmDialog } from '@tessera/ui';
import { exportEntityJson } from '../../shared/entityJson';
import { isSystemBundle, WIDGET_TYPE_KINDS, type WidgetTypeDetails } from '../api/types';
import { useWidgetsApi } from '../api/useWidgetsApi';
import { fileErrorMessage, importFromFile } from '../model/importFile';
import { useLibraryRefresh } from '../model/useLibraryRefresh';
import { readWidgetTypeFile, widgetFileName, widgetTypeFile } from '../model/widgetFiles';
import { KIND_LABELS } from '../templates';
import { TargetBundleDialog } from './CopyTypeDialog';
import { TypeCard } from './TypeCard';
import { useBundleTypes } from './useBundleTypes';
import '../widgets-library.css';

/**
 * A bundle's widget types as a grid of live previews, three per row (seed 000 §9). Who may
 * write the bundle adds types from the default templates, imports a type file, opens types in
 * the editor and deletes them; anyone copies a type to a bundle of their own or exports it.
 */
const BundlePage = observer(function BundlePage() {
  const { t } = useTranslation();
  const { bundleId = '' } = useParams();
  const api = useWidgetsApi();
  const auth = useService(authServiceRef);
  const notifications = useService(notificationServiceRef);
  const navigate = useNavigate();
  const refreshLibrary = useLibraryRefresh();
  const { bundle, types, loading, error, reload } = useBundleTypes(api, bundleId);
  const [deleting, setDeleting] = useState<WidgetTypeDetails | null>(null);
  const [copying, setCopying] = useState<WidgetTypeDetails | null>(null);
  const isSysAdmin = auth.authUser?.authority === 'SYS_ADMIN';
  const canWrite = bundle !== null && isSystemBundle(bundle) === isSysAdmin;
  const editorPath = (typeId: string) => `/widgets-bundles/${bundleId}/widgetTypes/${typeId}`;

  const importType = () => {
    if (!bundle) return;
    void importFromFile(readWidgetTypeFile, (entry) => api.addType(bundle, entry), (problem) => {
      const message = fileErrorMessage(problem, t);
      if (message) notifications.show({ message, type: 'error' });
    }).then((saved) => {
      if (!saved) return;
      notifications.show({ message: t('import.json-imported', { name: saved.name }), type: 'success', duration: 3000 });
      refreshLibrary();
      reload();
    });
  };

  if (error && !bundle) {
    return (
      <div className="tb-page">
        <div className="tb-table-state" role="alert">
          <p>{t('widgets-bundle.load-failed', { message: error.message })}</p>
          <ActionButton onPress={reload}>{t('action.retry')}</ActionButton>
          <RouterLink to="/widgets-bundles">{t('widgets-bundle.back-to-library')}</RouterLink>
        </div>
      </div>
    );
  }

  return (
    <div className="tb-page tb-bundle-page">
      <header className="tb-bundle-page-header">
        <div className="tb-bundle-page-heading">
          <h1>{bundle?.title ?? ''}</h1>
          {bundle && <span className="tb-bundle-page-scope">{t(isSystemBundle(bundle) ? 'widgets-bundle.system' : 'widgets-bundle.tenant')}</span>}
          {bundle?.description && <p>{bundle.description}</p>}
          {bundle && !canWrite && <p className="tb-bundle-page-note">{t('widgets-bundle.read-only-note')}</p>}
        </div>
        <div className="tb-bundle-page-actions">
          {canWrite && (
            <MenuTrigger>
              <ActionButton><Add /><Text>{t('widget-type.add')}</Text></ActionButton>
              <Menu aria-label={t('widget-type.choose-kind')} onAction={(kind) => navigate(`${editorPath('new')}?type=${String(kind)}`)}>
                {WIDGET_TYPE_KINDS.map((kind) => <Item key={kind}>{t(KIND_LABELS[kind])}</Item>)}
              </Menu>
            </MenuTrigger>
          )}
          {canWrite && <ActionButton onPress={importType}><FileJson /><Text>{t('widget-type.import')}</Text></ActionButton>}
          {bundle && (
            <ActionButton onPress={() => void api.exportBundle(bundle.id.id).then((file) => exportEntityJson(file, widgetFileName(bundle.title)), () => undefined)}>
              <Download /><Text>{t('widgets-bundle.export')}</Text>
            </ActionButton>
          )}
        </div>
      </header>
      <div className="tb-table-progress">{loading && <ProgressBar aria-label={t('common.loading')} isIndeterminate size="S" width="100%" />}</div>
      {!loading && types.length === 0 && (
        <div className="tb-table-state">
          <p>{t('widgets-bundle.no-widget-types')}</p>
          {canWrite && <p>{t('widgets-bundle.no-widget-types-hint')}</p>}
        </div>
      )}
      <div className="tb-type-grid" role="list" aria-label={t('widgets-bundle.widget-types')}>
        {bundle && types.map((type) => (
          <div role="listitem" key={type.id?.id ?? type.alias}>
            <TypeCard
              type={type} bundleTitle={bundle.title} canWrite={canWrite}
              onOpen={() => navigate(editorPath(type.id!.id))}
              onCopy={() => setCopying(type)}
              onExport={() => exportEntityJson(widgetTypeFile(type), widgetFileName(type.name))}
              onDelete={() => setDeleting(type)}
            />
          </div>
        ))}
      </div>

      <ConfirmDialog
        target={deleting} onClose={() => setDeleting(null)}
        texts={(type) => ({ title: t('widget-type.delete-title', { name: type.name }), message: t('widget-type.delete-text') })}
        onConfirm={(type) => void api.deleteType(type.id!.id).then(() => { refreshLibrary(); reload(); }, () => undefined)}
      />
      {copying && (
        <TargetBundleDialog
          title={t('widget-type.copy-title', { name: copying.name })}
          submitLabel={t('widget-type.copy')}
          initialName={copying.name}
          initialBundleId={canWrite ? bundleId : undefined}
          onClose={() => setCopying(null)}
          onSubmit={async (target, name) => {
            try {
              await api.addType(target, { ...widgetTypeFile(copying), name });
            } catch {
              return false;
            }
            notifications.show({ message: t('widget-type.copied', { name, bundle: target.title }), type: 'success', duration: 3000 });
            refreshLibrary();
            if (target.id.id === bundleId) reload();
            return true;
          }}
        />
      )}
    </div>
  );
});
export default BundlePage;
