import { type WidgetTimeWindow } from '@tessera/sdk';
import { area, curveLinear, curveMonotoneX, line } from 'd3-shape';
import { decimateForWidth } from '../model/decimate';
import { barSpan, barWidthMs } from '../model/barLayout';
import { type PlotLayout } from '../model/plotLayout';
import { type StackedPoint } from '../model/stack';
import { type FlotSettings, numberOrUndefined } from '../settings';
import { drawPoint } from './drawPoint';
import { withAlpha } from './prepareCanvas';

export interface DrawOptions {
  settings: FlotSettings;
  bars: boolean;
  timeWindow: Pick<WidgetTimeWindow, 'interval' | 'aggregation'>;
}

/** Draws a laid-out time-series chart: background, grid, thresholds, series, outline, labels. */
export function drawTimeseries(g: CanvasRenderingContext2D, layout: PlotLayout, options: DrawOptions): void {
  const { settings } = options;
  const { plot, x, y } = layout;
  const w = plot.right - plot.left;
  const h = plot.bottom - plot.top;
  if (settings.grid.backgroundColor) {
    g.fillStyle = settings.grid.backgroundColor;
    g.fillRect(plot.left, plot.top, w, h);
  }
  drawGrid(g, layout, settings);
  g.save();
  g.beginPath();
  g.rect(plot.left, plot.top, w, h);
  g.clip();
  drawThresholds(g, layout);
  if (options.bars) drawBars(g, layout, options);
  else drawLines(g, layout, settings);
  g.restore();
  const outline = numberOrUndefined(settings.grid.outlineWidth) ?? 1;
  if (outline > 0) {
    g.lineWidth = outline;
    g.strokeStyle = settings.grid.color || '#545454';
    g.strokeRect(plot.left, plot.top, w, h);
  }
  drawLabels(g, layout, settings);
}

function drawGrid(g: CanvasRenderingContext2D, layout: PlotLayout, settings: FlotSettings): void {
  const { plot, x, y } = layout;
  g.lineWidth = 1;
  g.strokeStyle = settings.grid.tickColor || '#DDDDDD';
  g.beginPath();
  if (settings.grid.verticalLines !== false) {
    for (const tick of layout.xTicks) {
      const px = Math.round(x(tick.time)) + 0.5;
      g.moveTo(px, plot.top); g.lineTo(px, plot.bottom);
    }
  }
  if (settings.grid.horizontalLines !== false) {
    for (const tick of layout.yTicks) {
      const py = Math.round(y(tick.value)) + 0.5;
      g.moveTo(plot.left, py); g.lineTo(plot.right, py);
    }
  }
  g.stroke();
}

function drawThresholds(g: CanvasRenderingContext2D, layout: PlotLayout): void {
  for (const s of layout.series) {
    for (const threshold of s.keySettings.thresholds ?? []) {
      const value = numberOrUndefined(threshold.thresholdValue);
      if (value === undefined || (threshold.thresholdValueSource ?? 'predefinedValue') !== 'predefinedValue') continue;
      const py = layout.y(value);
      g.lineWidth = numberOrUndefined(threshold.lineWidth) ?? 1;
      g.strokeStyle = threshold.color || s.color;
      g.beginPath(); g.moveTo(layout.plot.left, py); g.lineTo(layout.plot.right, py); g.stroke();
    }
  }
}

function drawLines(g: CanvasRenderingContext2D, layout: PlotLayout, settings: FlotSettings): void {
  const { x, y } = layout;
  const curve = settings.smoothLines ? curveMonotoneX : curveLinear;
  const px = (p: StackedPoint) => x(p[0]);
  const columns = Math.max(1, Math.ceil(layout.plot.right - layout.plot.left));
  layout.series.forEach((s, i) => {
    const key = s.keySettings;
    // Points are drawn one by one when shown, so only lines and areas are reduced.
    const points = key.showPoints ? layout.stacked[i] : decimateForWidth(layout.stacked[i], x, columns);
    g.fillStyle = s.color;
    g.strokeStyle = s.color;
    if (key.fillLines) {
      withAlpha(g, 0.4, () => {
        g.beginPath();
        area<StackedPoint>().x(px).y0((p) => y(p[1])).y1((p) => y(p[2])).curve(curve).context(g)(points);
        g.fill();
      });
    }
    if (key.showLines !== false) {
      g.lineWidth = 2;
      g.lineJoin = 'round';
      g.beginPath();
      line<StackedPoint>().x(px).y((p) => y(p[2])).curve(curve).context(g)(points);
      g.stroke();
    }
    if (key.showPoints) {
      const radius = numberOrUndefined(key.showPointsRadius) ?? 3;
      g.lineWidth = Math.min(2, numberOrUndefined(key.showPointsLineWidth) ?? 1);
      for (const p of points) drawPoint(g, key.showPointShape, x(p[0]), y(p[2]), radius);
    }
  });
}

function drawBars(g: CanvasRenderingContext2D, layout: PlotLayout, options: DrawOptions): void {
  const { x, y } = layout;
  const width = barWidthMs(options.timeWindow, numberOrUndefined(options.settings.defaultBarWidth));
  const alignment = options.settings.barAlignment ?? 'left';
  const slots = options.settings.stack ? 1 : layout.series.length;
  layout.series.forEach((s, i) => {
    g.fillStyle = s.color;
    withAlpha(g, 0.9, () => {
      for (const [t, y0, y1] of layout.stacked[i]) {
        const [start, end] = barSpan(t, width, alignment, options.settings.stack ? 0 : i, slots);
        const left = x(start);
        const top = Math.min(y(y0), y(y1));
        g.fillRect(left, top, Math.max(1, x(end) - left), Math.abs(y(y1) - y(y0)));
      }
    });
  });
}

function drawLabels(g: CanvasRenderingContext2D, layout: PlotLayout, settings: FlotSettings): void {
  const { plot, fontSize } = layout;
  g.font = `${fontSize}px sans-serif`;
  if (layout.showXLabels) {
    g.fillStyle = settings.xaxis.color || settings.fontColor;
    g.textAlign = 'center';
    g.textBaseline = 'top';
    for (const tick of layout.xTicks) g.fillText(tick.label, layout.x(tick.time), plot.bottom + 4);
  }
  if (layout.showYLabels) {
    g.fillStyle = settings.yaxis.color || settings.fontColor;
    g.textAlign = 'right';
    g.textBaseline = 'middle';
    for (const tick of layout.yTicks) g.fillText(tick.label, plot.left - 4, layout.y(tick.value));
  }
  g.fillStyle = settings.fontColor;
  g.textAlign = 'center';
  if (settings.xaxis.title) {
    g.textBaseline = 'bottom';
    g.fillText(settings.xaxis.title, (plot.left + plot.right) / 2, layout.height - 2);
  }
  if (settings.yaxis.title) {
    g.save();
    g.translate(2, (plot.top + plot.bottom) / 2);
    g.rotate(-Math.PI / 2);
    g.textBaseline = 'top';
    g.fillText(settings.yaxis.title, 0, 0);
    g.restore();
  }
}
