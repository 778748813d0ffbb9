import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WidgetData, type WidgetProps } from '@tessera/sdk';
import { ChartLayout } from './ChartLayout';
import { type LegendEntry } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { drawPie, type PieGeometry } from './draw/drawPie';
import { prepareCanvas } from './draw/prepareCanvas';
import { formatPercent, type PieKey, toPieKeys } from './model/pieData';
import { pieRadii, pieSlices, sliceAt } from './model/pieSlices';
import { NoData } from './NoData';
import { PlotArea } from './PlotArea';
import { type PieSettings, readPieSettings } from './settings';
import { plotSize, useHiddenKeys } from './useHiddenKeys';
import { useFrameDraw } from './useFrameDraw';

/** The pie's geometry for the shown keys in a box. */
function pieGeometry(keys: readonly PieKey[], width: number, height: number, settings: PieSettings): PieGeometry {
  const tilt = settings.tilt > 0 && settings.tilt <= 1 ? settings.tilt : 1;
  const { outer, inner } = pieRadii(width, height, settings.radius, settings.innerRadius, tilt);
  const slices = pieSlices(keys.flatMap((k) => (k.value === undefined ? [] : [{ index: k.index, value: k.value }])));
  return { cx: width / 2, cy: height / 2, outer, inner, tilt, slices };
}

/**
 * ThingsBoard's flot pie of the keys' latest values. Clicking a slice runs the `sliceClick`
 * actions with the slice's entity.
 */
export function PieChart({ settings, width, height, config, ctx }: WidgetProps<PieSettings>) {
  const { t } = useTranslation();
  const pie = useMemo(() => readPieSettings(settings), [settings]);
  const hidden = useHiddenKeys();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const geometryRef = useRef<PieGeometry | undefined>(undefined);
  const cells = useRef(new Map<string, HTMLElement>()).current;
  const [hover, setHover] = useState<{ x: number; y: number; index: number } | null>(null);
  const hoveredRef = useRef<number | undefined>(undefined);
  hoveredRef.current = hover?.index;

  const draw = (data: WidgetData) => {
    const keys = toPieKeys(data, config);
    const shown = keys.filter((k) => !hidden.isHidden(k.index, k.keySettings.hideDataByDefault));
    const size = plotSize(plotRef.current, width, height);
    const geometry = pieGeometry(shown, size.width, size.height, pie);
    geometryRef.current = geometry;
    const g = canvasRef.current ? prepareCanvas(canvasRef.current, size.width, size.height) : null;
    const byIndex = new Map(keys.map((k) => [k.index, k]));
    if (g) drawPie(g, geometry, (i) => byIndex.get(i) ?? { color: '#888', label: '' }, pie, hoveredRef.current);
    for (const k of keys) {
      const cell = cells.get(`${k.index}:value`);
      if (cell && cell.textContent !== k.text) cell.textContent = k.text;
    }
  };
  const { dataRef, shape, requestDraw } = useFrameDraw(ctx, draw);
  useEffect(() => requestDraw(), [requestDraw, width, height, pie, hidden.toggled, config, hover?.index]);

  const keys = toPieKeys(dataRef.current, config);
  const byIndex = new Map(keys.map((k) => [k.index, k]));
  const entries: LegendEntry[] = keys
    .filter((k) => !k.keySettings.removeFromLegend)
    .map((k) => ({
      index: k.index, label: k.label, color: k.color, canHide: !k.keySettings.disableDataHiding,
      hideByDefault: k.keySettings.hideDataByDefault, hidden: hidden.isHidden(k.index, k.keySettings.hideDataByDefault), cells: { value: k.text },
    }));

  const sliceUnder = (x: number, y: number) => {
    const geometry = geometryRef.current;
    return geometry && sliceAt(geometry.slices, x - geometry.cx, y - geometry.cy, geometry.outer, geometry.inner, geometry.tilt);
  };
  const hovered = hover ? geometryRef.current?.slices.find((s) => s.index === hover.index) : undefined;
  const hoveredKey = hovered && byIndex.get(hovered.index);

  return (
    <ChartLayout
      config={config}
      entries={entries}
      columns={[{ id: 'value', title: t('widgets.charts.value') }]}
      cells={cells}
      onToggle={(entry) => hidden.toggle(entry.index, entry.hideByDefault)}
    >
      <PlotArea
        plotRef={plotRef}
        canvasRef={canvasRef}
        pointer={hover !== null}
        onPointer={(x, y) => {
          const slice = sliceUnder(x, y);
          setHover(slice ? { x, y, index: slice.index } : null);
        }}
        onLeave={() => setHover(null)}
        onPick={(x, y) => {
          const slice = sliceUnder(x, y);
          const source = slice && byIndex.get(slice.index)?.source.datasource;
          if (source) ctx.actions.run('sliceClick', { entityId: source.entityId, entityName: source.entityName, entityLabel: source.entityLabel });
        }}
      >
        {shape.empty && <NoData color={config.color} />}
        {hover && hovered && hoveredKey && pie.showTooltip && (
          <ChartTooltip
            x={hover.x} y={hover.y} width={plotSize(plotRef.current, width, height).width}
            lines={[{ color: hoveredKey.color, label: hoveredKey.label, value: `${hoveredKey.text} (${formatPercent(hovered.percent)})` }]}
          />
        )}
      </PlotArea>
    </ChartLayout>
  );
}
