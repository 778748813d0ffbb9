import { formatValue } from '@tessera/sdk';
import { type ChartSeries } from './chartSeries';
import { nearestIndex, nearestTime } from './nearest';

/** One line of the tooltip. */
export interface TooltipRow {
  index: number;
  label: string;
  color: string;
  value: string;
}

export interface TooltipContent {
  time: number;
  rows: TooltipRow[];
}

export interface TooltipOptions {
  /** `tooltipIndividual`: only the series whose point is nearest to the pointer vertically. */
  individual: boolean;
  hideZeros: boolean;
  /** Maps a value to its y in px, to find the hovered series. */
  yOf: (value: number) => number;
}

/**
 * What the tooltip shows for the pointer at (`time`, `y`): the nearest timestamp of the shown
 * series and each series' value there (its own nearest point).
 */
export function tooltipContent(series: readonly ChartSeries[], time: number, y: number, options: TooltipOptions): TooltipContent | undefined {
  const at = nearestTime(series.map((s) => s.points), time);
  if (at === undefined) return undefined;
  const candidates = series.flatMap((s) => {
    const i = nearestIndex(s.points, at);
    return i < 0 ? [] : [{ s, value: s.points[i][1] }];
  });
  let chosen = candidates;
  if (options.individual && candidates.length > 0) {
    const best = candidates.reduce((a, b) => (Math.abs(options.yOf(b.value) - y) < Math.abs(options.yOf(a.value) - y) ? b : a));
    chosen = [best];
  }
  const rows = chosen
    .filter(({ value }) => !(options.hideZeros && value === 0))
    .map(({ s, value }) => ({ index: s.index, label: s.label, color: s.color, value: formatValue(value, s.decimals, s.units) }));
  return { time: at, rows };
}
