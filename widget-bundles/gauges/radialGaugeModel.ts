import { arcPath, majorTickValues, minorTickValues, padValue, pointAt, valueToAngle, type Point } from './gaugeGeometry';

/** The ThingsBoard settings the radial gauge reads (ANALOGUE_RADIAL in the catalogue). */
export interface RadialGaugeSettings extends Record<string, unknown> {
  minValue: number;
  maxValue: number;
  unitTitle?: string;
  showUnitTitle: boolean;
  majorTicksCount?: number;
  minorTicks: number;
  valueBox: boolean;
  valueInt: number;
  defaultColor?: string;
  colorPlate: string;
  colorMajorTicks?: string;
  colorMinorTicks?: string;
  colorNeedle?: string;
  colorNeedleEnd?: string;
  colorValueBoxRect?: string;
  colorValueBoxBackground?: string;
  highlights: { from: number; to: number; color: string }[];
  highlightsWidth: number;
  showBorder: boolean;
  numbersFont: Record<string, unknown>;
  titleFont: Record<string, unknown>;
  unitsFont: Record<string, unknown>;
  valueFont: Record<string, unknown>;
  animation: boolean;
  animationDuration: number;
  animationRule: string;
  startAngle: number;
  ticksAngle: number;
  needleCircleSize: number;
}

/** The dial is drawn in a 200 x 200 box. */
export const SIZE = 200;
export const CENTER = SIZE / 2;
const PLATE_RADIUS = 96;
const TICK_RADIUS = 86;
const NUMBER_RADIUS = 64;

export interface Tick {
  from: Point;
  to: Point;
}

export interface RadialGaugeModel {
  min: number;
  max: number;
  majorTicks: Tick[];
  minorTicks: Tick[];
  numbers: { text: string; at: Point }[];
  highlights: { path: string; color: string; width: number }[];
  /** Needle angle for a value, clockwise from 6 o'clock. */
  angleOf(value: number): number;
}

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** Everything static about the dial: ticks, numbers and colour bands. */
export function radialGaugeModel(settings: RadialGaugeSettings, decimals: number): RadialGaugeModel {
  const min = num(settings.minValue, 0);
  const max = Math.max(num(settings.maxValue, 100), min);
  const start = num(settings.startAngle, 45);
  const span = Math.min(Math.max(num(settings.ticksAngle, 270), 0), 360);
  const angleOf = (value: number) => valueToAngle(value, min, max, start, span);
  const tickDecimals = Math.max(0, Math.trunc(decimals));
  const majors = majorTickValues(min, max, settings.majorTicksCount, tickDecimals);
  const tick = (value: number, length: number): Tick => ({
    from: pointAt(CENTER, CENTER, TICK_RADIUS, angleOf(value)),
    to: pointAt(CENTER, CENTER, TICK_RADIUS - length, angleOf(value)),
  });
  // A full circle would print the last number over the first.
  const numbered = span >= 359.9 ? majors.slice(0, -1) : majors;
  const bandWidth = Math.max(0, num(settings.highlightsWidth, 15)) / 2;
  return {
    min,
    max,
    angleOf,
    majorTicks: majors.map((v) => tick(v, 12)),
    minorTicks: minorTickValues(majors, num(settings.minorTicks, 2)).map((v) => tick(v, 6)),
    numbers: numbered.map((v) => ({ text: padValue(v, 1, tickDecimals), at: pointAt(CENTER, CENTER, NUMBER_RADIUS, angleOf(v)) })),
    highlights: (Array.isArray(settings.highlights) ? settings.highlights : [])
      .filter((h) => h && typeof h.from === 'number' && typeof h.to === 'number')
      .map((h) => ({
        path: arcPath(CENTER, CENTER, TICK_RADIUS - bandWidth / 2, angleOf(Math.min(h.from, h.to)), angleOf(Math.max(h.from, h.to))),
        color: String(h.color ?? ''),
        width: bandWidth,
      }))
      .filter((h) => h.path !== ''),
  };
}

export { PLATE_RADIUS, TICK_RADIUS };
