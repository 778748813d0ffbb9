import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type InstalledBundleInfo, ruleNodeBundleServiceRef, useService } from '@tessera/sdk';
import { InstallBundleZone } from '../shared/bundles/InstallBundleZone';
import { InstalledBundlesTable } from '../shared/bundles/InstalledBundlesTable';
import { RemoveBundleDialog } from '../shared/bundles/RemoveBundleDialog';

const BUILD_COMMAND = 'node rule-node-ui/examples/build.mjs <folder>';

/**
 * System settings > Rule-node UI bundles: install a bundle file, see what is installed and
 * whether it loads in this console, remove one. Installing or removing takes effect at once
 * here and, on their next refresh (opening a rule node), in every other open console.
 */
const RuleNodeBundlesPage = observer(function RuleNodeBundlesPage() {
  const { t } = useTranslation();
  const bundles = useService(ruleNodeBundleServiceRef);
  const [removing, setRemoving] = useState<InstalledBundleInfo | null>(null);
  useEffect(() => {
    void bundles.refresh();
  }, [bundles]);

  return (
    <div className="tb-page">
      <h1 className="tb-page-title">{t('rule-node-bundle.bundles')}</h1>
      <p className="tb-uib-intro">{t('rule-node-bundle.intro')}</p>
      <InstallBundleZone install={(file, progress) => bundles.install(file, file.name, progress)} buildCommand={BUILD_COMMAND} testId="rule-node-bundle-drop" />
      {bundles.installed.length === 0 ? (
        <p className="tb-empty">{t('rule-node-bundle.no-bundles')}</p>
      ) : (
        <InstalledBundlesTable
          bundles={bundles.installed} label="rule-node-bundle.bundles" onRemove={setRemoving}
          columns={[{
            key: 'classes', title: 'rule-node-bundle.node-classes',
            cell: (bundle) => (
              <ul className="tb-uib-classes">
                {(bundle.manifest.contributes?.ruleNodeEditors ?? []).map((e) => <li key={e.clazz}><code>{e.clazz}</code></li>)}
              </ul>
            ),
          }]}
        />
      )}
      <RemoveBundleDialog bundle={removing} text="rule-node-bundle.remove-text" remove={(id) => bundles.remove(id)} close={() => setRemoving(null)} />
    </div>
  );
});
export default RuleNodeBundlesPage;
