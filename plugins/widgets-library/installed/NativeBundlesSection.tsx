import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { SearchField } from '@adobe/react-spectrum/SearchField';
import ChevronLeft from '@spectrum-icons/workflow/ChevronLeft';
import ChevronRight from '@spectrum-icons/workflow/ChevronRight';
import { authServiceRef, useService } from '@tessera/sdk';
import { type InstalledUiBundle } from '../../../core/services/uiBundles/UiBundleStore';
import { widgetUiBundleStoreRef } from '../../../core/services/uiBundles/WidgetUiBundleStore';
import { InstallBundleZone } from '../../shared/bundles/InstallBundleZone';
import { InstalledBundlesTable } from '../../shared/bundles/InstalledBundlesTable';
import { RemoveBundleDialog } from '../../shared/bundles/RemoveBundleDialog';
import { filterBundles, PAGE_SIZE, pageOf } from './bundleRows';

const BUILD_COMMAND = 'npx tessera bundle build';

/**
 * The widgets library's native widget bundles (issue 16): install a bundle file (the system
 * administrator for every tenant, a tenant administrator for its tenant), the installed ones
 * with their scope and whether they loaded here, searchable and paged, and remove one after a
 * confirmation. Installing, replacing and removing take effect without a reload, here and in
 * the open dashboards.
 */
export const NativeBundlesSection = observer(function NativeBundlesSection() {
  const { t } = useTranslation();
  const store = useService(widgetUiBundleStoreRef);
  const auth = useService(authServiceRef);
  const isSysAdmin = auth.authUser?.authority === 'SYS_ADMIN';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [removing, setRemoving] = useState<InstalledUiBundle | null>(null);
  const matching = useMemo(() => filterBundles(store.installed, search), [store.installed, search]);
  const { rows, page: shownPage, first, last } = pageOf(matching, page);
  const canRemove = (bundle: InstalledUiBundle) => bundle.system === isSysAdmin;

  return (
    <section className="tb-native-bundles" aria-labelledby="tb-native-bundles-title">
      <h2 id="tb-native-bundles-title">{t('widget-ui-bundle.title')}</h2>
      <p className="tb-uib-intro">{t(isSysAdmin ? 'widget-ui-bundle.intro-system' : 'widget-ui-bundle.intro-tenant')}</p>
      <InstallBundleZone install={(file, progress) => store.install(file, file.name, progress)} buildCommand={BUILD_COMMAND} testId="widget-bundle-drop" />
      {store.listError && (
        <div className="tb-uib-error" role="alert">
          {t('widget-ui-bundle.list-failed', { message: store.listError.message })}{' '}
          <Button variant="secondary" onPress={() => void store.refresh()}>{t('action.retry')}</Button>
        </div>
      )}
      {store.installed.length === 0 ? (
        !store.listError && <p className="tb-empty">{store.settled ? t('widget-ui-bundle.no-bundles') : t('common.loading')}</p>
      ) : (
        <>
          <div className="tb-uib-toolbar">
            <SearchField label={t('widget-ui-bundle.search')} value={search} onChange={(text) => { setSearch(text); setPage(0); }} width="size-3600" />
          </div>
          {matching.length === 0 ? (
            <p className="tb-empty">{t('widget-ui-bundle.no-match', { text: search })}</p>
          ) : (
            <InstalledBundlesTable<InstalledUiBundle>
              bundles={rows} label="widget-ui-bundle.title" canRemove={canRemove} onRemove={setRemoving}
              columns={[
                {
                  key: 'widgets', title: 'widget-ui-bundle.widgets',
                  cell: (bundle) => <ul className="tb-uib-classes">{(bundle.manifest.contributes?.widgets ?? []).map((w) => <li key={w.id}>{w.name}</li>)}</ul>,
                },
                { key: 'scope', title: 'widgets-bundle.scope', className: 'tb-uib-scope', cell: (bundle) => t(bundle.system ? 'widgets-bundle.system' : 'widgets-bundle.tenant') },
              ]}
            />
          )}
          {matching.length > PAGE_SIZE && (
            <div className="tb-uib-pager">
              <span aria-live="polite">{t('table.range', { first, last, total: matching.length })}</span>
              <ActionButton isQuiet aria-label={t('table.previous-page')} isDisabled={shownPage === 0} onPress={() => setPage(shownPage - 1)}><ChevronLeft /></ActionButton>
              <ActionButton isQuiet aria-label={t('table.next-page')} isDisabled={last >= matching.length} onPress={() => setPage(shownPage + 1)}><ChevronRight /></ActionButton>
            </div>
          )}
        </>
      )}
      <RemoveBundleDialog bundle={removing} text="widget-ui-bundle.remove-text" remove={(id) => store.remove(id)} close={() => setRemoving(null)} />
    </section>
  );
});
