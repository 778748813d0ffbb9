import { useWidgetData, type WidgetProps } from '@tessera/sdk';
import { type HtmlCardSettings } from './HtmlCard';
import { NoData } from './NoData';
import { escapeHtml, fillPattern, seriesLookup } from './placeholders';
import { SandboxedHtml } from './SandboxedHtml';

/** TB's HTML value card: `${label}` placeholders of the HTML get latest values (2 decimals unless `:N`), HTML-escaped. */
export function HtmlValueCard({ settings, width, height, config, ctx }: WidgetProps<HtmlCardSettings>) {
  const data = useWidgetData(ctx);
  if (data.series.length === 0 && ctx.datasources.length === 0) return <NoData color={config.color} />;
  const html = fillPattern(settings.cardHtml ?? '', seriesLookup(data.series, ctx.datasources), { defaultDecimals: 2, encode: escapeHtml });
  return <SandboxedHtml html={html} css={settings.cardCss ?? ''} width={width} height={height} color={config.color} />;
}
