import { formatValue } from '@tessera/sdk';
import { type Point } from './chartSeries';

/** The legend's statistics of one series. */
export interface LegendStats {
  min: number;
  max: number;
  avg: number;
  total: number;
}

export type LegendStatName = keyof LegendStats;
export const LEGEND_STATS: readonly LegendStatName[] = ['min', 'max', 'avg', 'total'];

/** Min, max, average and total of the values, or null for an empty series. */
export function legendStats(points: readonly Point[]): LegendStats | null {
  if (points.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  let total = 0;
  for (const [, value] of points) {
    if (value < min) min = value;
    if (value > max) max = value;
    total += value;
  }
  return { min, max, avg: total / points.length, total };
}

/** A statistic as the legend shows it; an empty series shows an empty cell. */
export function formatStat(stats: LegendStats | null, name: LegendStatName, decimals: number, units: string): string {
  return stats ? formatValue(stats[name], decimals, units) : '';
}
