import { formatValue, latestValue, useWidgetData, type WidgetProps } from '@tessera/sdk';
import { NoData } from './NoData';
import { simpleCardFonts } from './simpleCardFonts';

export interface SimpleCardSettings extends Record<string, unknown> {
  /** Where the key's label goes: `left` of the value or on `top` of it. */
  labelPosition?: 'left' | 'top' | string;
}

/** TB's simple card: the latest value of the first key with its label, the value as large as the card allows. */
export function SimpleCard({ settings, width, height, config, ctx }: WidgetProps<SimpleCardSettings>) {
  const data = useWidgetData(ctx);
  const series = data.series[0];
  if (!series) return <NoData color={config.color} />;
  const key = series.dataKey;
  const text = formatValue(latestValue(series), key.decimals ?? config.decimals, key.units ?? config.units);
  const top = settings.labelPosition === 'top';
  const fonts = simpleCardFonts(width, height, text, top ? 'top' : 'left');
  return (
    <div
      data-testid="simple-card"
      style={{
        display: 'flex', flexDirection: top ? 'column' : 'row', alignItems: top ? 'stretch' : 'center', gap: 8,
        height: '100%', boxSizing: 'border-box', padding: 8, color: config.color, background: config.backgroundColor,
        borderLeft: `4px solid ${key.color}`, overflow: 'hidden',
      }}
    >
      <div style={{ fontSize: fonts.label, opacity: 0.8, flex: top ? '0 0 auto' : '0 1 40%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {key.label}
      </div>
      <div style={{ fontSize: fonts.value, fontWeight: 500, flex: 1, display: 'flex', alignItems: 'center', justifyContent: top ? 'center' : 'flex-end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </div>
    </div>
  );
}
