import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetData, type WidgetProps } from '@tessera/sdk';
import { markdownWithValues } from './markdownWithValues';
import { formattedData, seriesLookup } from './placeholders';
import { SandboxedHtml } from './SandboxedHtml';
import { staticHtml } from './staticHtml';
import { NO_SANDBOX, useSandboxText } from './useSandboxText';

export interface MarkdownCardSettings extends Record<string, unknown> {
  markdownTextPattern?: string;
  /** Tenant CSS: with it the card renders in a sandboxed iframe, as it could restyle the console. */
  markdownCss?: string;
  useMarkdownTextFunction?: boolean;
  /** Body of `function (data)` returning the markdown pattern; runs in the script sandbox. */
  markdownTextFunction?: string;
}

/**
 * TB's Markdown/HTML card: the pattern (or what the text function returns) with `${...}`
 * placeholders filled in, rendered by the SDK's safe Markdown (HTML shows as text).
 * With `markdownCss` it renders the same HTML in a sandboxed iframe with that CSS.
 * Datasources are optional, so there is no empty state.
 */
export function MarkdownCard({ settings, width, height, config, ctx }: WidgetProps<MarkdownCardSettings>) {
  const { t } = useTranslation();
  const data = useWidgetData(ctx);
  const body = settings.useMarkdownTextFunction === true && settings.markdownTextFunction?.trim() ? settings.markdownTextFunction : undefined;
  const records = useMemo(() => (body ? formattedData(data.series, ctx.datasources) : null), [body, data, ctx.datasources]);
  const script = useSandboxText(ctx, body, records);
  const pattern = body ? script.text ?? '' : settings.markdownTextPattern ?? '';
  const content = useMemo(() => markdownWithValues(pattern, seriesLookup(data.series, ctx.datasources)), [pattern, data, ctx.datasources]);
  const css = settings.markdownCss?.trim() ? settings.markdownCss : '';
  if (css && !script.error) {
    return <SandboxedHtml html={staticHtml(content)} css={`body{padding:8px}\n${css}`} width={width} height={height} color={config.color} allowPopups />;
  }
  return (
    <div style={{ height: '100%', overflow: 'auto', boxSizing: 'border-box', padding: 8, color: config.color, background: config.backgroundColor }}>
      {script.error
        ? <div role="alert" style={{ color: 'var(--spectrum-global-color-red-700, #d32f2f)' }}>
            {script.error === NO_SANDBOX ? t('widgets.cards.no-sandbox') : t('widgets.cards.function-error', { message: script.error })}
          </div>
        : content}
    </div>
  );
}
