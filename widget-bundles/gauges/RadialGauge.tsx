import { useMemo } from 'react';
import { useWidgetData, type WidgetProps } from '@tessera/sdk';
import { padValue } from './gaugeGeometry';
import { animationOf, fontStyle, gaugeInput } from './gaugeInput';
import { NoData } from './NoData';
import { CENTER, PLATE_RADIUS, radialGaugeModel, SIZE, TICK_RADIUS, type RadialGaugeSettings } from './radialGaugeModel';
import { useAnimatedAttributes } from './useAnimatedAttributes';

/** canvas-gauges' radial gauge (`analogue_gauges/radial_gauge_canvas_gauges`) drawn in SVG. */
export function RadialGauge({ settings, config, ctx, width, height }: WidgetProps<RadialGaugeSettings>) {
  const data = useWidgetData(ctx);
  const input = gaugeInput(data, config);
  const decimals = input?.decimals ?? 0;
  const model = useMemo(() => radialGaugeModel(settings, decimals), [settings, decimals]);
  const angle = model.angleOf(input?.value ?? model.min);
  const needle = useAnimatedAttributes<SVGGElement>(angle, animationOf(settings), (a) => ({
    transform: `rotate(${Math.round(a * 100) / 100} ${CENTER} ${CENTER})`,
  }));
  if (!input) return <NoData />;

  const keyColor = settings.defaultColor || input.color;
  const needleColor = settings.colorNeedle || keyColor;
  const units = settings.showUnitTitle ? (settings.unitTitle || input.units) : '';
  const valueText = input.value === null ? '' : padValue(input.value, Number(settings.valueInt) || 1, decimals);
  const needleRadius = Math.max(2, Number(settings.needleCircleSize) || 10) / 2;
  return (
    <svg
      role="img" aria-label={`${input.label}: ${valueText} ${units}`.trim()} viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={width || '100%'} height={height || '100%'} preserveAspectRatio="xMidYMid meet" data-testid="radial-gauge"
    >
      <circle cx={CENTER} cy={CENTER} r={PLATE_RADIUS} style={{ fill: settings.colorPlate || 'var(--spectrum-global-color-gray-50, #fff)' }}
        stroke={settings.showBorder ? '#ccc' : 'none'} strokeWidth={settings.showBorder ? 4 : 0} />
      {model.highlights.map((h, i) => (
        <path key={`h${i}`} d={h.path} stroke={h.color} strokeWidth={h.width} fill="none" data-testid="gauge-highlight" />
      ))}
      {model.majorTicks.map((tk, i) => (
        <line key={`M${i}`} x1={tk.from.x} y1={tk.from.y} x2={tk.to.x} y2={tk.to.y} stroke={settings.colorMajorTicks || '#444'} strokeWidth={2} />
      ))}
      {model.minorTicks.map((tk, i) => (
        <line key={`m${i}`} x1={tk.from.x} y1={tk.from.y} x2={tk.to.x} y2={tk.to.y} stroke={settings.colorMinorTicks || '#666'} strokeWidth={1} />
      ))}
      <g style={fontStyle(settings.numbersFont, 12, '#616161')} textAnchor="middle" dominantBaseline="middle">
        {model.numbers.map((n, i) => <text key={i} x={n.at.x} y={n.at.y} data-testid="gauge-number">{n.text}</text>)}
      </g>
      <text x={CENTER} y={CENTER - 30} textAnchor="middle" style={fontStyle(settings.titleFont, 13, '#888')}>{input.label}</text>
      {units && <text x={CENTER} y={CENTER + 30} textAnchor="middle" style={fontStyle(settings.unitsFont, 12, '#616161')}>{units}</text>}
      {settings.valueBox && (
        <g data-testid="gauge-value-box">
          <rect x={CENTER - 32} y={CENTER + 48} width={64} height={22} rx={3}
            fill={settings.colorValueBoxBackground || '#babab2'} stroke={settings.colorValueBoxRect || '#888'} />
          <text x={CENTER} y={CENTER + 60} textAnchor="middle" dominantBaseline="middle" style={fontStyle(settings.valueFont, 15, '#444')}>
            {valueText}
          </text>
        </g>
      )}
      <g ref={needle} data-testid="gauge-needle">
        <polygon points={`${CENTER - 3},${CENTER} ${CENTER + 3},${CENTER} ${CENTER},${CENTER + TICK_RADIUS - 4}`} fill={needleColor} />
        <circle cx={CENTER} cy={CENTER} r={needleRadius} fill={settings.colorNeedleEnd || needleColor} />
      </g>
    </svg>
  );
}
