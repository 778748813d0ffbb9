import { tickStep } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { type StackedPoint } from './stack';

export interface ValueDomainOptions {
  /** Fixed ends from the settings (`yaxis.min`, `yaxis.max`). */
  min?: number;
  max?: number;
  /** Include the bases (y0) of the points: stacked series and bars are drawn from them. */
  includeBase: boolean;
}

/** The y domain of the points: the data's extent, widened to nice values except at fixed ends. */
export function valueDomain(series: readonly (readonly StackedPoint[])[], options: ValueDomainOptions, tickCount = 5): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const points of series) {
    for (const [, y0, y1] of points) {
      if (y1 < lo) lo = y1;
      if (y1 > hi) hi = y1;
      if (options.includeBase) {
        if (y0 < lo) lo = y0;
        if (y0 > hi) hi = y0;
      }
    }
  }
  if (lo === Infinity) [lo, hi] = [0, 1];
  if (options.min !== undefined) lo = options.min;
  if (options.max !== undefined) hi = options.max;
  if (lo > hi) [lo, hi] = [hi, lo];
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.1;
    lo = options.min ?? lo - pad;
    hi = options.max ?? hi + pad;
  }
  const [niceLo, niceHi] = scaleLinear().domain([lo, hi]).nice(tickCount).domain();
  return [options.min ?? niceLo, options.max ?? niceHi];
}

/** Decimals of a step: 0.25 -> 2, 5 -> 0. */
export function decimalsOf(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  for (let digits = 0; digits < 15; digits++) {
    const scaled = step * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, scaled)) return digits;
  }
  return 15;
}

/**
 * Tick values over the domain. `tickSize` fixes the step; `tickDecimals` (flot's) makes the
 * step at least 10^-decimals, so 0 decimals never labels two ticks with the same integer.
 */
export function valueTicks(domain: readonly [number, number], count: number, tickDecimals?: number, tickSize?: number): number[] {
  const [lo, hi] = domain;
  let step = tickSize !== undefined && tickSize > 0 ? tickSize : tickStep(lo, hi, Math.max(1, count));
  if (tickDecimals !== undefined && tickDecimals >= 0) step = Math.max(step, 10 ** -tickDecimals);
  if (!Number.isFinite(step) || step <= 0) return [lo];
  const ticks: number[] = [];
  const digits = decimalsOf(step) + 2;
  for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9 && ticks.length < 1000; k++) {
    ticks.push(Number((k * step).toFixed(digits)));
  }
  return ticks;
}
