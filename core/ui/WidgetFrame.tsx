import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorTile } from './ErrorTile';
import { type WidgetContext, type WidgetDefinition, type WidgetDisplayConfig, defaultDisplayConfig } from '@tessera/sdk';

/**
 * Renders one widget inside an error boundary. A widget that throws becomes an
 * 'Error loading widget' tile naming its plugin; the rest of the page keeps working.
 *
 * @example
 * <WidgetFrame definition={clock} pluginName="Clock widgets" settings={{}} width={300} height={150} ctx={ctx} />
 */
export function WidgetFrame(props: {
  definition: WidgetDefinition<any>;
  pluginName: string;
  settings?: Record<string, unknown>;
  /** Display configuration; defaults to seed 001's widget defaults. */
  config?: WidgetDisplayConfig;
  width: number;
  height: number;
  ctx: WidgetContext;
}) {
  const { t } = useTranslation();
  const { definition: Widget } = props;
  const settings = { ...Widget.defaultSettings, ...props.settings };
  return (
    <ErrorBoundary
      resetKey={Widget}
      onError={(error) => console.error(`Widget '${Widget.id}' of plugin '${props.pluginName}' failed`, error)}
      fallback={(error, retry) => (
        <ErrorTile title={t('plugin.error-loading-widget')} pluginName={props.pluginName} error={error} onRetry={retry} />
      )}
    >
      <Widget.component settings={settings} config={props.config ?? defaultDisplayConfig(Widget.kind === 'timeseries')} width={props.width} height={props.height} ctx={props.ctx} />
    </ErrorBoundary>
  );
}
