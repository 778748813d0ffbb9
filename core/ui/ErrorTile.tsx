import { useTranslation } from 'react-i18next';

/**
 * The tile shown in place of a widget or page whose plugin failed. It names the plugin
 * and shows the error message as text.
 *
 * @example
 * <ErrorTile title={t('plugin.error-loading-widget')} pluginName="Clock widgets" error={error} />
 */
export function ErrorTile(props: { title: string; pluginName?: string; error?: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="tb-error-tile" role="alert">
      <strong className="tb-error-tile-title">{props.title}</strong>
      {props.pluginName && (
        <span className="tb-error-tile-plugin">{t('plugin.failed-to-load', { name: props.pluginName })}</span>
      )}
      {props.error && <code className="tb-error-tile-message">{props.error.message}</code>}
      {props.onRetry && (
        <button type="button" className="tb-link-button" onClick={props.onRetry}>
          {t('action.retry')}
        </button>
      )}
    </div>
  );
}
