import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import Delete from '@spectrum-icons/workflow/Delete';
import { type InstalledBundleInfo, notificationServiceRef, ruleNodeBundleServiceRef, useService } from '@tessera/sdk';
import { InstallBundleZone } from './InstallBundleZone';
import './ruleNodeBundles.css';

const STATUS_KEYS: Record<InstalledBundleInfo['status'], string> = {
  listed: 'rule-node-bundle.status-listed',
  loading: 'rule-node-bundle.status-loading',
  active: 'rule-node-bundle.status-active',
  failed: 'rule-node-bundle.status-failed',
};

function BundleStatus({ bundle }: { bundle: InstalledBundleInfo }) {
  const { t } = useTranslation();
  return (
    <span className="tb-rnb-status" data-status={bundle.status}>
      {bundle.status === 'loading' && <ProgressCircle aria-label={t(STATUS_KEYS.loading)} isIndeterminate size="S" />}
      <span>
        {t(STATUS_KEYS[bundle.status])}
        {bundle.status === 'failed' && bundle.error && <span className="tb-rnb-status-error">{bundle.error.message}</span>}
      </span>
    </span>
  );
}

/**
 * System settings > Rule-node UI bundles: install a bundle file, see what is installed and
 * whether it loads in this console, remove one. Installing or removing takes effect at once
 * here and, on their next refresh (opening a rule node), in every other open console.
 */
const RuleNodeBundlesPage = observer(function RuleNodeBundlesPage() {
  const { t, i18n } = useTranslation();
  const bundles = useService(ruleNodeBundleServiceRef);
  const notifications = useService(notificationServiceRef);
  const [removing, setRemoving] = useState<InstalledBundleInfo | null>(null);
  useEffect(() => {
    void bundles.refresh();
  }, [bundles]);

  const remove = async (bundle: InstalledBundleInfo) => {
    try {
      await bundles.remove(bundle.manifest.id);
      notifications.show({ message: t('rule-node-bundle.removed', { name: bundle.manifest.name }), type: 'success', duration: 3000 });
    } catch (error) {
      notifications.show({ message: error instanceof Error ? error.message : String(error), type: 'error' });
    }
  };
  const date = (ts: number) => new Date(ts).toLocaleString(i18n.language.replace('_', '-'));

  return (
    <div className="tb-page">
      <h1 className="tb-page-title">{t('rule-node-bundle.bundles')}</h1>
      <p className="tb-rnb-intro">{t('rule-node-bundle.intro')}</p>
      <InstallBundleZone />
      {bundles.installed.length === 0 ? (
        <p className="tb-empty">{t('rule-node-bundle.no-bundles')}</p>
      ) : (
        <table className="tb-rnb-table" aria-label={t('rule-node-bundle.bundles')}>
          <thead>
            <tr>
              <th>{t('rule-node-bundle.name')}</th>
              <th>{t('rule-node-bundle.version')}</th>
              <th>{t('rule-node-bundle.node-classes')}</th>
              <th>{t('rule-node-bundle.installed-time')}</th>
              <th>{t('rule-node-bundle.status')}</th>
              <th><span className="tb-visually-hidden">{t('action.remove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {bundles.installed.map((bundle) => (
              <tr key={bundle.manifest.id} data-bundle-id={bundle.manifest.id}>
                <td>
                  {bundle.manifest.name}
                  <span className="tb-rnb-id">{bundle.manifest.id}</span>
                </td>
                <td>{bundle.manifest.version}</td>
                <td>
                  <ul className="tb-rnb-classes">
                    {(bundle.manifest.contributes?.ruleNodeEditors ?? []).map((e) => <li key={e.clazz}><code>{e.clazz}</code></li>)}
                  </ul>
                </td>
                <td>{date(bundle.installedTime)}</td>
                <td><BundleStatus bundle={bundle} /></td>
                <td>
                  <ActionButton isQuiet aria-label={t('rule-node-bundle.remove', { name: bundle.manifest.name })} onPress={() => setRemoving(bundle)}>
                    <Delete />
                  </ActionButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DialogContainer onDismiss={() => setRemoving(null)}>
        {removing && (
          <AlertDialog
            title={t('rule-node-bundle.remove-title', { name: removing.manifest.name })}
            variant="destructive"
            primaryActionLabel={t('action.remove')}
            cancelLabel={t('action.cancel')}
            onPrimaryAction={() => void remove(removing)}
          >
            {t('rule-node-bundle.remove-text')}
          </AlertDialog>
        )}
      </DialogContainer>
    </div>
  );
});
export default RuleNodeBundlesPage;
