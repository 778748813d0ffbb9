import { formatValue, useWidgetData, type WidgetProps } from '@tessera/sdk';
import { animationOf, fontStyle, gaugeInput } from './gaugeInput';
import { ARC_CENTER, arcGaugeGeometry, barColor, HEIGHT, WIDTH, type DigitalGaugeSettings } from './digitalGaugeModel';
import { NoData } from './NoData';
import { formatTimestamp } from './timestampFormat';
import { useAnimatedAttributes } from './useAnimatedAttributes';

/** justgage-style arc gauge (`digital_gauges/gauge_justgage`) drawn in SVG. */
export function DigitalGauge({ settings, config, ctx, width, height }: WidgetProps<DigitalGaugeSettings>) {
  const data = useWidgetData(ctx);
  const input = gaugeInput(data, config);
  const min = Number(settings.minValue) || 0;
  const max = Number(settings.maxValue);
  const value = input?.value ?? min;
  const geometry = arcGaugeGeometry(settings, value);
  const bar = useAnimatedAttributes<SVGPathElement>(value, animationOf(settings), (v) => ({
    d: arcGaugeGeometry(settings, v).valuePath || 'M 0 0', stroke: barColor(settings, v, input?.color ?? ''),
  }));
  if (!input) return <NoData />;

  const decimals = input.decimals;
  const title = settings.title || input.label;
  const dash = Number(settings.dashThickness) > 0 ? `${settings.dashThickness} ${settings.dashThickness}` : undefined;
  const valueText = input.value === null ? '' : formatValue(input.value, decimals, input.units);
  const cap = settings.roundedLineCap ? 'round' : 'butt';
  return (
    <svg
      role="img" aria-label={`${title}: ${valueText}`.trim()} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={width || '100%'} height={height || '100%'} preserveAspectRatio="xMidYMid meet" data-testid="digital-gauge"
    >
      {settings.showTitle && (
        <text x={WIDTH / 2} y={16} textAnchor="middle" style={fontStyle(settings.titleFont, 12, '#999')}>{title}</text>
      )}
      <path d={geometry.backgroundPath} stroke={settings.gaugeColor || '#eeeeee'} strokeWidth={geometry.thickness} fill="none" strokeLinecap={cap} />
      <path ref={bar} strokeWidth={geometry.thickness} fill="none" strokeLinecap={cap} strokeDasharray={dash} data-testid="gauge-bar" />
      {geometry.ticks.map((tk, i) => (
        <line key={i} x1={tk.from.x} y1={tk.from.y} x2={tk.to.x} y2={tk.to.y} stroke={settings.colorTicks || '#666'} strokeWidth={Number(settings.tickWidth) || 1} />
      ))}
      {settings.showValue && (
        <text x={ARC_CENTER.x} y={ARC_CENTER.y - 8} textAnchor="middle" style={fontStyle(settings.valueFont, 22, '#666')} data-testid="gauge-value">
          {valueText}
        </text>
      )}
      {settings.showUnitTitle && settings.unitTitle && (
        <text x={ARC_CENTER.x} y={ARC_CENTER.y + 14} textAnchor="middle" style={fontStyle(settings.labelFont, 10, '#999')}>{settings.unitTitle}</text>
      )}
      {settings.showMinMax && (
        <g textAnchor="middle" style={fontStyle(settings.minMaxFont, 10, '#999')} data-testid="gauge-min-max">
          <text x={geometry.minLabelAt.x} y={geometry.minLabelAt.y}>{formatValue(min, decimals)}</text>
          <text x={geometry.maxLabelAt.x} y={geometry.maxLabelAt.y}>{formatValue(Number.isFinite(max) ? max : 100, decimals)}</text>
        </g>
      )}
      {settings.showTimestamp && input.ts !== null && (
        <text x={WIDTH / 2} y={HEIGHT - 4} textAnchor="middle" style={fontStyle(settings.labelFont, 9, '#999')}>
          {formatTimestamp(input.ts, settings.timestampFormat || 'yyyy-MM-dd HH:mm:ss')}
        </text>
      )}
    </svg>
  );
}
