import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { widgetLibraryStoreRef } from '../../../core/services/refs';
import {
  type BundleInfo, staticWidgetContext, useService, useServices, type WidgetContext, type WidgetDefinition,
  widgetLibraryServiceRef,
} from '@tessera/sdk';
import { ErrorTile, WidgetFrame } from '@tessera/ui';

/** Preview row height: the widget library lays widgets out 8 columns wide, three per row. */
const PREVIEW_ROW_PX = 50;

function InstalledWidget({ definition, pluginName, ctx }: { definition: WidgetDefinition<any>; pluginName: string; ctx: WidgetContext }) {
  const height = Math.max(3, definition.sizeY) * PREVIEW_ROW_PX;
  return (
    <figure className="tb-type-card" data-widget-id={definition.id}>
      <div className="tb-type-card-preview" style={{ height }}>
        <WidgetFrame definition={definition} pluginName={pluginName} width={320} height={height} ctx={ctx} />
      </div>
      <figcaption className="tb-type-card-footer"><span className="tb-type-card-name">{definition.name}</span></figcaption>
    </figure>
  );
}

/** Ids of the built-in widgets that a server widget type renders with: those show in their server bundle. */
function useServerMapped(): ReadonlySet<string> {
  const services = useServices();
  const store = services.getOptional(widgetLibraryStoreRef) as { serverDefinitions?: { builtin?: { id: string } }[] } | undefined;
  const definitions = store?.serverDefinitions ?? [];
  return new Set(definitions.flatMap((d) => (d.builtin ? [d.builtin.id] : [])));
}

const InstalledBundle = observer(function InstalledBundle({ bundle, ctx }: { bundle: BundleInfo; ctx: WidgetContext }) {
  const { t } = useTranslation();
  const library = useService(widgetLibraryServiceRef);
  const mapped = useServerMapped();
  const { manifest } = bundle;
  // Widgets that no server type shows yet are previewed here; the others live in their bundle's page.
  const widgets = library.widgets.filter((w) => manifest.contributes?.widgets?.some((c) => c.id === w.id) && !mapped.has(w.id));
  return (
    <section className="tb-installed-bundle" aria-label={manifest.name} data-plugin-id={manifest.id} data-status={bundle.status}>
      <h3>{manifest.name}</h3>
      {manifest.description && <p className="tb-bundle-page-note">{manifest.description}</p>}
      {bundle.status === 'failed' && <ErrorTile title={t('plugin.error-loading-widget')} pluginName={manifest.name} error={bundle.error} />}
      {(bundle.status === 'loading' || bundle.status === 'listed') && <ProgressCircle aria-label={t('common.loading')} isIndeterminate size="S" />}
      {bundle.status === 'active' && widgets.length > 0 && (
        <div className="tb-type-grid">
          {widgets.map((w) => <InstalledWidget key={w.id} definition={w} pluginName={manifest.name} ctx={ctx} />)}
        </div>
      )}
    </section>
  );
});

/**
 * The widget bundles installed as code (shipped with the console or installed by a system
 * administrator): whether each loaded, and live previews of the widgets that no server widget
 * type lists (the others show on their bundle's page). A bundle that fails to load shows
 * an error tile naming it; the rest of the console keeps working.
 */
export const InstalledBundles = observer(function InstalledBundles() {
  const { t } = useTranslation();
  const library = useService(widgetLibraryServiceRef);
  const services = useServices();
  const ctx = useMemo<WidgetContext>(() => staticWidgetContext(services), [services]);
  useEffect(() => { void library.loadAll(); }, [library]);
  if (library.bundles.length === 0) return null;
  return (
    <section className="tb-installed-bundles" aria-labelledby="tb-installed-bundles-title">
      <h2 id="tb-installed-bundles-title">{t('widgets-bundle.installed-bundles')}</h2>
      {library.bundles.map((bundle) => <InstalledBundle key={bundle.manifest.id} bundle={bundle} ctx={ctx} />)}
    </section>
  );
});
