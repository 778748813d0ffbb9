import { type PieSlice } from '../model/pieSlices';
import { type PieSettings } from '../settings';

/** A laid-out pie: centre, radii in px and its slices. */
export interface PieGeometry {
  cx: number;
  cy: number;
  outer: number;
  inner: number;
  tilt: number;
  slices: readonly PieSlice[];
}

/** Draws the slices (squashed by `tilt`), their stroke, and labels with percentages when asked. */
export function drawPie(
  g: CanvasRenderingContext2D, pie: PieGeometry, styleOf: (index: number) => { color: string; label: string },
  settings: PieSettings, hovered: number | undefined,
): void {
  const tilt = pie.tilt > 0 && pie.tilt <= 1 ? pie.tilt : 1;
  g.save();
  g.translate(pie.cx, pie.cy);
  g.scale(1, tilt);
  const strokeWidth = Number(settings.stroke?.width) || 0;
  for (const slice of pie.slices) {
    // The hovered slice stands out a little, as flot's highlight does.
    const outer = slice.index === hovered ? pie.outer + 3 : pie.outer;
    g.beginPath();
    g.arc(0, 0, outer, slice.startAngle, slice.endAngle);
    if (pie.inner > 0) g.arc(0, 0, pie.inner, slice.endAngle, slice.startAngle, true);
    else g.lineTo(0, 0);
    g.closePath();
    g.fillStyle = styleOf(slice.index).color;
    g.fill();
    if (strokeWidth > 0) {
      g.lineWidth = strokeWidth;
      g.strokeStyle = settings.stroke.color || '#fff';
      g.stroke();
    }
  }
  g.restore();
  if (!settings.showLabels) return;
  g.font = `${Number(settings.fontSize) || 10}px sans-serif`;
  g.fillStyle = settings.fontColor;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const labelRadius = pie.inner > 0 ? (pie.inner + pie.outer) / 2 : pie.outer * 0.66;
  for (const slice of pie.slices) {
    const mid = (slice.startAngle + slice.endAngle) / 2;
    const lx = pie.cx + Math.cos(mid) * labelRadius;
    const ly = pie.cy + Math.sin(mid) * labelRadius * tilt;
    g.fillText(styleOf(slice.index).label, lx, ly - 7);
    g.fillText(`${Math.round(slice.percent)}%`, lx, ly + 7);
  }
}
