import { scaleTime, type ScaleTime } from 'd3-scale';
import { timeFormat } from 'd3-time-format';

/** The x scale over the time window, mapped to [left, right] in px. */
export function timeScaleOf(minTime: number, maxTime: number, left: number, right: number): ScaleTime {
  const end = maxTime > minTime ? maxTime : minTime + 1;
  return scaleTime().domain([minTime, end]).range([left, right]);
}

/** About one labelled tick per 90 px, with d3's multi-scale labels (`10:30`, `Mar 04`...). */
export function timeTicks(scale: ScaleTime): { time: number; label: string }[] {
  const [left, right] = scale.range();
  const count = Math.max(2, Math.floor(Math.abs(right - left) / 90));
  const format = scale.tickFormat(count);
  return scale.ticks(count).map((date) => ({ time: date.getTime(), label: format(date) }));
}

const tooltipFormat = timeFormat('%Y-%m-%d %H:%M:%S');

/** A timestamp as the tooltip shows it. */
export const formatTooltipTime = (time: number): string => tooltipFormat(new Date(time));
