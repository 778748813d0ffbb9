import { type CSSProperties, useState } from 'react';
import { useWidgetData, type WidgetProps } from '@tessera/sdk';
import { containRect, labelPlacement } from './labelLayout';
import { NoData } from './NoData';
import { fillPattern, seriesLookup } from './placeholders';

export interface LabelSpec {
  /** Text with placeholders; `${#0}` is the first key. */
  pattern?: string;
  /** Position of the label's centre, in per cent of the image. */
  x?: number;
  y?: number;
  backgroundColor?: string;
  font?: { family?: string; size?: number; style?: string; weight?: string; color?: string };
}

export interface LabelWidgetSettings extends Record<string, unknown> {
  backgroundImageUrl?: string;
  labels?: LabelSpec[];
}

/** TB's label widget: value labels placed over a background image, as text. */
export function LabelWidget({ settings, width, height, config, ctx }: WidgetProps<LabelWidgetSettings>) {
  const data = useWidgetData(ctx);
  const [natural, setNatural] = useState<{ url: string; width: number; height: number } | null>(null);
  if (data.series.length === 0 && ctx.datasources.length === 0) return <NoData color={config.color} />;
  const url = settings.backgroundImageUrl;
  const size = natural && natural.url === url ? natural : { width: 0, height: 0 };
  const area = containRect(size.width, size.height, width, height);
  const lookup = seriesLookup(data.series, ctx.datasources);
  return (
    <div style={{ position: 'relative', width, height, overflow: 'hidden', color: config.color }}>
      {url && (
        <img
          src={url}
          alt=""
          onLoad={(e) => setNatural({ url, width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
          style={{ position: 'absolute', left: area.left, top: area.top, width: area.width, height: area.height }}
        />
      )}
      {(settings.labels ?? []).map((label, i) => {
        const font = label.font ?? {};
        const place = labelPlacement(area, label.x ?? 50, label.y ?? 50, font.size ?? 6);
        return (
          <div
            key={i}
            data-testid="label"
            style={{
              position: 'absolute', left: place.left, top: place.top, transform: 'translate(-50%, -50%)', whiteSpace: 'nowrap',
              background: label.backgroundColor, fontFamily: font.family, fontSize: place.fontSize, fontStyle: font.style,
              fontWeight: font.weight as CSSProperties['fontWeight'], color: font.color, padding: '0 0.2em',
            }}
          >
            {fillPattern(label.pattern ?? '', lookup, { defaultDecimals: 2 })}
          </div>
        );
      })}
    </div>
  );
}
