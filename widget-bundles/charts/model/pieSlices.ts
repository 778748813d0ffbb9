/** One slice of a pie; angles in radians, canvas convention (clockwise from 3 o'clock). */
export interface PieSlice {
  /** The series it stands for. */
  index: number;
  value: number;
  /** Share of the total, 0..100. */
  percent: number;
  startAngle: number;
  endAngle: number;
}

const TOP = -Math.PI / 2;
const FULL = Math.PI * 2;

/** Slices for the positive values, clockwise from 12 o'clock like flot's pie. */
export function pieSlices(values: readonly { index: number; value: number }[]): PieSlice[] {
  const positive = values.filter((v) => Number.isFinite(v.value) && v.value > 0);
  const total = positive.reduce((sum, v) => sum + v.value, 0);
  let angle = TOP;
  return positive.map(({ index, value }) => {
    const sweep = (value / total) * FULL;
    const slice = { index, value, percent: (value / total) * 100, startAngle: angle, endAngle: angle + sweep };
    angle += sweep;
    return slice;
  });
}

/**
 * The slice under a point given relative to the centre, or undefined. `tilt` (0..1) squashes
 * the pie vertically, so y is stretched back before measuring.
 */
export function sliceAt(slices: readonly PieSlice[], dx: number, dy: number, outer: number, inner: number, tilt: number): PieSlice | undefined {
  const y = dy / (tilt > 0 ? tilt : 1);
  const r = Math.hypot(dx, y);
  if (r > outer || r < inner) return undefined;
  let angle = Math.atan2(y, dx);
  while (angle < TOP) angle += FULL;
  while (angle >= TOP + FULL) angle -= FULL;
  return slices.find((s) => angle >= s.startAngle && angle < s.endAngle);
}

/** Outer and inner radius in px: flot's `radius` and `innerRadius` are fractions of the room available. */
export function pieRadii(width: number, height: number, radius: number, innerRadius: number, tilt: number): { outer: number; inner: number } {
  const room = Math.max(0, Math.min(width / 2, height / 2 / (tilt > 0 && tilt < 1 ? tilt : 1)) - 4);
  const outer = room * (radius > 0 && radius <= 1 ? radius : 1);
  const inner = innerRadius > 0 ? (innerRadius < 1 ? outer * innerRadius : Math.min(innerRadius, outer)) : 0;
  return { outer, inner };
}
