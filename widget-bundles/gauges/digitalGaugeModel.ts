import { levelColor } from './colorScale';
import { arcPath, pointAt, valueToAngle, valueToRatio, type Point } from './gaugeGeometry';

/** The ThingsBoard settings the arc gauge reads (`digitalGauge('arc')` in the catalogue). */
export interface DigitalGaugeSettings extends Record<string, unknown> {
  minValue: number;
  maxValue: number;
  gaugeType: string;
  dashThickness: number;
  roundedLineCap?: boolean;
  title?: string;
  showTitle?: boolean;
  unitTitle?: string;
  showUnitTitle?: boolean;
  showTimestamp?: boolean;
  timestampFormat: string;
  showValue: boolean;
  showMinMax: boolean;
  gaugeWidthScale: number;
  defaultColor?: string;
  gaugeColor?: string;
  useFixedLevelColor: boolean;
  levelColors: string[];
  fixedLevelColors: { from?: unknown; to?: unknown; color?: string }[];
  showTicks: boolean;
  tickWidth: number;
  colorTicks?: string;
  ticksValue: unknown[];
  animation: boolean;
  animationDuration: number;
  animationRule: string;
  titleFont: Record<string, unknown>;
  labelFont: Record<string, unknown>;
  valueFont: Record<string, unknown>;
  minMaxFont: Record<string, unknown>;
}

export const WIDTH = 200;
export const HEIGHT = 150;
export const ARC_CENTER: Point = { x: WIDTH / 2, y: 112 };
const OUTER_RADIUS = 80;
/** The arc runs from 9 o'clock over the top to 3 o'clock. */
export const ARC_START = 90;
export const ARC_SPAN = 180;

/** A `{valueSource, value}` (ThingsBoard's predefined value) or a plain number; NaN otherwise. */
export function predefinedValue(source: unknown): number {
  if (typeof source === 'number') return source;
  if (source && typeof source === 'object' && 'value' in source) return Number((source as { value: unknown }).value);
  return Number.NaN;
}

/**
 * The bar colour of `value`: with `useFixedLevelColor` the colour of the first range that
 * holds it (else the default); otherwise the level colours as a gradient over the scale.
 */
export function barColor(settings: DigitalGaugeSettings, value: number, keyColor: string): string {
  const fallback = settings.defaultColor || keyColor;
  if (settings.useFixedLevelColor) {
    const range = (settings.fixedLevelColors ?? []).find((r) => value >= predefinedValue(r.from) && value <= predefinedValue(r.to));
    return range?.color || fallback;
  }
  const colors = Array.isArray(settings.levelColors) && settings.levelColors.length > 0 ? settings.levelColors : [fallback];
  return levelColor(valueToRatio(value, settings.minValue, settings.maxValue), colors, fallback);
}

export interface ArcGaugeGeometry {
  radius: number;
  thickness: number;
  backgroundPath: string;
  valuePath: string;
  minLabelAt: Point;
  maxLabelAt: Point;
  ticks: { from: Point; to: Point }[];
}

/** The arc's paths: the track, the bar up to `value`, label spots and tick marks. */
export function arcGaugeGeometry(settings: DigitalGaugeSettings, value: number): ArcGaugeGeometry {
  const thickness = OUTER_RADIUS * 0.375 * Math.min(Math.max(Number(settings.gaugeWidthScale) || 0.75, 0.1), 2.5);
  const radius = OUTER_RADIUS - thickness / 2;
  const { x, y } = ARC_CENTER;
  const angleOf = (v: number) => valueToAngle(v, settings.minValue, settings.maxValue, ARC_START, ARC_SPAN);
  const ticks = settings.showTicks
    ? (settings.ticksValue ?? []).map(predefinedValue).filter(Number.isFinite).map((v) => ({
      from: pointAt(x, y, OUTER_RADIUS, angleOf(v)), to: pointAt(x, y, OUTER_RADIUS - thickness, angleOf(v)),
    }))
    : [];
  return {
    radius,
    thickness,
    backgroundPath: arcPath(x, y, radius, ARC_START, ARC_START + ARC_SPAN),
    valuePath: arcPath(x, y, radius, ARC_START, angleOf(value)),
    minLabelAt: { x: x - radius, y: y + 14 },
    maxLabelAt: { x: x + radius, y: y + 14 },
    ticks,
  };
}
