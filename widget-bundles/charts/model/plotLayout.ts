import { formatValue, type WidgetTimeWindow } from '@tessera/sdk';
import { scaleLinear, type ScaleLinear, type ScaleTime } from 'd3-scale';
import { type FlotSettings, numberOrUndefined } from '../settings';
import { type ChartSeries } from './chartSeries';
import { visibleRange } from './nearest';
import { stackSeries, type StackedPoint } from './stack';
import { timeScaleOf, timeTicks } from './timeAxis';
import { decimalsOf, valueDomain, valueTicks } from './valueScale';

/** Where everything of a time-series chart goes, computed without a canvas (so hover works in tests too). */
export interface PlotLayout {
  width: number;
  height: number;
  /** The plot area inside the axes, in px. */
  plot: { left: number; top: number; right: number; bottom: number };
  x: ScaleTime;
  y: ScaleLinear;
  xTicks: { time: number; label: string }[];
  yTicks: { value: number; label: string }[];
  showXLabels: boolean;
  showYLabels: boolean;
  fontSize: number;
  /** Visible series and their points with bases, in drawing order. */
  series: readonly ChartSeries[];
  stacked: StackedPoint[][];
}

export interface PlotLayoutInput {
  width: number;
  height: number;
  settings: FlotSettings;
  /** The series to draw (hidden ones left out). */
  series: readonly ChartSeries[];
  timeWindow: Pick<WidgetTimeWindow, 'minTime' | 'maxTime'>;
  bars: boolean;
  /** The widget's units, shown on the y labels. */
  units: string;
}

/** Text width estimate: layout must not depend on a canvas, and tick labels are short. */
const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.62;

export function layoutPlot(input: PlotLayoutInput): PlotLayout {
  const { settings, width, height, bars } = input;
  const fontSize = numberOrUndefined(settings.fontSize) ?? 10;
  const showX = settings.xaxis.showLabels !== false;
  const showY = settings.yaxis.showLabels !== false;
  const line = fontSize + 6;
  const top = 8;
  const bottom = height - 4 - (showX ? line : 0) - (settings.xaxis.title ? line : 0);

  const { minTime, maxTime } = input.timeWindow;
  const stacked = stackSeries(
    input.series.map((s) => ({ points: visibleRange(s.points, minTime, maxTime), exclude: s.keySettings.excludeFromStacking })),
    settings.stack,
  );
  const tickCount = Math.max(2, Math.floor((bottom - top) / 40));
  const yaxis = settings.yaxis;
  const tickDecimals = numberOrUndefined(yaxis.tickDecimals);
  const domain = valueDomain(stacked, {
    min: numberOrUndefined(yaxis.min), max: numberOrUndefined(yaxis.max), includeBase: bars || settings.stack,
  }, tickCount);
  const values = valueTicks(domain, tickCount, tickDecimals, numberOrUndefined(yaxis.tickSize));
  const decimals = tickDecimals ?? (values.length > 1 ? decimalsOf(values[1] - values[0]) : 0);
  const yTicks = values.map((value) => ({ value, label: formatValue(value, decimals, input.units) }));

  const labelWidth = showY ? Math.max(0, ...yTicks.map((t) => textWidth(t.label, fontSize))) + 6 : 0;
  const left = 4 + labelWidth + (yaxis.title ? line : 0);
  const right = Math.max(left + 1, width - 12);
  const plot = { left, top, right, bottom: Math.max(top + 1, bottom) };
  const x = timeScaleOf(minTime, maxTime, plot.left, plot.right);
  const y = scaleLinear().domain(domain).range([plot.bottom, plot.top]);
  return {
    width, height, plot, x, y, xTicks: timeTicks(x), yTicks, showXLabels: showX, showYLabels: showY, fontSize, series: input.series, stacked,
  };
}
