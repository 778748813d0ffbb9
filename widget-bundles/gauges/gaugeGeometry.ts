/*
 * Dial geometry in canvas-gauges' convention, so `startAngle`/`ticksAngle` from ThingsBoard
 * settings mean the same here: angles are degrees measured clockwise from 6 o'clock.
 */

export interface Point {
  x: number;
  y: number;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Where `value` sits between `min` and `max`, clamped to 0..1 (0 for an empty range or a non-number). */
export function valueToRatio(value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || !(max > min)) return 0;
  return clamp((value - min) / (max - min), 0, 1);
}

/** The needle angle of `value`: values outside the scale stop at its ends. */
export function valueToAngle(value: number, min: number, max: number, startAngle: number, ticksAngle: number): number {
  return startAngle + valueToRatio(value, min, max) * ticksAngle;
}

/** The point at `radius` from the centre in direction `angle` (clockwise from 6 o'clock). */
export function pointAt(cx: number, cy: number, radius: number, angle: number): Point {
  const rad = (angle * Math.PI) / 180;
  return { x: cx - radius * Math.sin(rad), y: cy + radius * Math.cos(rad) };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** An SVG path of the circular arc from `from` to `to` (clockwise); '' when it has no length. */
export function arcPath(cx: number, cy: number, radius: number, from: number, to: number): string {
  const sweep = Math.min(to - from, 359.99);
  if (!(sweep > 0.001)) return '';
  const start = pointAt(cx, cy, radius, from);
  const end = pointAt(cx, cy, radius, from + sweep);
  return `M ${round(start.x)} ${round(start.y)} A ${radius} ${radius} 0 ${sweep > 180 ? 1 : 0} 1 ${round(end.x)} ${round(end.y)}`;
}

/**
 * Major tick values as ThingsBoard computes them: `count` equal steps from min to max
 * (10 when unset), each rounded to `decimals`, ending exactly at max.
 */
export function majorTickValues(min: number, max: number, count: number | undefined, decimals: number): number[] {
  if (!(max > min)) return [min];
  const steps = count && count > 0 ? Math.min(Math.round(count), 100) : 10;
  const digits = clamp(Math.trunc(decimals), 0, 10);
  const values: number[] = [];
  for (let i = 0; i < steps; i += 1) values.push(Number((min + ((max - min) * i) / steps).toFixed(digits)));
  values.push(max);
  return values;
}

/** Minor tick values: each major interval split into `divisions` parts (canvas-gauges `minorTicks`). */
export function minorTickValues(majors: readonly number[], divisions: number): number[] {
  const parts = Math.min(Math.max(0, Math.round(divisions)), 50);
  if (parts < 2) return [];
  const values: number[] = [];
  for (let i = 0; i + 1 < majors.length; i += 1) {
    for (let j = 1; j < parts; j += 1) values.push(majors[i] + ((majors[i + 1] - majors[i]) * j) / parts);
  }
  return values;
}

/**
 * A value as canvas-gauges prints it: the integer part zero-padded to `valueInt` digits,
 * then `decimals` fraction digits (`padValue(5.5, 3, 1)` is '005.5').
 */
export function padValue(value: number, valueInt: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const text = Math.abs(value).toFixed(clamp(Math.trunc(decimals), 0, 20));
  const [int, frac] = text.split('.');
  const padded = int.padStart(clamp(Math.trunc(valueInt) || 1, 1, 20), '0');
  const sign = value < 0 && Number(text) !== 0 ? '-' : '';
  return sign + padded + (frac !== undefined ? `.${frac}` : '');
}
