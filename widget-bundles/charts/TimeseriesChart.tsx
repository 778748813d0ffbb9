import { useEffect, useMemo, useRef, useState } from 'react';
import { isDarkScheme, themedFlot } from './themeColors';
import { useTranslation } from 'react-i18next';
import { type WidgetData, type WidgetProps } from '@tessera/sdk';
import { ChartLayout } from './ChartLayout';
import { type LegendEntry } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { drawTimeseries } from './draw/drawTimeseries';
import { prepareCanvas } from './draw/prepareCanvas';
import { type ChartSeries, toChartSeries } from './model/chartSeries';
import { formatStat, LEGEND_STATS, type LegendStatName, legendStats } from './model/legendStats';
import { layoutPlot, type PlotLayout } from './model/plotLayout';
import { formatTooltipTime } from './model/timeAxis';
import { tooltipContent } from './model/tooltip';
import { NoData } from './NoData';
import { PlotArea } from './PlotArea';
import { type FlotSettings, readFlotSettings } from './settings';
import { plotSize, useHiddenKeys } from './useHiddenKeys';
import { useFrameDraw } from './useFrameDraw';

const STAT_FLAG = { min: 'showMin', max: 'showMax', avg: 'showAvg', total: 'showTotal' } as const;

/** Updates the legend's statistic cells in place: this runs on every frame, React does not. */
function writeStats(cells: ReadonlyMap<string, HTMLElement>, series: readonly ChartSeries[], stats: readonly LegendStatName[]) {
  for (const s of series) {
    const values = legendStats(s.points);
    for (const stat of stats) {
      const cell = cells.get(`${s.index}:${stat}`);
      const text = formatStat(values, stat, s.decimals, s.units);
      if (cell && cell.textContent !== text) cell.textContent = text;
    }
  }
}

/**
 * ThingsBoard's flot line and bar charts on a canvas. Data updates redraw the canvas and the
 * legend numbers once per frame outside React; React renders only structure and the tooltip.
 */
export function TimeseriesChart({ settings, width, height, config, ctx, bars }: WidgetProps<FlotSettings> & { bars: boolean }) {
  const { t } = useTranslation();
  const flot = useMemo(() => readFlotSettings(settings, bars), [settings, bars]);
  const hidden = useHiddenKeys();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<PlotLayout | undefined>(undefined);
  const cells = useRef(new Map<string, HTMLElement>()).current;
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const hoverRef = useRef(hover);
  hoverRef.current = hover;
  const [, setRedrawn] = useState(0);
  const legend = config.legendConfig;
  const stats = LEGEND_STATS.filter((stat) => legend[STAT_FLAG[stat]]);

  const draw = (data: WidgetData) => {
    const all = toChartSeries(data, config, bars);
    const visible = all.filter((s) => !hidden.isHidden(s.index, s.keySettings.hideDataByDefault));
    const size = plotSize(plotRef.current, width, height);
    const layout = layoutPlot({ ...size, settings: flot, series: visible, timeWindow: ctx.timeWindow, bars, units: config.units });
    layoutRef.current = layout;
    const g = canvasRef.current ? prepareCanvas(canvasRef.current, size.width, size.height) : null;
    if (g) drawTimeseries(g, layout, { settings: themedFlot(flot, isDarkScheme(canvasRef.current)), bars, timeWindow: ctx.timeWindow });
    if (config.showLegend) writeStats(cells, all, stats);
    // The tooltip shows values of the newest data while the pointer rests.
    if (hoverRef.current) setRedrawn((n) => n + 1);
  };
  const { dataRef, shape, requestDraw } = useFrameDraw(ctx, draw);
  useEffect(() => requestDraw(), [requestDraw, width, height, flot, hidden.toggled, config]);

  const all = toChartSeries(dataRef.current, config, bars);
  const entries: LegendEntry[] = all
    .filter((s) => !s.keySettings.removeFromLegend)
    .map((s) => {
      const values = legendStats(s.points);
      return {
        index: s.index, label: s.label, color: s.color, canHide: !s.keySettings.disableDataHiding,
        hideByDefault: s.keySettings.hideDataByDefault, hidden: hidden.isHidden(s.index, s.keySettings.hideDataByDefault),
        cells: Object.fromEntries(stats.map((stat) => [stat, formatStat(values, stat, s.decimals, s.units)])),
      };
    });

  const layout = layoutRef.current;
  let tooltip = null;
  if (hover && flot.showTooltip && layout && !shape.empty
    && hover.x >= layout.plot.left && hover.x <= layout.plot.right && hover.y >= layout.plot.top && hover.y <= layout.plot.bottom) {
    const content = tooltipContent(layout.series, layout.x.invert(hover.x).getTime(), hover.y, {
      individual: flot.tooltipIndividual, hideZeros: flot.hideZeros, yOf: layout.y,
    });
    if (content && content.rows.length > 0) {
      tooltip = <ChartTooltip x={hover.x} y={hover.y} width={layout.width} title={formatTooltipTime(content.time)} lines={content.rows} />;
    }
  }

  return (
    <ChartLayout
      config={config}
      entries={entries}
      columns={stats.map((stat) => ({ id: stat, title: t(`widgets.charts.${stat}`) }))}
      cells={cells}
      onToggle={(entry) => hidden.toggle(entry.index, entry.hideByDefault)}
    >
      <PlotArea plotRef={plotRef} canvasRef={canvasRef} onPointer={(x, y) => setHover({ x, y })} onLeave={() => setHover(null)}>
        {shape.empty && <NoData color={config.color} />}
        {tooltip}
      </PlotArea>
    </ChartLayout>
  );
}
