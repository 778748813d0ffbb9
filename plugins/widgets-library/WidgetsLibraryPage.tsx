import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import {
  type BundleInfo, ErrorTile, staticWidgetContext, useService, useServices, type WidgetContext, type WidgetDefinition, WidgetFrame,
  widgetLibraryServiceRef,
} from '@tessera/sdk';
import './widgets-library.css';

/** Preview cell size: the widget library lays widgets out 8 columns wide, three per row. */
const PREVIEW_ROW_PX = 50;

function WidgetPreview({ definition, pluginName, ctx }: { definition: WidgetDefinition<any>; pluginName: string; ctx: WidgetContext }) {
  const { t } = useTranslation();
  const height = Math.max(3, definition.sizeY) * PREVIEW_ROW_PX;
  return (
    <figure className="tb-widget-preview" data-widget-id={definition.id}>
      <div className="tb-widget-preview-body" style={{ height }}>
        <WidgetFrame definition={definition} pluginName={pluginName} width={320} height={height} ctx={ctx} />
      </div>
      <figcaption>
        <strong>{definition.name}</strong>
        <span>{definition.kind} · {t('widget.size', { x: definition.sizeX, y: definition.sizeY })}</span>
      </figcaption>
    </figure>
  );
}

const BundleSection = observer(function BundleSection({ bundle, ctx }: { bundle: BundleInfo; ctx: WidgetContext }) {
  const { t } = useTranslation();
  const library = useService(widgetLibraryServiceRef);
  const { manifest } = bundle;
  const widgets = library.widgets.filter((w) => manifest.contributes?.widgets?.some((c) => c.id === w.id));
  return (
    <section className="tb-bundle" aria-label={manifest.name} data-plugin-id={manifest.id} data-status={bundle.status}>
      <header className="tb-bundle-header">
        <h2>{manifest.name}</h2>
        <span className="tb-bundle-meta">{manifest.id} · {manifest.version}</span>
      </header>
      {manifest.description && <p className="tb-bundle-description">{manifest.description}</p>}
      {bundle.status === 'failed' && (
        <ErrorTile title={t('plugin.error-loading-widget')} pluginName={manifest.name} error={bundle.error} />
      )}
      {(bundle.status === 'loading' || bundle.status === 'listed') && <ProgressCircle aria-label={t('common.loading')} isIndeterminate size="S" />}
      {bundle.status === 'active' && (
        <div className="tb-widget-grid">
          {widgets.map((w) => <WidgetPreview key={w.id} definition={w} pluginName={manifest.name} ctx={ctx} />)}
        </div>
      )}
    </section>
  );
});

/** The widget library: every installed bundle with live previews of its widget types. */
const WidgetsLibraryPage = observer(function WidgetsLibraryPage() {
  const { t } = useTranslation();
  const library = useService(widgetLibraryServiceRef);
  const services = useServices();
  const ctx = useMemo<WidgetContext>(() => staticWidgetContext(services), [services]);
  useEffect(() => {
    void library.loadAll();
  }, [library]);
  return (
    <div className="tb-page">
      <h1 className="tb-page-title">{t('widget.widgets-bundles')}</h1>
      {library.bundles.length === 0 && <p className="tb-empty">{t('widget.no-widgets')}</p>}
      {library.bundles.map((bundle) => <BundleSection key={bundle.manifest.id} bundle={bundle} ctx={ctx} />)}
    </div>
  );
});
export default WidgetsLibraryPage;
