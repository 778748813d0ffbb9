import { type WidgetProps } from '@tessera/sdk';
import { SandboxedHtml } from './SandboxedHtml';

export interface HtmlCardSettings extends Record<string, unknown> {
  cardHtml?: string;
  cardCss?: string;
}

/** TB's HTML card: the tenant's static HTML and CSS, sandboxed. */
export function HtmlCard({ settings, width, height, config }: WidgetProps<HtmlCardSettings>) {
  return <SandboxedHtml html={settings.cardHtml ?? ''} css={settings.cardCss ?? ''} width={width} height={height} color={config.color} />;
}
